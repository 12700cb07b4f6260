import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { Field } from './field.js';

describe('a form field', () => {
  test('labelled, with the value to show first, and no error announced', () => {
    const html = renderToStaticMarkup(
      <Field
        field={{ name: 'firstName', initialValue: 'Claire' }}
        idPrefix="profile"
        label="Prénom"
        autoComplete="given-name"
      />,
    );
    expect(html).toBe(
      '<div class="field"><label for="profile-firstName">Prénom</label><input id="profile-firstName" type="text" autoComplete="given-name" name="firstName" value="Claire"/></div>',
    );
  });

  test('refused: its French message under it, tied to the input with the hint', () => {
    const html = renderToStaticMarkup(
      <Field
        field={{ name: 'vatNumber', initialValue: '12345', errors: ['Le numéro de TVA est invalide.'] }}
        idPrefix="company-profile"
        label="Numéro de TVA"
        hint="Il commence par le code du pays."
      />,
    );
    expect(html).toContain(
      '<input id="company-profile-vatNumber" type="text" aria-invalid="true" aria-describedby="company-profile-vatNumber-hint company-profile-vatNumber-error" name="vatNumber" value="12345"/>',
    );
    expect(html).toContain(
      '<p id="company-profile-vatNumber-hint" class="field-info">Il commence par le code du pays.</p><p id="company-profile-vatNumber-error" class="field-error">Le numéro de TVA est invalide.</p>',
    );
  });

  test('given rows, a text area, with its limit and its error tied to it as an input’s', () => {
    const html = renderToStaticMarkup(
      <Field
        field={{ name: 'reason', initialValue: '', errors: ['Indiquez la raison du refus.'] }}
        idPrefix="review"
        label="Raison du refus"
        rows={4}
        maxLength={1000}
        required
      />,
    );
    expect(html).toContain(
      '<textarea id="review-reason" rows="4" name="reason" maxLength="1000" required="" aria-invalid="true" aria-describedby="review-reason-error"></textarea>',
    );
    expect(html).not.toContain('<input');
  });

  test('a value that is not text (no value yet) shows an empty input of its type', () => {
    const html = renderToStaticMarkup(
      <Field field={{ name: 'email', initialValue: undefined }} idPrefix="p" label="E-mail" type="email" />,
    );
    expect(html).toContain('<input id="p-email" type="email" name="email" value=""/>');
  });
});
