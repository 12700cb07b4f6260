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
export {
  describeMiddlewarePlanError,
  MIDDLEWARES,
  type MiddlewareName,
  type MiddlewarePlan,
  type MiddlewarePlanError,
  planMiddlewares,
} from './middlewares.js';
export {
  normalizePathname,
  normalizeRequestPath,
  type PathNormalization,
  splitRequestPath,
} from './path-normalization.js';
