import {
  type Cart,
  DESIGN_SERVICE,
  duplicationFailure,
  duplicationSuccess,
  FILE_CHECK_SERVICE,
  hasService,
  lineItemsInOrder,
  selectionQueryOf,
} from '@tirage/domain';
import { useMemo } from 'react';
import { data, useNavigation } from 'react-router';
import { existingShopperCart, forgetShopperCart } from '../cart.server.js';
import { CartLine } from '../features/cart/components/cart-line.js';
import { CartTotals } from '../features/cart/components/cart-totals.js';
import { cartErrorMessage } from '../features/product-page/add-to-cart.server.js';
import { hasEntry, t, tAny } from '../i18n/translate.js';
import { productPagePaths } from '../lib/product-paths.server.js';
import { fromTransferJson, toTransferJson } from '../lib/transfer-json.js';
import type { StorefrontContext } from '../load-context.js';
import type { Route } from './+types/cart';

export function meta() {
  return [{ title: t('cart.title') }, { name: 'robots', content: 'noindex' }];
}

/** Where each line is edited: its product page, opened on the line. */
async function editPaths(context: StorefrontContext, cart: Cart | undefined) {
  const lines = cart === undefined ? [] : lineItemsInOrder(cart);
  const paths = await productPagePaths(
    context,
    lines.map((line) => line.pageId),
  );
  const byLine: Record<string, string> = {};
  for (const line of lines) {
    const path = line.pageId === undefined ? undefined : paths.get(line.pageId);
    if (path !== undefined)
      byLine[line.id] = `${path}${selectionQueryOf({ kind: 'cartLine', lineId: line.id })}`;
  }
  return byLine;
}

/** The shopper's cart (none is made for a guest who never filled one). */
export async function loader({ context }: Route.LoaderArgs) {
  const cart = await existingShopperCart(context);
  return {
    // Lines hold dates and instants: they travel as transfer JSON.
    cart: cart === undefined ? undefined : toTransferJson(cart),
    editPaths: await editPaths(context, cart),
    locale: context.shop.locale,
  };
}

type Notice = { readonly text: string; readonly variant: 'success' | 'danger' };
const notice = (text: string, variant: Notice['variant'], status = 200) =>
  data({ notice: { text, variant } satisfies Notice }, { status });

/** Duplicates or removes a line of the shopper's cart; the answer is the message to show. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = form.get('intent');
  const lineItemId = form.get('lineItemId');
  if (
    (intent !== 'duplicate' && intent !== 'delete') ||
    typeof lineItemId !== 'string' ||
    lineItemId === ''
  ) {
    return notice(t('cart.error.failed'), 'danger', 400);
  }
  const cart = await existingShopperCart(context);
  const line = cart?.lineItems[lineItemId];
  // The page is read again after the change.
  forgetShopperCart(context);
  if (cart === undefined || line === undefined) return notice(t('cart.error.lineNotFound'), 'danger', 404);
  if (intent === 'delete') {
    const deleted = await context.ports.cart.deleteLineItem(cart.id, lineItemId);
    return deleted.ok
      ? notice(t('cart.deleted'), 'success')
      : notice(cartErrorMessage(deleted.error), 'danger', 409);
  }
  const duplicated = await context.ports.cart.duplicateLineItem(cart.id, lineItemId);
  if (duplicated.ok) {
    const shown = duplicationSuccess({
      fileCheck: hasService(line, FILE_CHECK_SERVICE),
      designService: hasService(line, DESIGN_SERVICE),
    });
    return notice(tAny(shown.key), shown.variant);
  }
  const { error } = duplicated;
  if (error.kind === 'cart.tooManyLines' || error.kind === 'cart.maxPriceExceeded') {
    return notice(cartErrorMessage(error), 'danger', 409);
  }
  const shown = duplicationFailure(
    error.kind === 'duplication.failed' ? error.serverMessage : undefined,
    hasEntry,
  );
  return notice(tAny(shown.key), shown.variant, 409);
}

export default function CartScreen({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== 'idle';
  const cart = useMemo(
    () => (loaderData.cart === undefined ? undefined : fromTransferJson<Cart>(loaderData.cart)),
    [loaderData.cart],
  );
  const lines = cart === undefined ? [] : lineItemsInOrder(cart);
  const shown = actionData?.notice;
  return (
    <main className="cart-page">
      <h1>{t('cart.title')}</h1>
      {shown === undefined ? null : (
        <p className={`alert alert-${shown.variant}`} role={shown.variant === 'danger' ? 'alert' : 'status'}>
          {shown.text}
        </p>
      )}
      {cart === undefined || lines.length === 0 ? (
        <>
          <p>{t('cart.empty')}</p>
          <a href="/">{t('cart.continue')}</a>
        </>
      ) : (
        <>
          <section aria-label={t('cart.lines')}>
            {lines.map((line) => (
              <CartLine
                key={line.id}
                line={line}
                editPath={loaderData.editPaths[line.id]}
                locale={loaderData.locale}
                busy={busy}
              />
            ))}
          </section>
          <CartTotals cart={cart} locale={loaderData.locale} />
          <a className="button-primary" href="/checkout/">
            {t('cart.checkout')}
          </a>
          <a href="/">{t('cart.continue')}</a>
        </>
      )}
    </main>
  );
}
