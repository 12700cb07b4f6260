import { type DesignerKey, designerFr } from '../../i18n/designer-fr.js';
import { createTranslator } from '../../i18n/translate.js';

const translate = createTranslator(designerFr);

/** The designer's French string of `key`, its `{name}` values filled in (see `createTranslator`). */
export function t(key: DesignerKey, values?: Readonly<Record<string, string | number>>): string {
  return translate(key, values);
}
