import { describe, expect, test } from 'vitest';
import { formReader } from '../../test-support/form-data.js';
import { parseLegacyOrdersVerificationForm } from './legacy-orders-verification-form.js';

const { readValue, refusedFields } = formReader(parseLegacyOrdersVerificationForm);

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
