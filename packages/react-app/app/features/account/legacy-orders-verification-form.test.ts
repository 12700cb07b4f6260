import { describe, expect, test } from 'vitest';
import { parseLegacyOrdersVerificationForm } from './legacy-orders-verification-form.js';

const posted = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return parseLegacyOrdersVerificationForm(form);
};
const readValue = (fields: Record<string, string>) => {
  const submission = posted(fields);
  return submission.status === 'success' ? submission.value : undefined;
};
const refusedFields = (fields: Record<string, string>) => {
  const submission = posted(fields);
  return submission.status === 'success' ? [] : Object.keys(submission.error ?? {});
};

describe('the legacy orders’ email verification forms', () => {
  test('asking for the mail posts nothing but its intent', () => {
    expect(readValue({ intent: 'sendVerification' })).toEqual({ intent: 'sendVerification' });
  });

  test('confirming gives the link’s token, trimmed', () => {
    expect(readValue({ intent: 'confirmEmail', token: ' tok-123 ' })).toEqual({
      intent: 'confirmEmail',
      token: 'tok-123',
    });
  });

  test('a confirmation without a token, or with one longer than the contract allows, refuses the token', () => {
    expect(refusedFields({ intent: 'confirmEmail' })).toEqual(['token']);
    expect(refusedFields({ intent: 'confirmEmail', token: '  ' })).toEqual(['token']);
    expect(refusedFields({ intent: 'confirmEmail', token: 'x'.repeat(2049) })).toEqual(['token']);
  });

  test('an unknown intent, or none, refuses the intent', () => {
    expect(refusedFields({})).toEqual(['intent']);
    expect(refusedFields({ intent: 'deleteOrders' })).toEqual(['intent']);
  });
});
