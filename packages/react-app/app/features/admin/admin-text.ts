import { type AdminKey, adminFr } from '../../i18n/admin-fr.js';
import { type DictionaryKey, fr } from '../../i18n/fr.js';
import { createTranslator } from '../../i18n/translate.js';

const translate = createTranslator({ ...fr, ...adminFr });

/** The back office's French string of `key` (its own or the shop's), its `{name}` values filled in. */
export function t(key: AdminKey | DictionaryKey, values?: Readonly<Record<string, string | number>>): string {
  return translate(key, values);
}
