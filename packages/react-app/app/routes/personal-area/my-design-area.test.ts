import { ok } from '@tirage/domain';
import { describe, expect, test, vi } from 'vitest';
import { fakeStorefrontContext } from '../../test-support/fake-context.js';
import { action } from './my-design-area.js';

const NOT_FOUND = 'Cette création est introuvable : elle a peut-être déjà été supprimée.';
const BAD_NAME = 'Donnez à votre création un nom d’au plus 100 caractères, sur une ligne.';
const FAILED = 'La création n’a pas pu être enregistrée. Réessayez dans un instant.';

/** The design area's action, called as the server calls it for the posted fields. */
async function post(fields: Record<string, string>) {
  const rename = vi.fn(async (id: string, name: string) => ok({ id, name }));
  const remove = vi.fn(async (id: string) => ok({ id, deleted: true }));
  const context = fakeStorefrontContext({ loggedIn: true, ports: { design: { rename, remove } as never } });
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  const request = new Request('https://shop.test/personal-area/my-design-area/', { method: 'POST', body });
  const answer = await action({ request, context, params: {} } as unknown as Parameters<typeof action>[0]);
  return { status: answer.init?.status ?? 200, notice: answer.data.notice, rename, remove };
}

describe('the design area’s posts', () => {
  test('renaming sends the design’s id and its new name, trimmed', async () => {
    const { status, notice, rename } = await post({ intent: 'rename', id: 'des-1', name: ' Cartes ' });
    expect(rename).toHaveBeenCalledWith('des-1', 'Cartes');
    expect({ status, notice }).toEqual({
      status: 200,
      notice: { text: 'La création a été renommée.', variant: 'success' },
    });
  });

  test('removing sends the design’s id', async () => {
    const { status, remove } = await post({ intent: 'delete', id: 'des-1' });
    expect(remove).toHaveBeenCalledWith('des-1');
    expect(status).toBe(200);
  });

  test.each<[Record<string, string>, number, string]>([
    [{ intent: 'delete' }, 404, NOT_FOUND],
    [{ intent: 'rename', id: '', name: 'Cartes' }, 404, NOT_FOUND],
    [{ intent: 'copy' }, 404, NOT_FOUND],
    [{ intent: 'rename', id: 'des-1' }, 400, BAD_NAME],
    [{ intent: 'rename', id: 'des-1', name: 'x'.repeat(101) }, 400, BAD_NAME],
    [{ intent: 'rename', id: 'des-1', name: 'Deux\nlignes' }, 400, BAD_NAME],
    [{ intent: 'copy', id: 'des-1' }, 400, FAILED],
    [{ id: 'des-1' }, 400, FAILED],
  ])('a post of %j is refused (%i) and changes nothing', async (fields, expectedStatus, text) => {
    const { status, notice, rename, remove } = await post(fields);
    expect(rename).not.toHaveBeenCalled();
    expect(remove).not.toHaveBeenCalled();
    expect({ status, notice }).toEqual({ status: expectedStatus, notice: { text, variant: 'danger' } });
  });
});
