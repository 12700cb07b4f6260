import { MAX_SHOP_ASSET_BYTES } from '@tirage/api-client/contract';
import { ok } from '@tirage/domain';
import { describe, expect, test, vi } from 'vitest';
import { fakeStorefrontContext } from '../../test-support/fake-context.js';
import { action } from './upload-ams.js';

const FAILED = 'L’opération a échoué. Réessayez dans un instant.';

/** The assets page's action, called by a logged-in staff member for the posted form. */
async function post(fields: Record<string, string | File>) {
  const removeAsset = vi.fn(async () => ok([]));
  const uploadAsset = vi.fn(async () => ok({ url: '/api/v1/shop-assets/a.png' }));
  const base = fakeStorefrontContext({
    ports: {
      admin: {
        me: async () => ok({ id: 'st-1', email: 'staff@example.fr', displayName: 'Staff' }),
        removeAsset,
        uploadAsset,
      } as never,
    },
  });
  const context = {
    ...base,
    staff: { ...base.staff, recognised: true, agentToken: () => 'staff-token' },
  };
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  const encoded = new Request('https://shop.test/admin/upload-ams/', { method: 'POST', body });
  const bytes = await encoded.arrayBuffer();
  const request = new Request('https://shop.test/admin/upload-ams/', {
    method: 'POST',
    body: bytes,
    headers: {
      'content-type': encoded.headers.get('content-type') ?? '',
      'content-length': String(bytes.byteLength),
    },
  });
  const answer = (await action({ request, context, params: {} } as unknown as Parameters<
    typeof action
  >[0])) as { data?: { error?: string }; init?: { status?: number }; error?: string };
  return {
    status: answer.init?.status ?? 200,
    error: answer.data?.error ?? answer.error,
    removeAsset,
    uploadAsset,
  };
}

describe('the shop assets’ posts', () => {
  test('a picture goes to the API with its name and type', async () => {
    const file = new File(['png'], 'banner.png', { type: 'image/png' });
    const { status, error, uploadAsset } = await post({ file });
    expect({ status, error }).toEqual({ status: 200, error: undefined });
    expect(uploadAsset).toHaveBeenCalledWith('staff-token', {
      name: 'banner.png',
      mediaType: 'image/png',
      content: expect.any(File),
    });
  });

  test('a removal sends the asset’s id', async () => {
    const { status, removeAsset } = await post({ intent: 'remove', id: 'a1' });
    expect(status).toBe(200);
    expect(removeAsset).toHaveBeenCalledWith('staff-token', 'a1');
  });

  test.each<[string, Record<string, string | File>, string]>([
    ['no file', {}, 'Choisissez une image à envoyer.'],
    [
      'an empty file',
      { file: new File([], 'a.png', { type: 'image/png' }) },
      'Choisissez une image à envoyer.',
    ],
    [
      'an SVG',
      { file: new File(['<svg/>'], 'a.svg', { type: 'image/svg+xml' }) },
      'Seules les images PNG, JPEG et WebP sont acceptées.',
    ],
    [
      'a picture above the limit',
      { file: new File([new Uint8Array(MAX_SHOP_ASSET_BYTES + 1)], 'a.png', { type: 'image/png' }) },
      'Cette image dépasse 10 Mo.',
    ],
    ['a removal without an id', { intent: 'remove' }, FAILED],
    ['a removal with an empty id', { intent: 'remove', id: '' }, FAILED],
  ])('%s is refused (400) and nothing is sent', async (_case, fields, text) => {
    const { status, error, removeAsset, uploadAsset } = await post(fields);
    expect({ status, error }).toEqual({ status: 400, error: text });
    expect(removeAsset).not.toHaveBeenCalled();
    expect(uploadAsset).not.toHaveBeenCalled();
  });
});
