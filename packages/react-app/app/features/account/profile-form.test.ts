import { describe, expect, test } from 'vitest';
import { formDataOf } from '../../test-support/form-data.js';
import { parseProfileForm } from './profile-form.js';

const posted = (fields: Readonly<Record<string, string>>) => {
  return parseProfileForm(formDataOf(fields));
};

const claire = { firstName: ' Claire ', lastName: 'Martin', email: 'claire@example.fr' };

describe('the profile form schema', () => {
  test('a company account: names trimmed, the VAT number compacted, the newsletter ticked', () => {
    expect(
      posted({
        ...claire,
        category: 'company',
        company: 'Atelier Martin',
        vatNumber: 'fr 12345678901',
        newsletter: 'on',
      }),
    ).toMatchObject({
      status: 'success',
      value: {
        firstName: 'Claire',
        category: 'company',
        company: 'Atelier Martin',
        vatNumber: 'FR12345678901',
        newsletter: true,
      },
    });
  });

  test('a private account: its company fields are not checked, the newsletter left unticked', () => {
    const submission = posted({ ...claire, category: 'private', company: '', vatNumber: '12345' });
    expect(submission.status).toBe('success');
    expect(submission.status === 'success' && submission.value.newsletter).toBeFalsy();
  });

  test('every refused field says so in French, from the dictionary', () => {
    expect(
      posted({
        firstName: '',
        lastName: '',
        email: 'claire',
        category: 'company',
        vatNumber: '12345',
      }).reply().error,
    ).toEqual({
      firstName: ['Ce champ est obligatoire.'],
      lastName: ['Ce champ est obligatoire.'],
      email: ['Saisissez une adresse e-mail valide.'],
      company: ['Ce champ est obligatoire.'],
      vatNumber: ['Le numéro de TVA commence par le code du pays (FR12345678901).'],
    });
    expect(posted({ ...claire, email: '', category: 'private' }).reply().error).toEqual({
      email: ['Saisissez une adresse e-mail valide.'],
    });
  });

  test('an email another account uses is answered under the email field', () => {
    const submission = posted({ ...claire, category: 'private' });
    const result = submission.reply({
      fieldErrors: { email: ['Un autre compte utilise déjà cette adresse e-mail.'] },
    });
    expect(result.error).toEqual({ email: ['Un autre compte utilise déjà cette adresse e-mail.'] });
    // Every posted field counts as validated: the page shows the message under the email.
    expect(result.fields).toContain('email');
  });
});
