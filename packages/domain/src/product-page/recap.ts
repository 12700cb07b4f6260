import { type CartLimits, exceedsMaxCartPrice } from '../cart/cart-limits.js';
import type { MoneyError } from '../errors/errors.js';
import {
  type COUPON_SERVICE,
  DESIGN_SERVICE,
  FILE_CHECK_SERVICE,
  type QuotePriceSet,
  type ServiceKey,
  type ServicePrice,
} from '../model/quote.js';
import { cents, type Money, vatFromExcl } from '../money/money.js';
import { fileCheckApplies, type UploadType } from '../product/upload-type.js';
import { sameQuantity } from '../quantity/quantity.js';
import { err, ok, type Result } from '../shared/result.js';

/** The cart the product would join: its total incl. VAT and, when editing, the line replaced. */
export interface CartContext {
  readonly taxedTotal: Money;
  readonly editedLineTaxed: Money | undefined;
  /** The shop's cart limits; the specification's when the page has not read them. */
  readonly limits?: CartLimits | undefined;
}

/** One part of the recap; a promotion is a negative part. */
export interface RecapLine {
  readonly kind: 'product' | 'promotion' | 'fileCheck' | 'designService';
  readonly amountExclTax: Money;
  readonly amountInclTax: Money;
}

export interface Recap {
  readonly lines: readonly RecapLine[];
  readonly totalExclTax: Money;
  readonly totalInclTax: Money;
  readonly vatAmount: Money;
  /** The product total plus the cart would go above the cart's maximum price. */
  readonly exceedsMaxCartPrice: boolean;
}

export interface RecapInput {
  readonly priceSet: QuotePriceSet;
  readonly uploadType: UploadType;
  readonly fileCheck: boolean;
  readonly servicePrices: readonly ServicePrice[];
  readonly cart: CartContext;
}

/** The services the product page charges for (a coupon is not chosen there). */
export type ChargedService = Exclude<ServiceKey, typeof COUPON_SERVICE>;

/**
 * The services a line pays for: the file check when it applies to the upload type and was
 * chosen, the human design service when the upload type is hds.
 */
export function chargedServices(uploadType: UploadType, fileCheck: boolean): readonly ChargedService[] {
  const services: ChargedService[] = [];
  if (fileCheck && fileCheckApplies(uploadType)) services.push(FILE_CHECK_SERVICE);
  if (uploadType === 'hds') services.push(DESIGN_SERVICE);
  return services;
}

const SERVICE_LINE = { [FILE_CHECK_SERVICE]: 'fileCheck', [DESIGN_SERVICE]: 'designService' } as const;

/**
 * Recap totals of the product page: the quoted price before promotion, the promotion as a
 * negative line, and the charged services with their VAT. A service without a price for the
 * quantity is left out. Totals are the sums of the lines.
 */
export function computeRecap(input: RecapInput): Result<Recap, MoneyError> {
  const { priceSet, cart } = input;
  const currency = priceSet.originalAmountExclTax.currency;
  const services = chargedServices(input.uploadType, input.fileCheck).flatMap((key) => {
    const price = input.servicePrices.find(
      (p) => p.key === key && sameQuantity(p.quantity, priceSet.quantity),
    );
    return price === undefined ? [] : [{ key, price }];
  });
  const amounts = [
    priceSet.amountExclTax,
    priceSet.amountInclTax,
    priceSet.originalAmountInclTax,
    cart.taxedTotal,
    ...(cart.editedLineTaxed === undefined ? [] : [cart.editedLineTaxed]),
    ...services.map((service) => service.price.amountExclTax),
  ];
  const foreign = amounts.find((amount) => amount.currency !== currency);
  if (foreign !== undefined) {
    return err({
      kind: 'money.currencyMismatch',
      message: `Cannot combine ${currency} with ${foreign.currency}`,
    });
  }
  const lines: RecapLine[] = [
    {
      kind: 'product',
      amountExclTax: priceSet.originalAmountExclTax,
      amountInclTax: priceSet.originalAmountInclTax,
    },
  ];
  const promoExcl = priceSet.amountExclTax.cents - priceSet.originalAmountExclTax.cents;
  const promoIncl = priceSet.amountInclTax.cents - priceSet.originalAmountInclTax.cents;
  if (promoExcl !== 0 || promoIncl !== 0) {
    lines.push({
      kind: 'promotion',
      amountExclTax: cents(promoExcl, currency),
      amountInclTax: cents(promoIncl, currency),
    });
  }
  for (const { key, price } of services) {
    const { excl, incl } = vatFromExcl(price.amountExclTax, price.vatRate);
    lines.push({ kind: SERVICE_LINE[key], amountExclTax: excl, amountInclTax: incl });
  }
  const total = (pick: (line: RecapLine) => Money) =>
    cents(
      lines.reduce((amount, line) => amount + pick(line).cents, 0),
      currency,
    );
  const totalExclTax = total((line) => line.amountExclTax);
  const totalInclTax = total((line) => line.amountInclTax);
  return ok({
    lines,
    totalExclTax,
    totalInclTax,
    vatAmount: cents(totalInclTax.cents - totalExclTax.cents, currency),
    exceedsMaxCartPrice: exceedsMaxCartPrice(
      {
        productTaxed: totalInclTax,
        cartTaxed: cart.taxedTotal,
        ...(cart.editedLineTaxed === undefined ? {} : { editedLineTaxed: cart.editedLineTaxed }),
      },
      cart.limits,
    ),
  });
}
