import { isCurrencyCode } from '@tirage/domain';
import { redirect } from 'react-router';
import { repriceShopperCart } from '../cart.server.js';
import { pageAfterSwitch } from '../lib/currency-switch.js';
import { postedForm } from '../lib/posted-form.server.js';
import type { Route } from './+types/currency';

/**
 * The header's currency chooser posts here (a form: it works without JavaScript). The choice is
 * stored in the visit's session (the session port), the cart, when it holds jobs, is priced again in
 * the new currency, and the shopper goes back to the page they were on, which then says the cart
 * was recalculated. A currency the shop does not sell changes nothing.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await postedForm(request);
  const back = form.get('back');
  const wanted = form.get('currency');
  const backTo = typeof back === 'string' ? back : '/';
  if (
    typeof wanted !== 'string' ||
    !isCurrencyCode(wanted) ||
    !context.shop.currencies.includes(wanted) ||
    wanted === context.shop.currency
  ) {
    throw redirect(pageAfterSwitch(backTo, undefined));
  }
  const switched = await context.ports.session.switchCurrency(wanted);
  if (!switched.ok) {
    console.warn('the currency could not be switched', switched.error.kind);
    throw redirect(pageAfterSwitch(backTo, undefined));
  }
  const repriced = await repriceShopperCart(context, wanted);
  throw redirect(pageAfterSwitch(backTo, repriced ? wanted : undefined));
}

export function loader() {
  throw redirect('/');
}
