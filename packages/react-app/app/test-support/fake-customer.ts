import { type Address, type Cart, type Customer, cents } from '@tirage/domain';
import { address } from '@tirage/domain/testing';
import { businessCardsLine } from './fake-orders.js';

const eur = (amount: number) => cents(amount, 'EUR');

/** The office (her default shipping address), the workshop, and one billing address. */
export const office = address({ id: 'ship-office', type: 'shipping', company: 'Cabinet Martin' });
export const workshop = address({
  id: 'ship-workshop',
  type: 'shipping',
  street: '4 quai de la Fosse',
  streetComplement: 'Atelier B',
  postalCode: '44000',
  city: 'Nantes',
});
export const accounts = address({
  id: 'bill-accounts',
  type: 'billing',
  street: '1 place du Commerce',
  postalCode: '44000',
  city: 'Nantes',
});

/**
 * Claire Martin, a company customer whose default shipping address is the office; a premium
 * reseller when `premium`. Her book holds the office, the workshop and one billing address
 * unless `book` says otherwise.
 */
export const claire = (
  premium = false,
  book: { readonly shipping: readonly Address[]; readonly billing: readonly Address[] } = {
    shipping: [office, workshop],
    billing: [accounts],
  },
): Customer => ({
  id: 'cus-1',
  email: 'claire@example.fr',
  firstName: 'Claire',
  lastName: 'Martin',
  externalId: undefined,
  company: 'Cabinet Martin',
  vatNumber: undefined,
  premium: premium ? { premium: true, reason: 'Agence partenaire' } : { premium: false },
  metadata: { userCategory: 'company', subscribed: false, newClient: false },
  addresses: {
    shippingAddresses: [...book.shipping],
    billingAddresses: [...book.billing],
    defaultShippingAddressId: office.id,
    defaultBillingAddressId: undefined,
  },
  hasWallet: false,
  walletCredit: eur(0),
});

/** A cart of one line of business cards: 60 € excl. VAT, 72 € incl. */
export const businessCardsCart: Cart = {
  id: 'cart-1',
  currency: 'EUR',
  lineItems: { [businessCardsLine.id]: businessCardsLine },
  totalPrice: eur(6_000),
  taxedPrice: eur(7_200),
  shippingAddress: undefined,
  billingAddress: undefined,
};
