import { uploadTypeSchema } from './cart.js';
import {
  attributesSchema,
  httpUrlSchema,
  idSchema,
  instantSchema,
  moneySchema,
  quantitySchema,
  shopPathSchema,
} from './wire-primitives.js';
import * as z from './wire-zod.js';

// ---------------------------------------------------------------------------------------------
// Product configuration (GET /api/v1/content/product-configuration/?id=…)
// ---------------------------------------------------------------------------------------------

const attributeOptionSchema = z.object({
  value: z.string(),
  /** Translated voice shown to the shopper. */
  label: z.string(),
  info: z.string().nullable(),
});

/** A configurable feature of the product (format, paper, finishing…). */
export const featureAttributeSchema = z.object({
  key: z.string(),
  label: z.string(),
  info: z.string().nullable(),
  sortIndex: z.number().int(),
  /** Hidden attributes are part of the configuration but not shown. */
  hidden: z.boolean(),
  selectedValue: z.string(),
  options: z.array(attributeOptionSchema),
});

/** The Quantity, Quantity for Multiartwork and Production Time features. */
const optionFeatureSchema = <Value extends z.ZodType>(value: Value) =>
  z.object({ availableOptions: z.array(value), selected: value.nullable() });

export const priceOptionsSchema = z.object({
  type: z.enum(['listOfRanges', 'listOfValues']),
  minimum: quantitySchema,
  maximum: quantitySchema.nullable(),
  increment: quantitySchema.nullable(),
  availableOptions: z.array(quantitySchema),
  enabledPrices: z.object({ deliverySpeed: z.array(z.string()), productionTime: z.array(z.string()) }),
  /** Harmonized System code for customs (shipments outside the EU). */
  htsCode: z.string().nullable(),
});

export const productConfigurationSchema = z.object({
  configurationId: idSchema,
  mcpSku: idSchema,
  cimCommSku: z.string().nullable(),
  cimCommVar: z.string().nullable(),
  productName: z.string(),
  ctoolsId: z.string().nullable(),
  productGroups: z.array(z.string()),
  productFamilies: z.array(z.string()),
  fscCertified: z.boolean(),
  /** Price of one unit excluding VAT, as shown in listings; the quote is what is charged. */
  unitPrice: moneySchema.nullable(),
  noPrinting: z.boolean(),
  designExperience: z.boolean(),
  humanDesignService: z.boolean(),
  templateDisabled: z.boolean(),
  /**
   * Made from goods the shop keeps in stock (blank envelopes, textiles): the product page asks
   * `POST /product/inventory/` for the stock of the chosen configuration.
   */
  madeFromStock: z.boolean(),
  /**
   * A ready-made design sold printed (print on demand): its name, its designer and the pictures of
   * its gallery. The shop provides the print file; the shopper chooses a quantity and a delivery.
   */
  printOnDemand: z
    .object({
      designName: z.string().min(1),
      designer: z.string().min(1),
      gallery: z.array(z.object({ url: shopPathSchema.or(httpUrlSchema), alt: z.string().min(1) })).min(1),
    })
    .nullable(),
  /** The product's picture: a path of the shop or an https URL. */
  imageUrl: shopPathSchema.or(httpUrlSchema).nullable(),
  locationId: z.string().nullable(),
  configurationGraph: z.object({
    mcpSku: idSchema,
    entryId: idSchema,
    productSku: idSchema,
    variant: idSchema,
    version: idSchema,
  }),
  attributes: z.array(featureAttributeSchema),
  priceOptions: priceOptionsSchema,
  /** Named as the specification names them, verbatim. */
  features: z.object({
    Quantity: optionFeatureSchema(quantitySchema),
    'Quantity for Multiartwork': optionFeatureSchema(quantitySchema).nullable(),
    'Production Time': optionFeatureSchema(z.string()),
  }),
  /** The production times the product may be made in; empty means the page cannot open. */
  validProductionTimes: z.array(z.object({ key: z.string(), label: z.string() })),
  productCustomization: z.object({
    selectedAttributes: attributesSchema,
    selectedProductFileFlow: z.object({ fileCheck: z.boolean(), upload: uploadTypeSchema }),
    selectedQuantityModel: z.object({
      list: z.array(quantitySchema),
      mode: z.enum(['free', 'list']),
      defaultValue: quantitySchema,
    }),
    selectedPriorityModel: z.object({ list: z.array(z.string()), defaultValue: z.string() }),
  }),
});

export const productConfigurationQuerySchema = z.strictObject({ id: idSchema });
/** An empty configuration answers null: the page then shows 'Product configuration is empty!'. */
export const productConfigurationResponseSchema = productConfigurationSchema.nullable();

// ---------------------------------------------------------------------------------------------
// Page content (GET /api/v1/content/page/?id=…)
// ---------------------------------------------------------------------------------------------

export const pageLayoutSchema = z.enum(['standard', 'home', 'category', 'product', 'landing']);

export const pageBannerSchema = z.object({
  id: idSchema,
  title: z.string(),
  link: shopPathSchema.or(httpUrlSchema).nullable(),
  /** Shown only within this window, re-evaluated every minute. */
  start: instantSchema.nullable(),
  end: instantSchema.nullable(),
});

/** Editorial blocks are authored in the CMS; the storefront renders the types it knows and skips others. */
export const pageBlockSchema = z.object({
  id: idSchema,
  type: z.string(),
  data: z.record(z.string(), z.unknown()),
});

/** `data` of a `text` block: plain text, paragraphs separated by blank lines. */
export const textBlockDataSchema = z.object({ text: z.string() });

/** `data` of a `productCards` block (home, category and landing pages): each product with its "from" price. */
export const productCardsBlockDataSchema = z.object({
  /** A landing page's heading over the cards. */
  title: z.string().optional(),
  cards: z.array(
    z.object({
      configurationId: idSchema,
      name: z.string(),
      path: shopPathSchema,
      imageUrl: shopPathSchema.or(httpUrlSchema),
      /** The default configuration at the smallest quantity, cheapest speed, excl. VAT; null if it cannot be priced. */
      fromPrice: moneySchema.nullable(),
    }),
  ),
});

/** `data` of a `glossary` block: printing terms, each at its anchor on the page. */
export const glossaryBlockDataSchema = z.object({
  entries: z.array(
    z.object({
      term: z.string().min(1).max(120),
      /** The fragment of the term's place on the page (`/glossaire/#fond-perdu`). */
      anchor: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
      definition: z.string().min(1),
    }),
  ),
});

/** The dates of a landing page's offer (its promotion's window, both ends included). */
export const offerWindowSchema = z.object({ start: instantSchema, end: instantSchema });

/** `data` of a `hero` block: a landing page's headline, picture and main link. */
export const heroBlockDataSchema = z.object({
  title: z.string(),
  text: z.string(),
  imageUrl: shopPathSchema.or(httpUrlSchema),
  imageAlt: z.string(),
  link: z.object({ label: z.string(), path: shopPathSchema }).nullable(),
});

/** `data` of a `promoCode` block: the offer's code to copy, shown while the offer runs. */
export const promoCodeBlockDataSchema = z.object({
  code: z.string(),
  label: z.string(),
  window: offerWindowSchema,
  /** A welcome code: for a customer's first order only (a returning customer is told why not). */
  forNewCustomers: z.boolean(),
});

/** `data` of a `countdown` block: counts down to the offer's end, then says it is over. */
export const countdownBlockDataSchema = z.object({ title: z.string(), window: offerWindowSchema });

/** `data` of a `faq` block: questions and their answers. */
export const faqBlockDataSchema = z.object({
  title: z.string(),
  items: z.array(z.object({ question: z.string(), answer: z.string() })),
});

/** `data` of a `designTemplates` block: templates of the design editor for one product, each opening it. */
export const designTemplatesBlockDataSchema = z.object({
  title: z.string(),
  productName: z.string(),
  templates: z.array(
    z.object({
      id: idSchema,
      name: z.string(),
      thumbnailUrl: shopPathSchema.or(httpUrlSchema),
      designerPath: shopPathSchema,
    }),
  ),
});

// ---------------------------------------------------------------------------------------------
// Landing pages as the shop owner writes them (stored in the page, edited in the back office)
// ---------------------------------------------------------------------------------------------

const blockKey = z.string().trim().min(1).max(200);
const blockHeading = z.string().trim().min(1).max(160);

/** The kinds of block a landing page may hold: any other is refused, by name. */
export const LANDING_BLOCK_KINDS = [
  'hero',
  'text',
  'products',
  'promoCode',
  'countdown',
  'faq',
  'designTemplates',
] as const;

/** A block of a landing page as stored (domain `LandingBlockSource`): products and offers by id, never a price. */
export const landingBlockSourceSchema = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({
      kind: z.literal('hero'),
      title: blockHeading,
      text: z.string().trim().min(1).max(600),
      imageUrl: shopPathSchema.or(z.url({ protocol: /^https$/ })),
      imageAlt: z.string().trim().min(1).max(200),
      link: z.strictObject({ label: blockHeading, path: shopPathSchema }).optional(),
    }),
    z.strictObject({ kind: z.literal('text'), text: z.string().trim().min(1).max(5_000) }),
    z.strictObject({
      kind: z.literal('products'),
      title: blockHeading,
      productIds: z.array(blockKey).min(1).max(24),
    }),
    z.strictObject({ kind: z.literal('promoCode'), promotionId: blockKey }),
    z.strictObject({ kind: z.literal('countdown'), title: blockHeading, promotionId: blockKey }),
    z.strictObject({
      kind: z.literal('faq'),
      title: blockHeading,
      items: z
        .array(z.strictObject({ question: blockHeading, answer: z.string().trim().min(1).max(2_000) }))
        .min(1)
        .max(30),
    }),
    z.strictObject({ kind: z.literal('designTemplates'), title: blockHeading, productId: blockKey }),
  ],
  {
    error: (issue) =>
      issue.code === 'invalid_union'
        ? `unknown block kind ${JSON.stringify((issue.input as { kind?: unknown } | undefined)?.kind)}: a landing page's blocks are ${LANDING_BLOCK_KINDS.join(', ')}`
        : undefined,
  },
);

/** A landing page's offer (a promotion, by id) and its blocks, as the shop owner writes them. */
export const landingContentSchema = z.strictObject({
  promotionId: blockKey.optional(),
  blocks: z.array(landingBlockSourceSchema).max(40),
});

/** By content id, or by public path for the catch-all route. */
export const pageQuerySchema = z
  .strictObject({ id: idSchema.optional(), path: shopPathSchema.optional() })
  .refine((query) => (query.id === undefined) !== (query.path === undefined), 'Send either id or path');

export const pageContentSchema = z.object({
  id: idSchema,
  path: shopPathSchema,
  title: z.string(),
  layout: pageLayoutSchema,
  seo: z.object({ title: z.string(), description: z.string(), indexable: z.boolean() }),
  banners: z.array(pageBannerSchema),
  blocks: z.array(pageBlockSchema),
  /** Set on product pages only. */
  productConfigurationId: idSchema.nullable(),
  /** A landing page's offer: outside its window the page shows the offer as over, and stays. */
  offer: offerWindowSchema.nullable(),
  /** The campaign a landing page's offer is reserved to: showing the page keeps it for the visit. */
  offerCampaign: z.string().nullable(),
  /** The same page in the other country shops (`hreflang`), the default one as `x-default`. */
  alternates: z.array(z.object({ hreflang: z.string().min(2).max(20), url: httpUrlSchema })),
});

// ---------------------------------------------------------------------------------------------
// Page payloads (GET {page path}_payload.json): a page's content as a public file
// ---------------------------------------------------------------------------------------------

/** The file, after a page's path, that holds the page's payload. */
export const PAGE_PAYLOAD_FILE = '_payload.json';

/** Where the payload of the page at `path` is served: `/flyers/_payload.json`, `/_payload.json` for the home page. */
export const pagePayloadPath = (path: string): string =>
  `${path.endsWith('/') ? path : `${path}/`}${PAGE_PAYLOAD_FILE}`;

/**
 * GET /{pagePath}/_payload.json: the page's path without its first and last slash
 * (`etiquettes/rouleau`), as the address writes it (percent-encoded); it may hold slashes.
 * `/_payload.json` is the home page's.
 */
export const pagePayloadParamsSchema = z.strictObject({
  pagePath: z
    .string()
    .max(2000)
    .regex(/^[^/\\\s?#](?:[^\s?#]*[^/\\\s?#])?$/, 'Must be a path of the shop without its first and last /'),
});

/**
 * A page's payload: what every visitor of the page is shown (its content, the same as the page
 * call's answer for a guest of the host's shop) and the shop's locale and address, so a browser
 * can show the page without asking the server to render it. Nothing of the visitor's own.
 */
export const pagePayloadSchema = z.object({
  page: pageContentSchema,
  shop: z.object({
    /** The shop's locale (`fr-FR`): prices and dates are written in it. */
    locale: z.string().min(2).max(20),
    /** The shop's address, without a trailing slash: structured data names pages with it. */
    baseUrl: httpUrlSchema,
  }),
});

// ---------------------------------------------------------------------------------------------
// The back office's page editor (staff): landing and standard pages, previewed before published
// ---------------------------------------------------------------------------------------------

/** The layouts staff edit in the back office; product, category and home pages come from the catalogue. */
export const EDITABLE_PAGE_LAYOUTS = ['standard', 'landing'] as const;

/** GET /api/v1/admin/pages/: the pages staff may edit, by path. */
export const staffPageListSchema = z.object({
  pages: z.array(
    z.object({
      id: idSchema,
      path: shopPathSchema,
      title: z.string(),
      layout: z.enum(EDITABLE_PAGE_LAYOUTS),
      updatedAt: instantSchema,
    }),
  ),
});

export const staffPageParamsSchema = z.strictObject({ id: idSchema });

/** A page as staff edit it: its text, and a landing page's offer and blocks as stored. */
export const staffPageSchema = z.object({
  id: idSchema,
  path: shopPathSchema,
  title: z.string(),
  layout: z.enum(EDITABLE_PAGE_LAYOUTS),
  /** The page's text: a standard page's paragraphs, a landing page's description. */
  body: z.string(),
  landing: landingContentSchema.nullable(),
  /** When it last changed: a save names it, and is refused (409) if another change came first. */
  updatedAt: instantSchema,
});

/**
 * POST …/preview and PUT /api/v1/admin/pages/{id}: what staff wrote. Checked whole (an unknown
 * block kind is refused by name), and against the shop (a promotion or product it names must
 * exist). A landing page needs `landing`; a standard page has none.
 */
export const staffPageDraftSchema = z.strictObject({
  title: z.string().trim().min(1).max(160),
  body: z.string().trim().min(1).max(20_000),
  landing: landingContentSchema.nullable(),
  /** The `updatedAt` the draft was made from (a request's text, checked as an instant). */
  updatedAt: z
    .string()
    .max(40)
    .refine((text) => instantSchema.safeParse(text).success, 'Must be an ISO 8601 instant with its offset'),
});

/**
 * GET /api/v1/content/landing-pages/: the shop's landing pages (offers, welcome screens, the
 * design service), each with its title, description and path, by path: what the search finds
 * besides products and glossary terms.
 */
export const landingPagesResponseSchema = z.object({
  pages: z.array(
    z.object({ id: idSchema, title: z.string(), description: z.string(), path: shopPathSchema }),
  ),
});

/**
 * GET /api/v1/content/categories/: the catalogue's categories, each named and at the path of its
 * page, by path (for navigation: the 404 screen's ways back into the shop).
 */
export const categoriesResponseSchema = z.object({
  categories: z.array(z.object({ id: idSchema, name: z.string(), path: shopPathSchema })),
});

// ---------------------------------------------------------------------------------------------
// Loss leader, instructions
// ---------------------------------------------------------------------------------------------

export const lossLeaderKeyParamsSchema = z.strictObject({
  key: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
});

/** GET /api/v1/content/loss-leader-info/{key}/: a discounted product with a fixed configuration. */
export const lossLeaderInfoResponseSchema = z.object({
  product: z.object({
    productConfigurationId: idSchema,
    productName: z.string(),
    pagePath: shopPathSchema,
  }),
  lossLeader: z.object({
    lossLeaderKey: z.string(),
    promocodeId: idSchema,
    /** The code of that promotion, which the product page applies; null when the shop removed it. */
    promoCode: z.string().nullable(),
    productionTime: z.string(),
    selectedPriority: z.string(),
    selectedAttributes: attributesSchema,
    merchantSelectedAttributes: attributesSchema,
    quantity: quantitySchema,
  }),
});

/** POST /api/v1/content/product-instruction/: printing guides and templates of product pages. */
export const productInstructionRequestSchema = z.strictObject({
  pages_id: z.array(idSchema).min(1).max(50),
});
export const productInstructionResponseSchema = z.object({
  instructions: z.array(z.object({ pageId: idSchema, title: z.string(), fileUrl: httpUrlSchema })),
});

// ---------------------------------------------------------------------------------------------
// Crawler files (robots, sitemaps): fetched without a token so a cache can share them
// ---------------------------------------------------------------------------------------------

/** GET /api/v1/content/robots/: the text of robots.txt for the tenant. */
export const robotsResponseSchema = z.object({ content: z.string() });

/** GET /api/v1/content/sitemap/, /old-sitemap/ (legacy URLs still indexed) and /sitemap-lp/ (landing pages). */
export const sitemapResponseSchema = z.object({
  urls: z.array(
    z.object({
      path: shopPathSchema,
      lastModified: instantSchema.nullable(),
    }),
  ),
});
