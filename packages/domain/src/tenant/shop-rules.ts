import { type CartLimits, DEFAULT_CART_LIMITS, MAX_CART_LINES } from '../cart/cart-limits.js';
import {
  ARTWORK_MEDIA_TYPES,
  type ArtworkMediaType,
  DEFAULT_UPLOAD_LIMITS,
  isArtworkMediaType,
  MAX_ARTWORK_BYTES,
  type UploadLimits,
} from '../model/artwork.js';
import { serviceCostToCents } from '../money/money.js';
import { VAT_RATES } from '../pricing/vat-rates.js';
import { err, ok, type Result } from '../shared/result.js';
import type { DomainConfig } from './tenant.js';

/**
 * The rules a shop sells by: its cart limits, what it takes as artwork files, the price of the
 * file check and the countries it delivers to. Staff edit them per shop; the storefront (basic
 * config) and the server's checks read the same stored values.
 */
export interface ShopRules {
  readonly cart: CartLimits;
  readonly uploads: UploadLimits;
  /** Price of the artwork file check, in hundredths of the shop's currency. */
  readonly fileCheckPriceCents: number;
  /** Countries the shop delivers to, ISO 3166-1 alpha-2. */
  readonly countries: readonly string[];
}

/** The specification's rules (section 9), what a shop starts with. */
export const DEFAULT_SHOP_RULES: ShopRules = {
  cart: DEFAULT_CART_LIMITS,
  uploads: DEFAULT_UPLOAD_LIMITS,
  fileCheckPriceCents: 490,
  countries: ['FR', 'BE', 'LU', 'MC', 'CH'],
};

/**
 * The bounds of each rule. The cart holds at most the specification's 15 lines (the storefront's
 * cart contract holds no more) and a file is at most the 200 MB the artwork store takes: a shop
 * may lower these, not raise them.
 */
export const SHOP_RULE_BOUNDS = {
  maxLines: { min: 1, max: MAX_CART_LINES },
  maxTaxedCents: { min: 100, max: 100_000_000 },
  maxFileBytes: { min: 1024, max: MAX_ARTWORK_BYTES },
  fileCheckPriceCents: { min: 0, max: 100_000 },
} as const;

/** Why one field of the rules is refused; `path` names it as the wire does (`cart.maxLines`). */
export type ShopRulesProblem =
  | { readonly path: string; readonly kind: 'notInteger'; readonly message: string }
  | {
      readonly path: string;
      readonly kind: 'outOfRange';
      readonly min: number;
      readonly max: number;
      readonly message: string;
    }
  | { readonly path: string; readonly kind: 'empty'; readonly message: string }
  | { readonly path: string; readonly kind: 'duplicate'; readonly value: string; readonly message: string }
  | { readonly path: string; readonly kind: 'unknownValue'; readonly value: string; readonly message: string }
  | {
      readonly path: string;
      readonly kind: 'missingDefault';
      readonly value: string;
      readonly message: string;
    };

/** What the rules are checked against: the shop's default delivery country must stay served. */
export interface ShopRulesContext {
  readonly defaultCountry?: string | undefined;
}

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Checks rules as staff typed them, field by field: every problem is said at its field (not only
 * the first), and the rules come back only when there is none. Countries are upper-cased codes the
 * shop has a VAT rate for; file types are the artwork types the shop can read.
 */
export function validateShopRules(
  input: unknown,
  context: ShopRulesContext = {},
): Result<ShopRules, readonly ShopRulesProblem[]> {
  const problems: ShopRulesProblem[] = [];
  const root = isRecord(input) ? input : {};
  const cart = isRecord(root.cart) ? root.cart : {};
  const uploads = isRecord(root.uploads) ? root.uploads : {};

  const integer = (path: string, value: unknown, bounds: { readonly min: number; readonly max: number }) => {
    if (typeof value !== 'number' || !Number.isSafeInteger(value)) {
      problems.push({ path, kind: 'notInteger', message: 'Must be a whole number' });
      return 0;
    }
    if (value < bounds.min || value > bounds.max) {
      problems.push({
        path,
        kind: 'outOfRange',
        min: bounds.min,
        max: bounds.max,
        message: `Must be between ${bounds.min} and ${bounds.max}`,
      });
    }
    return value;
  };
  const list = (path: string, value: unknown): readonly unknown[] => {
    const items = Array.isArray(value) ? value : [];
    if (items.length === 0) problems.push({ path, kind: 'empty', message: 'Name at least one' });
    return items;
  };
  /** The items known by `known`, each once; the others are problems at their position. */
  const distinct = <T extends string>(
    path: string,
    items: readonly unknown[],
    normal: (item: string) => string,
    known: (item: string) => item is T,
  ): T[] => {
    const kept: T[] = [];
    items.forEach((item, index) => {
      const value = typeof item === 'string' ? normal(item) : String(item);
      if (!known(value)) {
        problems.push({
          path: `${path}.${index}`,
          kind: 'unknownValue',
          value,
          message: `Unknown: ${value}`,
        });
      } else if (kept.includes(value)) {
        problems.push({
          path: `${path}.${index}`,
          kind: 'duplicate',
          value,
          message: `Named twice: ${value}`,
        });
      } else kept.push(value);
    });
    return kept;
  };

  const maxLines = integer('cart.maxLines', cart.maxLines, SHOP_RULE_BOUNDS.maxLines);
  const maxTaxedCents = integer('cart.maxTaxedCents', cart.maxTaxedCents, SHOP_RULE_BOUNDS.maxTaxedCents);
  const maxFileBytes = integer('uploads.maxFileBytes', uploads.maxFileBytes, SHOP_RULE_BOUNDS.maxFileBytes);
  const acceptedTypes = distinct<ArtworkMediaType>(
    'uploads.acceptedTypes',
    list('uploads.acceptedTypes', uploads.acceptedTypes),
    (item) => item.trim().toLowerCase(),
    isArtworkMediaType,
  );
  const fileCheckPriceCents = integer(
    'fileCheckPriceCents',
    root.fileCheckPriceCents,
    SHOP_RULE_BOUNDS.fileCheckPriceCents,
  );
  const countries = distinct<string>(
    'countries',
    list('countries', root.countries),
    (item) => item.trim().toUpperCase(),
    (item): item is string => Object.hasOwn(VAT_RATES, item),
  );
  const defaultCountry = context.defaultCountry?.toUpperCase();
  if (defaultCountry !== undefined && Array.isArray(root.countries) && !countries.includes(defaultCountry)) {
    problems.push({
      path: 'countries',
      kind: 'missingDefault',
      value: defaultCountry,
      message: `The shop's default country ${defaultCountry} must stay served`,
    });
  }
  if (problems.length > 0) return err(problems);
  return ok({
    cart: { maxLines, maxTaxedCents },
    uploads: {
      maxFileBytes,
      // In the order the shop lists its types, whatever order they were typed in.
      acceptedTypes: ARTWORK_MEDIA_TYPES.filter((type) => acceptedTypes.includes(type)),
    },
    fileCheckPriceCents,
    countries,
  });
}

/** The countries a shop can deliver to at all: those it has a VAT rate for. */
export const SERVABLE_COUNTRIES: readonly string[] = Object.keys(VAT_RATES);

/** The part of the rules a shop's domain config holds (the basic config serves it as it is). */
type RulesInDomainConfig = Pick<DomainConfig, 'countries' | 'file_check_price'>;

/**
 * A shop's rules from where they are kept: the countries and the file check price in its domain
 * config (the price in major units there), the cart and upload limits beside it.
 */
export function shopRulesOf(
  domainConfig: RulesInDomainConfig,
  limits: Pick<ShopRules, 'cart' | 'uploads'>,
): ShopRules {
  return {
    cart: limits.cart,
    uploads: limits.uploads,
    fileCheckPriceCents: serviceCostToCents(domainConfig.file_check_price),
    countries: domainConfig.countries,
  };
}

/** The domain config's part of the rules, as it keeps them (the price in major units). */
export function domainConfigPartOf(rules: ShopRules): RulesInDomainConfig {
  return { countries: [...rules.countries], file_check_price: rules.fileCheckPriceCents / 100 };
}
