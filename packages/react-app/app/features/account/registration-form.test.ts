import { describe, expect, test } from 'vitest';
import { formDataOf } from '../../test-support/form-data.js';
import { MIN_PASSWORD_LENGTH, parseRegistrationForm } from './registration-form.js';

const posted = (fields: Readonly<Record<string, string>>) => {
  return parseRegistrationForm(formDataOf(fields));
};

describe('the registration form schema', () => {
  test('the contract gives the shortest password', () => {
    expect(MIN_PASSWORD_LENGTH).toBe(8);
  });

  test('a company that wants the newsletter; any other category is a private customer', () => {
    expect(
      posted({
        email: 'claire@example.fr',
        password: 'correct horse',
        category: 'company',
        newsletter: 'on',
      }),
    ).toMatchObject({ status: 'success', value: { category: 'company', newsletter: true } });
    const unticked = posted({ email: 'claire@example.fr', password: 'correct horse', category: 'x' });
    expect(unticked).toMatchObject({ status: 'success', value: { category: 'private' } });
    expect(unticked.status === 'success' && unticked.value.newsletter).toBeFalsy();
  });

  test('a bad email and a short password each say so in French; the password is not sent back', () => {
    const result = posted({ email: 'claire@', password: 'court' }).reply({ hideFields: ['password'] });
    expect(result.error).toEqual({
      email: ['Saisissez une adresse e-mail valide.'],
      password: ['Choisissez un mot de passe d’au moins 8 caractères.'],
    });
    expect(result.initialValue).toEqual({ email: 'claire@' });
  });
});
