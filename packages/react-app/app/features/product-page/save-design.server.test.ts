import { serverRefusal } from '@tirage/api-client/testing';
import { describe, expect, test } from 'vitest';
import { designErrorMessage } from './save-design.server.js';

const refusal = serverRefusal;

describe("the server's refusal of a design, in the shopper's words", () => {
  test('the limit of designs names the limit and what to do', () => {
    expect(designErrorMessage(refusal(409, { kind: 'design.limitReached' }))).toBe(
      'Vous avez déjà 100 créations enregistrées : supprimez-en une depuis « Mes créations » pour en enregistrer une nouvelle.',
    );
  });

  test('a refused name says what a name may be; another refused field, that the selection is at fault', () => {
    expect(
      designErrorMessage(
        refusal(400, { kind: 'request.invalid', fieldErrors: [{ path: 'name', message: '' }] }),
      ),
    ).toBe('Donnez à votre création un nom d’au plus 100 caractères, sur une ligne.');
    expect(
      designErrorMessage(
        refusal(400, {
          kind: 'product.invalidSelection',
          fieldErrors: [{ path: 'config.selectedAttributes.format', message: '' }],
        }),
      ),
    ).toBe('Cette configuration ne peut pas être enregistrée telle quelle : vérifiez les options.');
  });

  test('anything else is a failure to try again', () => {
    expect(designErrorMessage(refusal(503))).toBe(
      'La création n’a pas pu être enregistrée. Réessayez dans un instant.',
    );
    expect(designErrorMessage({ kind: 'http.network', message: 'offline' })).toBe(
      'La création n’a pas pu être enregistrée. Réessayez dans un instant.',
    );
  });
});
