import { describe, expect, test } from 'vitest';
import { formDataOf } from '../../test-support/form-data.js';
import { parseLoginAsForm } from './login-as-form.js';

const posted = (fields: Record<string, string>) => {
  return parseLoginAsForm(formDataOf(fields));
};

describe('the login-as form', () => {
  test('gives the customer’s address, trimmed, as the contract’s request', () => {
    const submission = posted({ customerEmail: ' ana@example.fr ' });
    expect(submission.status === 'success' ? submission.value : undefined).toEqual({
      customerEmail: 'ana@example.fr',
    });
  });

  test.each<Record<string, string>>([{}, { customerEmail: '' }, { customerEmail: 'ana@' }])(
    'refuses %j',
    (fields) => {
      expect(posted(fields).status).toBe('error');
    },
  );
});
