import { type Artwork, type LineItem, ok, type PageContent, selectionQueryOf } from '@tirage/domain';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, test, vi } from 'vitest';
import {
  anArtwork,
  checked,
  findings,
  pendingCheck,
  unreadableCheck,
} from '../../test-support/fake-artworks.js';
import { fakeStorefrontContext } from '../../test-support/fake-context.js';
import { businessCardsLine, placedOrder } from '../../test-support/fake-orders.js';
import { action, loader } from './upload-detail.js';

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

/** The upload detail's loader for the business cards line, over these files. */
async function load(artworks: readonly Artwork[], line: LineItem = businessCardsLine) {
  const pageContent = vi.fn(async () => ok({ path: '/cartes-de-visite/' } as PageContent));
  const context = fakeStorefrontContext({
    loggedIn: true,
    ports: {
      order: { getByNumber: async () => ok(placedOrder({ lineItems: [line] })) },
      artwork: { list: async () => ok(artworks) },
      catalog: { pageContent },
    },
  });
  const request = new Request(
    `https://shop.test/personal-area/upload-detail/?order_number=${order.orderNumber}&line_item_id=${line.id}`,
  );
  const data = await loader({ request, context, params: {} } as unknown as Parameters<typeof loader>[0]);
  return { data, pageContent };
}

describe('the files of an order line, with their automatic check', () => {
  test('each file carries its check, its findings grouped by severity, and its mark', async () => {
    const { data, pageContent } = await load([
      anArtwork({ id: 'upl-1', preflight: checked(findings.rgb, findings.lowResolution) }),
      anArtwork({
        id: 'upl-2',
        preflight: pendingCheck,
        createdAt: Temporal.Instant.from('2026-03-03T10:00:00Z'),
      }),
    ]);
    expect(data.files.map((file) => [file.id, file.check.status, file.mark])).toEqual([
      ['upl-1', 'checked', 'toFix'],
      ['upl-2', 'pending', 'checking'],
    ]);
    expect(data.files[0]?.check.groups).toEqual([
      { severity: 'blocking', messages: [findings.lowResolution.message] },
      { severity: 'warning', messages: [findings.rgb.message] },
    ]);
    // The newest file stands for the line: it is still being checked, nothing to replace yet.
    expect(data.needsNewFile).toBe(false);
    expect(data.fileCheckPath).toBeUndefined();
    expect(pageContent).not.toHaveBeenCalled();
  });

  test('a file to replace, on a line without the professional check, offers to add it through the line’s edit', async () => {
    const { data, pageContent } = await load([anArtwork({ preflight: unreadableCheck })]);
    expect(data.needsNewFile).toBe(true);
    expect(data.fileCheckPath).toBe(
      `/cartes-de-visite/${selectionQueryOf({ kind: 'orderItem', orderId: order.id, lineItemId: businessCardsLine.id })}`,
    );
    expect(pageContent).toHaveBeenCalledWith({ kind: 'id', id: businessCardsLine.pageId });
  });

  test('a line that has the professional check is not offered it again', async () => {
    const { data, pageContent } = await load([anArtwork({ preflight: checked(findings.lowResolution) })], {
      ...businessCardsLine,
      selection: { ...businessCardsLine.selection, fileCheck: true },
    });
    expect(data.needsNewFile).toBe(true);
    expect(data.fileCheckPath).toBeUndefined();
    expect(pageContent).not.toHaveBeenCalled();
  });

  test('a print-ready file asks for nothing', async () => {
    const { data } = await load([anArtwork({ preflight: checked(findings.transparency) })]);
    expect(data.files[0]?.mark).toBe('verified');
    expect(data.needsNewFile).toBe(false);
  });
});
