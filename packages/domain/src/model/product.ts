import type { MultiArtworkEntry } from '../product/multi-artwork.js';
import type { UploadType } from '../product/upload-type.js';
import type { QuantityRule } from '../quantity/quantity.js';

/** Where the product sits in the manufacturer's catalogue; sent as is to validation and quotes. */
export interface ConfigurationGraph {
  readonly mcpSku: string;
  readonly entryId: string;
  readonly productSku: string;
  readonly variant: string;
  readonly version: string;
}

/** One value a feature attribute can take (e.g. paper "Couché mat 350 g"). */
export interface AttributeOption {
  readonly value: string;
  /** Translated voice shown to the shopper. */
  readonly label: string;
  readonly info?: string;
}

/** A configurable feature of the product (format, paper, finishing…). */
export interface FeatureAttribute {
  readonly key: string;
  /** Translated voice shown to the shopper. */
  readonly label: string;
  readonly info?: string;
  readonly sortIndex: number;
  /** Hidden attributes are still part of the configuration, but not shown. */
  readonly hidden: boolean;
  readonly selectedValue: string;
  readonly options: readonly AttributeOption[];
}

/** Which delivery speeds and production times may be priced. */
export interface EnabledPrices {
  readonly deliverySpeed: readonly string[];
  readonly productionTime: readonly string[];
}

export interface PriceOptions {
  readonly quantityRule: QuantityRule;
  readonly enabledPrices: EnabledPrices;
  /** Harmonized System code for customs. */
  readonly htsCode?: string;
}

/** A production time the shop offers for the product (e.g. "standard", "express"). */
export interface ProductionTime {
  readonly key: string;
  readonly label: string;
}

/** Quantities offered: a fixed list, or a list the shopper may extend with a free quantity. */
export interface SelectedQuantityModel {
  readonly list: readonly number[];
  readonly mode: 'free' | 'list';
  readonly defaultValue: number;
}

/** The configuration the product page opens with when nothing else is asked for. */
export interface ProductCustomization {
  readonly selectedAttributes: Readonly<Record<string, string>>;
  readonly selectedProductFileFlow: { readonly fileCheck: boolean; readonly upload: UploadType };
  readonly selectedQuantityModel: SelectedQuantityModel;
  /** The delivery option (priority) selected by default. */
  readonly selectedPriority: string;
  readonly selectedProductionTime: string;
}

/** A picture of a product's gallery. */
export interface GalleryPicture {
  readonly url: string;
  /** What the picture shows, in French, for those who cannot see it. */
  readonly alt: string;
}

/** What the print-on-demand product page shows of the design: its name, its designer, its gallery. */
export interface PrintOnDemandOffer {
  readonly designName: string;
  readonly designer: string;
  readonly gallery: readonly GalleryPicture[];
}

/** A configurable product as the catalogue describes it (specification section 3). */
export interface ProductConfiguration {
  readonly configurationId: string;
  readonly mcpSku: string;
  readonly productName: string;
  readonly productGroups: readonly string[];
  readonly productFamilies: readonly string[];
  readonly fscCertified: boolean;
  readonly noPrinting: boolean;
  readonly humanDesignService: boolean;
  readonly templateDisabled: boolean;
  /** The product's picture (a shop path or an https URL), shown on its page and its cart lines. */
  readonly imageUrl: string | undefined;
  /** Several artworks in one job (roll labels): each with a name and a quantity or rolls. */
  readonly multiArtwork: boolean;
  /**
   * Made from goods the shop keeps in stock (blank envelopes, textiles): the product page asks
   * for the stock of the chosen configuration and shows it.
   */
  readonly madeFromStock: boolean;
  /**
   * A ready-made design sold printed (print on demand): the page shows its gallery and asks for a
   * quantity and a delivery only; the shop provides the print file. Absent: the shopper's artwork.
   */
  readonly printOnDemand?: PrintOnDemandOffer | undefined;
  readonly configurationGraph: ConfigurationGraph;
  readonly attributes: readonly FeatureAttribute[];
  readonly priceOptions: PriceOptions;
  /** The production times the product may be made in (`validProductionTimes`). */
  readonly productionTimes: readonly ProductionTime[];
  readonly productCustomization: ProductCustomization;
}

/** What the shopper has chosen on the product page. */
export interface ProductSelection {
  readonly selectedAttributes: Readonly<Record<string, string>>;
  readonly quantity: number;
  /** The delivery option (priority) key, as quoted. */
  readonly deliveryOption: string;
  readonly productionTime: string;
  readonly uploadType: UploadType;
  /** Whether the shopper asked for the artwork file check. */
  readonly fileCheck: boolean;
  readonly jobName: string;
  readonly artworks: readonly MultiArtworkEntry[];
  /** A promotion code accepted for this product, sent with the quote. */
  readonly promoCode: string | undefined;
  /** The design made in the designer that is the job's artwork (with the upload type `dex`). */
  readonly designId: string | undefined;
}

/**
 * Where the product page takes its first selection from (specification section 2, product
 * page query hooks). `preconfigured.encoded` is the base64url JSON of the link, absent when
 * the link lost it.
 */
export type SelectionSource =
  | { readonly kind: 'default' }
  | { readonly kind: 'cartLine'; readonly lineId: string }
  | { readonly kind: 'orderItem'; readonly orderId: string; readonly lineItemId: string }
  | { readonly kind: 'preconfigured'; readonly encoded: string | undefined }
  | { readonly kind: 'shortKey'; readonly key: string }
  | { readonly kind: 'design'; readonly designId: string }
  | { readonly kind: 'lossLeader'; readonly key: string };

/** The sources whose selection is stored on the server and must be loaded. */
export type StoredSelectionSource = Extract<
  SelectionSource,
  { readonly kind: 'cartLine' | 'orderItem' | 'shortKey' | 'design' | 'lossLeader' }
>;

/** A selection as a source gives it: any part may be missing and falls back to the default. */
export type SelectionDraft = Partial<ProductSelection>;
