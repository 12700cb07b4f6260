export type { ApiClient, ApiClientOptions, Setting } from './api-client.js';
export { createApiClient, DEFAULT_TIMEOUT_MS, isEnvelopedRoute } from './api-client.js';
export type { ApiError, HttpStatusError, SessionExpiredError } from './api-error.js';
export type { CallArgs, CallData, CallInput, CommonCallOptions, FileBody } from './call-types.js';
export { type AttemptOutcome, MAX_ATTEMPTS, RETRY_STATUSES, shouldRetry } from './retry-policy.js';
export { createMemoryTokenStore, type TokenStore } from './token-store.js';
