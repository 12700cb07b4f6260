import type { GlossaryEntry, PageLayout } from '../model/content.js';
import type { ConfigurationGraph } from '../model/product.js';
import type { UploadType } from '../product/upload-type.js';
import type { QuantityRule } from '../quantity/quantity.js';

/**
 * What an attribute value adds to the price, in hundredths of a euro excluding VAT. A per-unit
 * amount may be fractional (a flyer costs a few hundredths); the price is rounded once, at the end.
 */
export interface AttributeSurcharge {
  readonly perUnitHundredths?: number;
  /** Paid once per line, whatever the quantity (a cutting die, a plate, a laminating set-up). */
  readonly fixedHundredths?: number;
}

export interface CatalogAttributeOption {
  readonly value: string;
  readonly label: string;
  readonly info?: string;
  readonly surcharge?: AttributeSurcharge;
}

/** A feature attribute of a product (format, paper, finishing…) as the shop describes it. */
export interface CatalogAttribute {
  readonly key: string;
  readonly label: string;
  readonly info?: string;
  readonly sortIndex: number;
  /** Still part of the configuration and of the price, but not shown to the shopper. */
  readonly hidden: boolean;
  readonly defaultValue: string;
  readonly options: readonly CatalogAttributeOption[];
}

/**
 * A production time: how many working days the press needs, and what it costs relative to
 * the standard one.
 */
export interface CatalogProductionTime {
  readonly key: string;
  readonly label: string;
  readonly workingDays: number;
  readonly priceFactor: number;
}

/**
 * A delivery speed (the delivery option, or priority, the shopper picks): the carrier's working
 * days, the hour (Paris) after which an order counts from the next working day, and its price
 * factor relative to the standard speed.
 */
export interface CatalogDeliverySpeed {
  readonly key: string;
  readonly label: string;
  readonly shippingWorkingDays: number;
  readonly cutOffHour: number;
  readonly priceFactor: number;
}

/**
 * The printer's cost of a job before options: a set-up cost per line, and a unit cost that
 * falls smoothly from `startHundredths` (the first copy) towards `floorHundredths` (very large
 * runs), half way there at `halfwayQuantity` copies.
 *
 * The set-up cost also keeps the unit price from ever rising with quantity once the total is
 * rounded: spread over one more increment it must outweigh half a hundredth of rounding, i.e.
 * (cheapest factor × set-up − 0.5) × increment ≥ maximum quantity (checked by the catalogue tests).
 */
export interface PriceTable {
  readonly setupHundredths: number;
  readonly unitCost: {
    readonly startHundredths: number;
    readonly floorHundredths: number;
    readonly halfwayQuantity: number;
  };
}

/** The quantities the product page offers before the shopper types one. */
export interface CatalogQuantityModel {
  readonly suggested: readonly number[];
  /** `free`: the shopper may type any quantity the rule accepts. */
  readonly mode: 'free' | 'list';
  readonly defaultValue: number;
}

/** Roll labels are ordered per artwork, in rolls of a number of labels. */
export interface MultiArtworkDefaults {
  readonly rolls: number;
  readonly labelsPerRoll: number;
}

export interface CatalogCategory {
  readonly id: string;
  readonly name: string;
  readonly path: string;
  readonly description: string;
}

export interface CatalogProduct {
  /** The configuration id, e.g. `flyers`. */
  readonly id: string;
  readonly name: string;
  readonly slug: string;
  /** Public page of the product, normalised (lowercase, trailing slash). */
  readonly path: string;
  readonly categoryId: string;
  readonly description: string;
  /** Public path of the product picture, served from `assets/products/`. */
  readonly image: string;
  readonly productFamily: 'print' | 'labels';
  readonly configurationGraph: ConfigurationGraph;
  /** Harmonized System code for customs (4911.10 printed matter, 4821.10 labels). */
  readonly htsCode: string;
  readonly fscCertified: boolean;
  readonly noPrinting: boolean;
  readonly humanDesignService: boolean;
  readonly templateDisabled: boolean;
  /**
   * Made from goods the shop keeps in stock (blank envelopes): the product page shows the stock
   * of the chosen configuration (`product_stock`). Absent: printed to order.
   */
  readonly madeFromStock?: boolean | undefined;
  /**
   * A ready-made design the shop sells printed (print on demand): the shopper chooses a quantity
   * and a delivery, never the artwork, which the shop draws from the design. Absent: the shopper
   * brings the artwork.
   */
  readonly printOnDemand?: PrintOnDemandDesign | undefined;
  readonly attributes: readonly CatalogAttribute[];
  readonly quantityRule: QuantityRule;
  readonly quantityModel: CatalogQuantityModel;
  readonly multiArtwork: MultiArtworkDefaults | undefined;
  readonly productionTimes: readonly CatalogProductionTime[];
  readonly deliverySpeeds: readonly CatalogDeliverySpeed[];
  readonly defaultProductionTime: string;
  readonly defaultDeliverySpeed: string;
  readonly defaultUpload: UploadType;
  readonly priceTable: PriceTable;
}

/** The design a print-on-demand product prints, and who drew it. */
export interface PrintOnDemandDesign {
  /** One of the shop's ready-made designs (`READY_MADE_DESIGNS`). */
  readonly designId: string;
  /** Credited on the product page. */
  readonly designer: string;
}

/** A public page of the shop with its French title and a short text. */
export interface CatalogPage {
  readonly id: string;
  readonly path: string;
  readonly title: string;
  readonly layout: PageLayout;
  readonly body: string;
  /** Set on product pages only. */
  readonly productId: string | undefined;
  /** Set on category pages: their product cards are this category's products. */
  readonly categoryId?: string | undefined;
  /** Announcements shown within their window (ISO 8601 bounds; a missing one leaves it open). */
  readonly banners?: readonly CatalogBanner[] | undefined;
  /** The glossary page's terms, in the order shown. */
  readonly glossary?: readonly GlossaryEntry[] | undefined;
  /** A landing page's offer and blocks, as the shop owner wrote them. */
  readonly landing?: LandingContent | undefined;
}

/**
 * What a landing page is made of. The page's offer is a promotion of the shop: its dates are the
 * page's window (outside it the page says the offer is over), and its code is what the promo
 * code block shows. Prices are never written here: product blocks name products, the server
 * prices them.
 */
export interface LandingContent {
  /** The promotion the page is about; none for a page without dates (the design service). */
  readonly promotionId?: string | undefined;
  readonly blocks: readonly LandingBlockSource[];
}

/** A block of a landing page as stored; the server turns each into the block the page shows. */
export type LandingBlockSource =
  | {
      readonly kind: 'hero';
      readonly title: string;
      readonly text: string;
      /** A picture of the shop (a path) or an https address. */
      readonly imageUrl: string;
      readonly imageAlt: string;
      readonly link?: { readonly label: string; readonly path: string } | undefined;
    }
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'products'; readonly title: string; readonly productIds: readonly string[] }
  | { readonly kind: 'promoCode'; readonly promotionId: string }
  | { readonly kind: 'countdown'; readonly title: string; readonly promotionId: string }
  | {
      readonly kind: 'faq';
      readonly title: string;
      readonly items: readonly { readonly question: string; readonly answer: string }[];
    }
  | { readonly kind: 'designTemplates'; readonly title: string; readonly productId: string };

export interface CatalogBanner {
  readonly id: string;
  readonly title: string;
  readonly link?: string | null | undefined;
  readonly start?: string | null | undefined;
  readonly end?: string | null | undefined;
}

export interface Catalog {
  readonly categories: readonly CatalogCategory[];
  readonly products: readonly CatalogProduct[];
  readonly pages: readonly CatalogPage[];
}
