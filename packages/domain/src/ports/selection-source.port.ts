import type { DomainError } from '../errors/errors.js';
import type { SelectionDraft, StoredSelectionSource } from '../model/product.js';
import type { Result } from '../shared/result.js';

/**
 * Loads a stored selection: the line of the cart or the order item being edited, the
 * configuration behind a short preconfigured key, or the one a design was made with.
 */
export interface SelectionSourcePort {
  loadSelection(source: StoredSelectionSource): Promise<Result<SelectionDraft, DomainError>>;
}
