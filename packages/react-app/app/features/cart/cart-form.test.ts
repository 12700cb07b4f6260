import { describe, expect, test } from 'vitest';
import { parseCartForm } from './cart-form.js';

const posted = (fields: readonly (readonly [string, string])[]) => {
  const form = new FormData();
  for (const [name, value] of fields) form.append(name, value);
  const submission = parseCartForm(form);
  return submission.status === 'success' ? submission.value : 'refused';
};

describe('the cart’s forms', () => {
  test('"Commander" is the checkout, whatever else it posts', () => {
    expect(
      posted([
        ['intent', 'checkout'],
        ['notes', 'x'],
      ]),
    ).toEqual({ intent: 'checkout' });
  });

  test('a line’s action gives the line’s id', () => {
    expect(
      posted([
        ['intent', 'duplicate'],
        ['lineItemId', 'line-1'],
      ]),
    ).toEqual({
      intent: 'duplicate',
      lineItemId: 'line-1',
    });
    expect(
      posted([
        ['intent', 'delete'],
        ['lineItemId', 'line-1'],
      ]),
    ).toEqual({
      intent: 'delete',
      lineItemId: 'line-1',
    });
  });

  test('a submit button’s value sent twice is read once', () => {
    expect(
      posted([
        ['lineItemId', 'line-1'],
        ['intent', 'duplicate'],
        ['intent', 'duplicate'],
      ]),
    ).toEqual({ intent: 'duplicate', lineItemId: 'line-1' });
  });

  test.each<readonly (readonly [string, string])[]>([
    [],
    [
      ['intent', 'copy'],
      ['lineItemId', 'line-1'],
    ],
    [['intent', 'delete']],
    [
      ['intent', 'delete'],
      ['lineItemId', ''],
    ],
    [
      ['intent', 'duplicate'],
      ['lineItemId', 'x'.repeat(201)],
    ],
  ])('refuses %j', (...fields) => {
    expect(posted(fields)).toBe('refused');
  });
});
