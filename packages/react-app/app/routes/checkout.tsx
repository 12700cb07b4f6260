import { type Cart, lineItemsInOrder, rememberCreatedOrder } from '@tirage/domain';
import { useMemo } from 'react';
import { data, Form, redirect, useNavigation, useRouteLoaderData } from 'react-router';
import { required } from '../auth.server.js';
import { CartTotals } from '../features/cart/components/cart-totals.js';
import { addressLookupKey } from '../features/checkout/address-form.server.js';
import { forgetCartOptionsCookie, readCartOptions } from '../features/checkout/cart-options.server.js';
import { placeOrder } from '../features/checkout/checkout.server.js';
import { AddressChoice } from '../features/checkout/components/address-choice.js';
import { AddressFields } from '../features/checkout/components/address-fields.js';
import { OrderOptions } from '../features/checkout/components/order-options.js';
import { t } from '../i18n/translate.js';
import { quantity as formatQuantity, money } from '../lib/format.js';
import { lastOrderCookie, readLastOrder } from '../lib/last-order.server.js';
import { postedForm } from '../lib/posted-form.server.js';
import { fromTransferJson, toTransferJson } from '../lib/transfer-json.js';
import { routeMiddlewares } from '../middlewares.server.js';
import type { loader as rootLoader } from '../root.js';
import type { Route } from './+types/checkout';

const middlewares = routeMiddlewares('routes/checkout.tsx', 'auth', 'valid-cart');

export function meta() {
  return [{ title: t('checkout.title') }, { name: 'robots', content: 'noindex' }];
}

/**
 * The checkout (login only): the customer's address book, the cart's recap and the order options
 * as chosen on the cart.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { cart: openCart } = await middlewares.run({ request, context });
  const [profile, cart, options, lookupKey] = await Promise.all([
    context.ports.customer.getProfile(),
    openCart,
    readCartOptions(request),
    addressLookupKey(context),
  ]);
  const profileValue = await required(profile, 'profile', { request, context });
  const cartValue = await required(cart, 'cart', { request, context });
  const { addresses, premium } = profileValue;
  return {
    // Lines and addresses hold Temporal values and optional fields: they travel as transfer JSON.
    cart: toTransferJson(cartValue),
    addresses: toTransferJson(addresses),
    premium: premium.premium,
    options,
    locale: context.shop.locale,
    countries: context.shop.countries,
    defaultCountry: context.shop.country,
    addressLookupKey: lookupKey,
  };
}

/**
 * Places the order and remembers it as the last one created (the funnel's next screens find it
 * there), forgetting the cart's options; a refusal comes back with its messages and what was typed.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { cart } = await middlewares.run({ request, context });
  const placed = await placeOrder(context, await postedForm(request), cart);
  if (!placed.ok) return data(placed.error, { status: 400 });
  const remembered = rememberCreatedOrder(await readLastOrder(request), placed.value);
  const headers = new Headers();
  headers.append('Set-Cookie', await lastOrderCookie(remembered, request));
  headers.append('Set-Cookie', await forgetCartOptionsCookie(request));
  throw redirect(`/order-sent/?order=${encodeURIComponent(placed.value.id)}`, { headers });
}

export default function Checkout({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== 'idle';
  const cart = useMemo(() => fromTransferJson<Cart>(loaderData.cart), [loaderData.cart]);
  const book = useMemo(
    () =>
      fromTransferJson<{
        shippingAddresses: Parameters<typeof AddressChoice>[0]['addresses'];
        billingAddresses: Parameters<typeof AddressChoice>[0]['addresses'];
        defaultShippingAddressId?: string;
        defaultBillingAddressId?: string;
      }>(loaderData.addresses),
    [loaderData.addresses],
  );
  const { locale, countries, defaultCountry, addressLookupKey: lookupKey } = loaderData;
  // The general terms are where the shop's default links say (read by the root for the footer).
  const terms = useRouteLoaderData<typeof rootLoader>('root')?.legalLinks.find((link) => link.id === 'cgv');
  const lines = lineItemsInOrder(cart);
  const posted = actionData?.posted;
  const errors = actionData?.fieldErrors ?? {};
  const fieldErrorsOf = (prefix: string) =>
    Object.fromEntries(
      Object.entries(errors)
        .filter(([key]) => key.startsWith(`${prefix}.`))
        .map(([key, message]) => [key.slice(prefix.length + 1), message]),
    );

  if (lines.length === 0) {
    return (
      <main>
        <h1>{t('checkout.title')}</h1>
        <p>{t('checkout.emptyCart')}</p>
        <a href="/cart/">{t('checkout.backToCart')}</a>
      </main>
    );
  }

  const shippingSelected =
    posted?.shippingAddress ?? book.defaultShippingAddressId ?? book.shippingAddresses[0]?.id ?? 'new';
  const billingSelected = posted?.billingAddress ?? book.defaultBillingAddressId ?? 'same';
  return (
    <main className="checkout-page">
      <h1>{t('checkout.title')}</h1>
      <Form method="post" replace noValidate>
        {actionData?.message === undefined ? null : (
          <p className="alert alert-danger" role="alert">
            {actionData.message}
          </p>
        )}
        <AddressChoice
          name="shippingAddress"
          legend={t('checkout.shipping')}
          addresses={book.shippingAddresses}
          selected={shippingSelected}
          locale={locale}
          extraChoices={[{ value: 'new', label: t('checkout.newAddress') }]}
        >
          <AddressFields
            prefix="shipping"
            countries={countries}
            defaultCountry={defaultCountry}
            locale={locale}
            values={posted?.shipping}
            errors={fieldErrorsOf('shipping')}
            addressLookupKey={lookupKey}
          />
        </AddressChoice>
        {errors.shippingAddress === undefined ? null : (
          <p className="field-error">{errors.shippingAddress}</p>
        )}
        <AddressChoice
          name="billingAddress"
          legend={t('checkout.billing')}
          addresses={book.billingAddresses}
          selected={billingSelected}
          locale={locale}
          extraChoices={[
            { value: 'same', label: t('checkout.sameAsShipping') },
            { value: 'new', label: t('checkout.newAddress') },
          ]}
        >
          <AddressFields
            prefix="billing"
            countries={countries}
            defaultCountry={defaultCountry}
            locale={locale}
            values={posted?.billing}
            errors={fieldErrorsOf('billing')}
            addressLookupKey={lookupKey}
          />
        </AddressChoice>
        {errors.billingAddress === undefined ? null : <p className="field-error">{errors.billingAddress}</p>}
        <OrderOptions
          premium={loaderData.premium}
          values={posted ?? loaderData.options}
          errors={{
            ...(errors.customSender === undefined ? {} : { customSender: errors.customSender }),
            ...(errors.notes === undefined ? {} : { notes: errors.notes }),
          }}
        />
        <section aria-labelledby="checkout-recap">
          <h2 id="checkout-recap">{t('checkout.recap')}</h2>
          <ul className="checkout-lines">
            {lines.map((line) => (
              <li key={line.id}>
                {line.productName}, {t('cart.quantity', { quantity: formatQuantity(line.quantity, locale) })}{' '}
                : {t('cart.priceIncl', { price: money(line.taxedTotalPriceWithServices, locale) })}
              </li>
            ))}
          </ul>
          <CartTotals cart={cart} locale={locale} />
        </section>
        <label className="choice">
          <input
            type="checkbox"
            name="terms"
            defaultChecked={posted?.terms ?? false}
            aria-describedby={errors.terms === undefined ? undefined : 'terms-error'}
          />
          {t('checkout.terms')}
        </label>{' '}
        {terms === undefined ? null : <a href={terms.path}>{t('checkout.termsLink')}</a>}
        {errors.terms === undefined ? null : (
          <p id="terms-error" className="field-error">
            {errors.terms}
          </p>
        )}
        <button type="submit" className="button-primary" disabled={busy}>
          {busy ? t('checkout.submitting') : t('checkout.submit')}
        </button>
      </Form>
    </main>
  );
}
