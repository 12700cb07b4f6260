export {
  ANONYMOUS_ID_COOKIE_MAX_AGE_SECONDS,
  activeTenant,
  COOKIE_DEFAULT_PATH,
  createSession,
  type Session,
  type SessionInput,
  withActiveCurrency,
} from './session.js';
