export {
  type AccessDecision,
  type AccessRequest,
  AUTH_REDIRECTS,
  afterLoginLocation,
  decideAccess,
  HOME_PATH,
  keepingReturnTo,
  LOGIN_PATH,
  loginLocation,
  type PageAccess,
  PERSONAL_AREA_PATH,
  RETURN_TO_PARAM,
  safeReturnTo,
} from './access.js';
export { isMiddlewareName, MIDDLEWARE_ORDER, type MiddlewareName, planMiddlewares } from './middleware.js';
export {
  normalizePathname,
  normalizeRequestPath,
  type PathNormalization,
  splitRequestPath,
} from './path-normalization.js';
export { findRedirect, type RedirectDecision, type ServerRedirect } from './redirects.js';
