import { type FieldError, routes } from '@tirage/api-client/contract';
import { assertNever, err, ok, type Result } from '@tirage/domain';
import type { ApiModule } from '../app.js';
import { customerAuthentication, requireSigningKey } from '../auth/authenticate.js';
import { findCustomer } from '../auth/customer-store.js';
import { createAccessTokens } from '../auth/tokens.js';
import {
  type AddressFields,
  type AddressRecord,
  type AddressStoreError,
  addAddress,
  type CartLinkHook,
  deleteAddress,
  setDefaultAddress,
  updateAddress,
} from '../customer/address-store.js';
import { checkPostalCode } from '../customer/postal-codes.js';
import type { Queryable } from '../db/database.js';
import { answer, mountRoute, type RouteOutcome, refuse, refuseFields } from '../http/route.js';
import type { RequestTenant, ShopTenant } from '../tenancy/tenancy.js';
import { customerToWire } from './customer-wire.js';
import { countryErrors } from './product.routes.js';
import type { ShopApiOptions } from './shop-api-options.js';

/**
 * What an address call does with its optional `cartId`: put the address on the customer's open
 * cart, inside the transaction of the address write (both change or neither does). Owned by the
 * cart side; until it is passed to `addressRoutes`, `cartId` is accepted and has no effect.
 */
export type CartLink = (
  tx: Queryable,
  link: {
    readonly customerId: string;
    readonly cartId: string;
    readonly address: AddressRecord;
    readonly tenant: RequestTenant;
  },
) => Promise<void>;

const UNKNOWN_CUSTOMER = () => refuse(401, 'Access token not valid', { kind: 'auth.token_invalid' });

function refuseStoreError(error: AddressStoreError): RouteOutcome<never> {
  switch (error.kind) {
    case 'customer.unknown':
      return UNKNOWN_CUSTOMER();
    case 'address.notFound':
      // The same answer for another customer's address, a deleted one and a malformed id.
      return refuse(404, 'Address not found', { kind: 'address.notFound' });
    case 'address.limitReached':
      return refuse(409, `An address book holds at most ${error.limit} ${error.type} addresses`, {
        kind: 'address.limitReached',
      });
    default:
      return assertNever(error, 'address store error');
  }
}

/**
 * The shop's rules for fields the contract already accepted: a country this shop delivers to, and
 * a postal code of that country's form (kept normalised, e.g. `sw1a1aa` → `SW1A 1AA`). An update
 * is checked on what it sends: changing the street alone does not re-check a country or postal
 * code already in the book (the shop may have stopped delivering there since).
 */
function checkAddress(
  tenant: ShopTenant,
  fields: AddressFields,
  sent: { readonly country: boolean; readonly postalCode: boolean },
): Result<AddressFields, FieldError[]> {
  const errors: FieldError[] = sent.country ? countryErrors(tenant, fields.country, 'country') : [];
  if (!sent.country && !sent.postalCode) return ok(fields);
  const postalCode = checkPostalCode(fields.country, fields.postalCode);
  if (!postalCode.ok) errors.push({ path: 'postalCode', message: postalCode.error.message });
  if (errors.length > 0 || !postalCode.ok) return err(errors);
  return ok({ ...fields, postalCode: postalCode.value });
}

/** The fields an update sends, without the keys it leaves out. */
function sentFields(change: Partial<AddressFields>): Partial<AddressFields> {
  return Object.fromEntries(Object.entries(change).filter(([, value]) => value !== undefined));
}

/**
 * The customer's address book: add, change, choose the default, remove. Every call needs the
 * access token and answers the customer with the book as it is after the call.
 */
export const addressRoutes =
  (options: ShopApiOptions, cartLink?: CartLink): ApiModule =>
  (api, { db, tokenSigningKey }) => {
    const tokens = createAccessTokens(requireSigningKey(tokenSigningKey, 'address'), options.clock);
    const deps = {
      db,
      ...customerAuthentication(tokens, db),
      ...(options.validateResponses === undefined ? {} : { validateResponses: options.validateResponses }),
    };

    // CART LINK: the one place where the `cartId` of an address call reaches the cart side.
    const linkToCart = (
      customerId: string,
      cartId: string | undefined,
      tenant: RequestTenant,
    ): CartLinkHook | undefined =>
      cartId === undefined || cartLink === undefined
        ? undefined
        : (tx, address) => cartLink(tx, { customerId, cartId, address, tenant });

    const answerCustomer = async (customerId: string) => {
      const customer = await findCustomer(db, customerId);
      return customer === undefined ? UNKNOWN_CUSTOMER() : answer(customerToWire(customer));
    };

    mountRoute(api, routes['customer.addAddress'], deps, async ({ customerId, body, tenant }) => {
      if (customerId === undefined) return UNKNOWN_CUSTOMER();
      const { type, cartId, ...fields } = body;
      const checked = checkAddress(tenant.tenant, fields, { country: true, postalCode: true });
      if (!checked.ok) return refuseFields(checked.error);
      const added = await addAddress(db, customerId, type, checked.value, {
        now: options.clock.now(),
        onCartLink: linkToCart(customerId, cartId, tenant),
      });
      return added.ok ? answerCustomer(customerId) : refuseStoreError(added.error);
    });

    mountRoute(api, routes['customer.updateAddress'], deps, async ({ customerId, body, tenant }) => {
      if (customerId === undefined) return UNKNOWN_CUSTOMER();
      const { id, type, cartId, ...change } = body;
      const sent = sentFields(change);
      const updated = await updateAddress(
        db,
        customerId,
        { id, type },
        (current) =>
          checkAddress(
            tenant.tenant,
            { ...current, ...sent },
            { country: sent.country !== undefined, postalCode: sent.postalCode !== undefined },
          ),
        { now: options.clock.now(), onCartLink: linkToCart(customerId, cartId, tenant) },
      );
      if (updated.ok) return answerCustomer(customerId);
      return updated.error.kind === 'address.invalid'
        ? refuseFields(updated.error.error)
        : refuseStoreError(updated.error);
    });

    mountRoute(api, routes['customer.setDefaultAddress'], deps, async ({ customerId, body, tenant }) => {
      if (customerId === undefined) return UNKNOWN_CUSTOMER();
      const chosen = await setDefaultAddress(
        db,
        customerId,
        { id: body.id, type: body.type },
        { now: options.clock.now(), onCartLink: linkToCart(customerId, body.cartId, tenant) },
      );
      return chosen.ok ? answerCustomer(customerId) : refuseStoreError(chosen.error);
    });

    mountRoute(api, routes['customer.deleteAddress'], deps, async ({ customerId, query }) => {
      if (customerId === undefined) return UNKNOWN_CUSTOMER();
      const deleted = await deleteAddress(db, customerId, query, { now: options.clock.now() });
      return deleted.ok ? answerCustomer(customerId) : refuseStoreError(deleted.error);
    });
  };
