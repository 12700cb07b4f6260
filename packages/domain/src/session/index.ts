export {
  activeTenant,
  createSession,
  type Session,
  type SessionInput,
  withActiveCurrency,
} from './session.js';
