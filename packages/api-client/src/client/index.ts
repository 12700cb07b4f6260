export type { ApiClient, ApiClientOptions, Setting } from './api-client.js';
export { createApiClient, DEFAULT_TIMEOUT_MS, isEnvelopedRoute, RETRY_STATUSES } from './api-client.js';
export type { ApiError, HttpStatusError, SessionExpiredError } from './api-error.js';
export type { CallArgs, CallData, CallInput, CommonCallOptions, FileBody } from './call-types.js';
export { createMemoryTokenStore, type TokenStore } from './token-store.js';
