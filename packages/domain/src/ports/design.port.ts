import type { DomainError } from '../errors/errors.js';
import type { DesignDraft, SavedDesign } from '../model/design.js';
import type { Result } from '../shared/result.js';

/**
 * The customer's saved designs (the personal area's design area). Another customer's design, a
 * removed one and an unknown id are the same not-found error.
 */
export interface DesignPort {
  /** Every design of the customer, newest first (there are at most `MAX_SAVED_DESIGNS`). */
  list(): Promise<Result<readonly SavedDesign[], DomainError>>;
  get(designId: string): Promise<Result<SavedDesign, DomainError>>;
  /** Saves a new design; the server checks the selection against the catalogue and the limit. */
  save(draft: DesignDraft): Promise<Result<SavedDesign, DomainError>>;
  rename(designId: string, name: string): Promise<Result<SavedDesign, DomainError>>;
  remove(designId: string): Promise<Result<void, DomainError>>;
}
