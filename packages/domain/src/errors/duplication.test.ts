import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  DUPLICATION_ERROR_KEY,
  DUPLICATION_SUCCESS_KEYS,
  duplicationFailure,
  duplicationSuccess,
} from './duplication.js';

describe('duplication messages', () => {
  it('names the copied services in the success message', () => {
    expect(duplicationSuccess({ fileCheck: false, designService: false }).key).toBe(
      'duplication_success_message',
    );
    expect(duplicationSuccess({ fileCheck: true, designService: false }).key).toBe(
      'duplication_success_message_file_check',
    );
    expect(duplicationSuccess({ fileCheck: false, designService: true }).key).toBe(
      'duplication_success_message_design_service',
    );
  });

  test.prop([fc.boolean(), fc.boolean()])('a success is always shown as success with a known key', (f, d) => {
    const notice = duplicationSuccess({ fileCheck: f, designService: d });
    expect(notice.variant).toBe('success');
    expect(Object.values(DUPLICATION_SUCCESS_KEYS)).toContain(notice.key);
  });

  test.prop([fc.option(fc.string(), { nil: undefined }), fc.uniqueArray(fc.string())])(
    'a failure shows the server message only when the dictionary has it, always as danger',
    (serverMessage, dictionaryKeys) => {
      const known = new Set(dictionaryKeys);
      const notice = duplicationFailure(serverMessage, (key) => known.has(key));
      expect(notice.variant).toBe('danger');
      expect(notice.key === DUPLICATION_ERROR_KEY || known.has(notice.key)).toBe(true);
      if (notice.key !== DUPLICATION_ERROR_KEY) expect(notice.key).toBe(serverMessage);
    },
  );

  it('falls back to the generic message for an unknown or missing server message', () => {
    const dictionary = (key: string) => key === 'cart_line_limit_reached';
    expect(duplicationFailure('cart_line_limit_reached', dictionary).key).toBe('cart_line_limit_reached');
    expect(duplicationFailure('SQL error 42', dictionary).key).toBe('duplication_error_message');
    expect(duplicationFailure(undefined, dictionary).key).toBe('duplication_error_message');
    expect(duplicationFailure('   ', () => true).key).toBe('duplication_error_message');
  });
});
