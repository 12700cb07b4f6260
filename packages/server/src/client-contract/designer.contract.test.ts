import { randomUUID } from 'node:crypto';
import { createDesignerPort } from '@tirage/api-client/ports';
import { type PrintFormat, printFormatOf, templatesOf } from '@tirage/domain';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { eachDatabase, reportPostgresSkipped, type TestDatabase } from '../test-support/databases.js';
import {
  expectOk,
  registeredCustomer,
  type ServedShop,
  serveShop,
  visitorOf,
} from './test-support/served-shop.js';

const A5 = printFormatOf('flyers', { format: 'a5' }) as PrintFormat;
const [template] = templatesOf('flyers');
if (template === undefined) throw new Error('the demo flyers have templates');

/** The API client against the real server, through the domain's designer port. */
reportPostgresSkipped('the API client against the shop: the designer');

describe.each(eachDatabase)('the API client against the shop: the designer on %s', (_name, target) => {
  let handle: TestDatabase;
  let shop: ServedShop;

  beforeAll(async () => {
    handle = await target.open();
    shop = await serveShop(handle);
  });
  afterAll(async () => {
    await shop?.close();
    await handle?.cleanup();
  });

  test('a guest saves a design twice and reads it back; at login it joins the account, out of the guest’s reach', async () => {
    const anonymousId = randomUUID();
    const visitor = visitorOf(shop);
    const asGuest = createDesignerPort(visitor.client, { kind: 'guest', anonymousId });
    const document = template.documentFor(A5);
    const draft = { productId: 'flyers', selectedAttributes: { format: 'a5', sides: 'recto' }, document };

    const { designId } = expectOk(await asGuest.saveDocument({ ...draft, designId: undefined }));
    expect(expectOk(await asGuest.saveDocument({ ...draft, designId }))).toEqual({ designId });
    const stored = expectOk(await asGuest.loadDocument(designId));
    expect(stored).toMatchObject({ designId, productId: 'flyers', document, revision: 2 });
    expect(stored.selectedAttributes.format).toBe('a5');

    await registeredCustomer(shop, visitor, 'designer-guest');
    const asCustomer = createDesignerPort(visitor.client, { kind: 'customer' });
    expect(await asCustomer.loadDocument(designId)).toMatchObject({
      ok: false,
      error: { kind: 'request.notFound', reason: 'design.notFound' },
    });
    expect(await asCustomer.claimGuestDesigns(anonymousId)).toEqual({ ok: true, value: 1 });
    expect(expectOk(await asCustomer.loadDocument(designId)).document).toEqual(document);

    const guestAgain = createDesignerPort(visitorOf(shop).client, { kind: 'guest', anonymousId });
    expect(await guestAgain.loadDocument(designId)).toMatchObject({
      ok: false,
      error: { kind: 'request.notFound' },
    });
  });

  test('a document laid out for another format is refused in domain terms, naming the field', async () => {
    const asGuest = createDesignerPort(visitorOf(shop).client, { kind: 'guest', anonymousId: randomUUID() });
    const a4 = printFormatOf('flyers', { format: 'a4' }) as PrintFormat;
    expect(
      await asGuest.saveDocument({
        designId: undefined,
        productId: 'flyers',
        selectedAttributes: { format: 'a5', sides: 'recto' },
        document: template.documentFor(a4),
      }),
    ).toMatchObject({
      ok: false,
      error: { kind: 'request.invalid', fieldErrors: [{ field: 'document.format' }] },
    });
  });
});
