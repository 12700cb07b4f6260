import {
  checkDesignName,
  DESIGN_NAME_MAX_LENGTH,
  type DomainError,
  designSelectionOf,
  err,
  MAX_SAVED_DESIGNS,
  ok,
  type PageContent,
  type Result,
} from '@tirage/domain';
import { isLoggedIn } from '../../auth.server.js';
import { t } from '../../i18n/translate.js';
import type { StorefrontContext } from '../../load-context.js';
import { postedSelectionSchema } from './add-to-cart.server.js';

/** What saving a design answers: the design's id and name, or the message to show. */
export type SaveDesignOutcome = Result<
  { readonly id: string; readonly name: string },
  { readonly status: number; readonly message: string }
>;

const refused = (status: number, message: string): SaveDesignOutcome => err({ status, message });

/** Why the server refused the design, in the shopper's words. */
export function designErrorMessage(error: DomainError): string {
  if (error.kind !== 'http.status') return t('designs.error.failed');
  // The API client keeps the server's kind and field errors beside the domain's fields.
  if ('serverKind' in error && error.serverKind === 'design.limitReached') {
    return t('designs.error.limit', { limit: MAX_SAVED_DESIGNS });
  }
  const fields =
    'fieldErrors' in error && Array.isArray(error.fieldErrors)
      ? (error.fieldErrors as readonly { readonly path: string }[])
      : [];
  if (fields.some((field) => field.path === 'name')) {
    return t('designs.error.name', { max: DESIGN_NAME_MAX_LENGTH });
  }
  if (error.status === 400) return t('designs.error.selection');
  if (error.status === 404) return t('designs.error.notFound');
  return t('designs.error.failed');
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
  if (!(await isLoggedIn(context))) return refused(401, t('designs.save.login'));
  const rawName = form.get('name');
  const name = checkDesignName(typeof rawName === 'string' ? rawName : '');
  if (!name.ok) return refused(400, t('designs.error.name', { max: DESIGN_NAME_MAX_LENGTH }));
  const rawSelection = form.get('selection');
  let json: unknown;
  try {
    json = JSON.parse(typeof rawSelection === 'string' ? rawSelection : '');
  } catch {
    return refused(400, t('designs.error.selection'));
  }
  const posted = postedSelectionSchema.safeParse(json);
  if (!posted.success || page.productConfigurationId === undefined) {
    return refused(400, t('designs.error.selection'));
  }
  const saved = await context.ports.design.save({
    name: name.value,
    productConfigurationId: page.productConfigurationId,
    selection: designSelectionOf({ ...posted.data, promoCode: posted.data.promoCode }),
  });
  if (!saved.ok) {
    const status = saved.error.kind === 'http.status' ? saved.error.status : 503;
    return refused(status, designErrorMessage(saved.error));
  }
  return ok({ id: saved.value.id, name: saved.value.name });
}
