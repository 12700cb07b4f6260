import { ok } from '@tirage/domain';
import { describe, expect, test, vi } from 'vitest';
import { fakeStorefrontContext } from '../../test-support/fake-context.js';
import { placedOrder } from '../../test-support/fake-orders.js';
import { action } from './upload-detail.js';

const order = placedOrder();

/** The upload detail's action, called as the server calls it for the posted fields. */
async function post(fields: Record<string, string>) {
  const remove = vi.fn(async () => ok([]));
  const context = fakeStorefrontContext({
    loggedIn: true,
    ports: { order: { getByNumber: async () => ok(order) }, artwork: { remove } },
  });
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  const request = new Request(
    `https://shop.test/personal-area/upload-detail/?order_number=${order.orderNumber}&line_item_id=line-1`,
    { method: 'POST', body },
  );
  const answer = await action({ request, context, params: {} } as unknown as Parameters<typeof action>[0]);
  const reply = answer as unknown as {
    data?: { notice: unknown };
    init?: { status?: number };
    notice?: unknown;
  };
  return { status: reply.init?.status ?? 200, notice: reply.data?.notice ?? reply.notice, remove };
}

describe('removing a file from an order line', () => {
  test('the file’s id goes to the shop, and the removal is said', async () => {
    const { status, notice, remove } = await post({ intent: 'delete', upload_id: 'upl-1' });
    expect(remove).toHaveBeenCalledWith(order.id, 'upl-1');
    expect({ status, notice }).toEqual({
      status: 200,
      notice: { text: 'Le fichier a été supprimé.', variant: 'success' },
    });
  });

  test.each<Record<string, string>>([
    {},
    { intent: 'delete', upload_id: '' },
    { intent: 'delete', upload_id: 'x'.repeat(201) },
    { intent: 'other', upload_id: 'upl-1' },
  ])('a post of %j is refused and removes nothing', async (fields) => {
    const { status, notice, remove } = await post(fields);
    expect(remove).not.toHaveBeenCalled();
    expect(status).toBe(400);
    expect(notice).toEqual({
      text: 'Le fichier n’a pas pu être supprimé. Réessayez dans un instant.',
      variant: 'danger',
    });
  });
});
