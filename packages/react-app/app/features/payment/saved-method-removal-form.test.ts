import { describe, expect, test } from 'vitest';
import { formDataOf } from '../../test-support/form-data.js';
import { parseSavedMethodRemovalForm } from './saved-method-removal-form.js';

const posted = (fields: Record<string, string>) => {
  return parseSavedMethodRemovalForm(formDataOf(fields));
};

describe('the removal of a saved payment method', () => {
  test('gives the method’s token, trimmed', () => {
    const submission = posted({ token: ' card_4f2a-9 ' });
    expect(submission.status === 'success' ? submission.value : undefined).toEqual({ token: 'card_4f2a-9' });
  });

  test.each<Record<string, string>>([{}, { token: '' }, { token: '../other' }, { token: 'x'.repeat(201) }])(
    'refuses %j',
    (fields) => {
      expect(posted(fields).status).toBe('error');
    },
  );
});
