import type { DomainError } from '../errors/errors.js';
import type { AuthGrant, LoginAsTarget, LoginCredentials, RefreshGrant } from '../model/auth.js';
import type { Result } from '../shared/result.js';

/** Token expiries are not part of the answers: the domain sets them (see `issueTokens`). */
export interface AuthPort {
  login(credentials: LoginCredentials): Promise<Result<AuthGrant, DomainError>>;
  refresh(refreshToken: string): Promise<Result<RefreshGrant, DomainError>>;
  logout(accessToken: string | undefined): Promise<Result<void, DomainError>>;
  /** An administrator (already authenticated) opens a session as a customer. */
  loginAs(target: LoginAsTarget): Promise<Result<AuthGrant, DomainError>>;
}
