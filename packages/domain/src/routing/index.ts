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
  normalizePathname,
  normalizeRequestPath,
  type PathNormalization,
  splitRequestPath,
} from './path-normalization.js';
