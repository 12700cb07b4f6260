import { saveDesignRequestSchema } from '@tirage/api-client/contract';
import {
  DESIGN_NAME_MAX_LENGTH,
  type DomainError,
  type DomainErrorKind,
  designSelectionOf,
  err,
  MAX_SAVED_DESIGNS,
  ok,
  type PageContent,
  type Result,
  refusalReason,
} from '@tirage/domain';
import { z } from 'zod';
import { isLoggedIn } from '../../auth.server.js';
import { t } from '../../i18n/translate.js';
import { parseForm, trimmed } from '../../lib/form-schema.js';
import { type Refusal, refusal } from '../../lib/refusal.js';
import type { StorefrontContext } from '../../load-context.js';
import { postedSelectionJsonSchema } from './add-to-cart.server.js';

/**
 * "Enregistrer ma création": the name the customer gave, trimmed, with the contract's design name
 * rule (the domain's `checkDesignName`), and the selection as adding to the cart reads it.
 */
const saveDesignFormSchema = z.object({
  name: z.preprocess(trimmed, saveDesignRequestSchema.shape.name),
  selection: postedSelectionJsonSchema,
});

/** What saving a design answers: the design's id and name, or the message to show. */
export type SaveDesignOutcome = Result<{ readonly id: string; readonly name: string }, Refusal>;

const refused = (kind: DomainErrorKind, message: string): SaveDesignOutcome => err(refusal(kind, message));

/** Why the server refused the design, in the shopper's words. */
export function designErrorMessage(error: DomainError): string {
  if (refusalReason(error) === 'design.limitReached') {
    return t('designs.error.limit', { limit: MAX_SAVED_DESIGNS });
  }
  switch (error.kind) {
    case 'request.invalid':
      return error.fieldErrors.some((field) => field.field === 'name')
        ? t('designs.error.name', { max: DESIGN_NAME_MAX_LENGTH })
        : t('designs.error.selection');
    case 'request.notFound':
      return t('designs.error.notFound');
    default:
      return t('designs.error.failed');
  }
}

/**
 * Saves the product page's selection, under the name the customer gave it, to their design area.
 * The selection is read strictly, as adding to the cart reads it; the server checks it against
 * the catalogue and keeps the limit of designs.
 */
export async function saveDesign(
  context: StorefrontContext,
  page: PageContent,
  form: FormData,
): Promise<SaveDesignOutcome> {
  if (!(await isLoggedIn(context))) return refused('session.unauthorized', t('designs.save.login'));
  const submission = parseForm(form, saveDesignFormSchema, {});
  const refusedFields = submission.status === 'success' ? {} : (submission.error ?? {});
  if ('name' in refusedFields) {
    return refused('request.invalid', t('designs.error.name', { max: DESIGN_NAME_MAX_LENGTH }));
  }
  if (submission.status !== 'success' || page.productConfigurationId === undefined) {
    return refused('request.invalid', t('designs.error.selection'));
  }
  const { name, selection: posted } = submission.value;
  const saved = await context.ports.design.save({
    name,
    productConfigurationId: page.productConfigurationId,
    selection: designSelectionOf({ ...posted, promoCode: posted.promoCode, designId: undefined }),
  });
  if (!saved.ok) {
    return refused(saved.error.kind, designErrorMessage(saved.error));
  }
  return ok({ id: saved.value.id, name: saved.value.name });
}
