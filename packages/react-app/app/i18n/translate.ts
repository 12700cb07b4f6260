import { type LoggedOnlyError, missingDictionaryVoice } from '@tirage/domain';
import { type DictionaryKey, fr } from './fr.js';

export type Dictionary = Readonly<Record<string, string>>;

/**
 * A dictionary lookup with `{name}` values filled in. A missing entry is reported (logged) and
 * shows as an empty string: a shopper never reads a key.
 */
export function createTranslator(
  dictionary: Dictionary,
  report: (error: LoggedOnlyError) => void = (error) =>
    console.warn(`${error.message}: ${error.kind}`, error),
) {
  return (key: string, values: Readonly<Record<string, string | number>> = {}): string => {
    const entry = dictionary[key];
    if (entry === undefined) {
      report(missingDictionaryVoice(key));
      return '';
    }
    return entry.replace(/\{(\w+)\}/g, (whole, name: string) =>
      values[name] === undefined ? whole : String(values[name]),
    );
  };
}

const translateFr = createTranslator(fr);

/** The French string of `key` (keys are checked at compile time; see `createTranslator`). */
export function t(key: DictionaryKey, values?: Readonly<Record<string, string | number>>): string {
  return translateFr(key, values);
}

/** Whether the dictionary holds `key`: a server message is shown only if it has an entry. */
export function hasEntry(key: string): key is DictionaryKey {
  return Object.hasOwn(fr, key);
}

/** The French string of a key built at run time (a delivery option's key, a server message). */
export function tAny(key: string, values?: Readonly<Record<string, string | number>>): string {
  return translateFr(key, values);
}
