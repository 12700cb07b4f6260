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
import { data, Form, redirect, useNavigation } from 'react-router';
import { isLoggedIn } from '../auth.server.js';
import { existingShopperCart, forgetShopperCart } from '../cart.server.js';
import { parseCartForm } from '../features/cart/cart-form.js';
import { CartLine } from '../features/cart/components/cart-line.js';
import { CartTotals } from '../features/cart/components/cart-totals.js';
import {
  type CartOptions,
  type CartOptionsErrors,
  cartOptionsErrorMessages,
  checkCartOptions,
  postedCartOptions,
} from '../features/checkout/cart-options.js';
import { cartOptionsCookie, readCartOptions } from '../features/checkout/cart-options.server.js';
import { OrderOptions } from '../features/checkout/components/order-options.js';
import { cartErrorMessage } from '../features/product-page/add-to-cart.server.js';
import { hasEntry, t, tAny } from '../i18n/translate.js';
import { postedForm } from '../lib/posted-form.server.js';
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

/**
 * Whether the shopper is a premium reseller (who may name the parcel's sender); guests are not.
 * `undefined` when the profile cannot be read.
 */
async function premiumStatus(context: StorefrontContext): Promise<boolean | undefined> {
  if (!(await isLoggedIn(context))) return false;
  const profile = await context.ports.customer.getProfile();
  return profile.ok ? profile.value.premium.premium : undefined;
}

/** The shopper's cart (none is made for a guest who never filled one), with its order options. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const [cart, options, premium] = await Promise.all([
    existingShopperCart(context),
    readCartOptions(request),
    premiumStatus(context),
  ]);
  return {
    // Lines hold dates and instants: they travel as transfer JSON.
    cart: cart === undefined ? undefined : toTransferJson(cart),
    editPaths: await editPaths(context, cart),
    locale: context.shop.locale,
    cartLimits: context.shop.rules.cart,
    options,
    premium: premium === true,
  };
}

/**
 * "Commander": the order options go to the checkout (in their cookie), or come back with their
 * errors and what was typed.
 */
async function goToCheckout(request: Request, context: StorefrontContext, form: FormData) {
  const premium = await premiumStatus(context);
  // Without the profile the sender cannot be checked: nothing is kept, the shopper tries again.
  if (premium === undefined) return notice(t('cart.error.failed'), 'danger', 503);
  const { options, errors } = checkCartOptions(postedCartOptions(form), premium);
  if (Object.keys(errors).length > 0) {
    return answer(
      {
        notice: { text: t('cart.options.refused'), variant: 'danger' },
        refusedOptions: { options, errors: cartOptionsErrorMessages(errors) },
      },
      400,
    );
  }
  throw redirect('/checkout/', { headers: { 'Set-Cookie': await cartOptionsCookie(options, request) } });
}

type Notice = { readonly text: string; readonly variant: 'success' | 'danger' };

/** What the cart's action answers: the message to show, and a refused "Commander"'s options. */
interface CartAnswer {
  readonly notice: Notice;
  readonly refusedOptions?: {
    readonly options: CartOptions;
    readonly errors: Partial<Record<keyof CartOptionsErrors, string>>;
  };
}

const answer = (body: CartAnswer, status: number) => data(body, { status });
const notice = (text: string, variant: Notice['variant'], status = 200) =>
  answer({ notice: { text, variant } }, status);

/**
 * Duplicates or removes a line of the shopper's cart (the answer is the message to show), or
 * takes the order options to the checkout.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await postedForm(request);
  const submission = parseCartForm(form);
  if (submission.status !== 'success') return notice(t('cart.error.failed'), 'danger', 400);
  if (submission.value.intent === 'checkout') return goToCheckout(request, context, form);
  const { intent, lineItemId } = submission.value;
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
  // A refused "Commander" comes back with the options as typed and their errors.
  const options = actionData?.refusedOptions?.options ?? loaderData.options;
  const optionErrors = actionData?.refusedOptions?.errors ?? {};
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
          <CartTotals cart={cart} locale={loaderData.locale} limits={loaderData.cartLimits} />
          <Form method="post" className="cart-options">
            <input type="hidden" name="intent" value="checkout" />
            <OrderOptions premium={loaderData.premium} values={options} errors={optionErrors} />
            <button type="submit" className="button-primary" disabled={busy}>
              {t('cart.checkout')}
            </button>
          </Form>
          <a href="/">{t('cart.continue')}</a>
        </>
      )}
    </main>
  );
}
