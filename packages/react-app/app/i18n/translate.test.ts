import type { LoggedOnlyError } from '@tirage/domain';
import { describe, expect, test } from 'vitest';
import { designerFr } from './designer-fr.js';
import { fr } from './fr.js';
import { createTranslator, hasEntry, t } from './translate.js';

describe('the dictionary', () => {
  test('fills in the named values of an entry', () => {
    expect(t('personalArea.loggedInAs', { email: 'a@b.fr' })).toBe('Connecté avec a@b.fr');
    expect(t('catalogue.fromPrice', { price: '24,90 €' })).toBe('à partir de 24,90 € HT');
  });

  test('a missing entry is reported as Missing dictionary voice and shows nothing, never its key', () => {
    const reported: LoggedOnlyError[] = [];
    const translate = createTranslator({ known: 'Bonjour' }, (error) => reported.push(error));
    expect(translate('known')).toBe('Bonjour');
    expect(translate('cart.unknown')).toBe('');
    expect(reported).toEqual([
      { kind: 'dictionary.missingVoice', message: 'Missing dictionary voice', key: 'cart.unknown' },
    ]);
  });

  test('tells whether a server message has an entry', () => {
    expect(hasEntry('login.title')).toBe(true);
    expect(hasEntry('toString')).toBe(false);
  });

  test('every entry is French text without a stray placeholder syntax', () => {
    for (const [key, value] of [...Object.entries(fr), ...Object.entries(designerFr)]) {
      expect(value.trim(), key).not.toBe('');
      expect(value, key).not.toMatch(/\{[^}]*$|\{\}/);
    }
  });
});

test('the designer’s dictionary and the shop’s share no key', () => {
  expect(Object.keys(designerFr).filter((key) => Object.hasOwn(fr, key))).toEqual([]);
});
