import type {
  CatalogPort,
  OfferWindow,
  PageBlock,
  PageContent,
  PageRef,
  ProductConfiguration,
  QuantityRule,
} from '@tirage/domain';
import type * as z from 'zod';
import type { ApiClient } from '../client/api-client.js';
import {
  countdownBlockDataSchema,
  designTemplatesBlockDataSchema,
  faqBlockDataSchema,
  glossaryBlockDataSchema,
  heroBlockDataSchema,
  type offerWindowSchema,
  type pageContentSchema,
  pagePayloadSchema,
  productCardsBlockDataSchema,
  type productConfigurationSchema,
  promoCodeBlockDataSchema,
  textBlockDataSchema,
} from '../contract/content.js';
import { moneyFromWire } from '../contract/wire-primitives.js';
import { dateOf, fromAnswer, instantOf, orUndefined } from './answers.js';
import { configurationGraphToWire } from './cart.mapping.js';
import { domainErrorOf } from './domain-errors.js';

type WirePage = z.output<typeof pageContentSchema>;
type WireProductConfiguration = z.output<typeof productConfigurationSchema>;

/** Optional text of the domain (`info?: string`): absent rather than undefined when the wire has null. */
const infoOf = (info: string | null) => (info === null ? {} : { info });

const windowOf = (wire: z.output<typeof offerWindowSchema>): OfferWindow => ({
  start: instantOf(wire.start),
  end: instantOf(wire.end),
});

/** The landing pages' blocks, their data checked with the contract's schemas; undefined when it does not fit. */
function landingBlockOf(block: WirePage['blocks'][number]): PageBlock | undefined {
  const { id } = block;
  switch (block.type) {
    case 'hero': {
      const data = heroBlockDataSchema.safeParse(block.data);
      return data.success ? { kind: 'hero', id, ...data.data, link: orUndefined(data.data.link) } : undefined;
    }
    case 'promoCode': {
      const data = promoCodeBlockDataSchema.safeParse(block.data);
      return data.success
        ? { kind: 'promoCode', id, ...data.data, window: windowOf(data.data.window) }
        : undefined;
    }
    case 'countdown': {
      const data = countdownBlockDataSchema.safeParse(block.data);
      return data.success
        ? { kind: 'countdown', id, title: data.data.title, window: windowOf(data.data.window) }
        : undefined;
    }
    case 'faq': {
      const data = faqBlockDataSchema.safeParse(block.data);
      return data.success ? { kind: 'faq', id, ...data.data } : undefined;
    }
    case 'designTemplates': {
      const data = designTemplatesBlockDataSchema.safeParse(block.data);
      return data.success ? { kind: 'designTemplates', id, ...data.data } : undefined;
    }
    default:
      return undefined;
  }
}

/**
 * The blocks the storefront knows (`text`, `productCards`, `glossary` and the landing pages'),
 * their data checked with the contract's schemas; a block of another type, or whose data does not
 * fit, is left out.
 */
function blocksOf(blocks: WirePage['blocks']): readonly PageBlock[] {
  return blocks.flatMap((block): PageBlock[] => {
    if (block.type === 'text') {
      const data = textBlockDataSchema.safeParse(block.data);
      return data.success ? [{ kind: 'text', id: block.id, text: data.data.text }] : [];
    }
    if (block.type === 'productCards') {
      const data = productCardsBlockDataSchema.safeParse(block.data);
      if (!data.success) return [];
      const cards = data.data.cards.map((card) => {
        const price = card.fromPrice === null ? undefined : moneyFromWire(card.fromPrice);
        return {
          configurationId: card.configurationId,
          name: card.name,
          path: card.path,
          imageUrl: card.imageUrl,
          fromPrice: price?.ok ? price.value : undefined,
        };
      });
      return [{ kind: 'productCards', id: block.id, title: data.data.title, cards }];
    }
    if (block.type === 'glossary') {
      const data = glossaryBlockDataSchema.safeParse(block.data);
      return data.success ? [{ kind: 'glossary', id: block.id, entries: data.data.entries }] : [];
    }
    const landing = landingBlockOf(block);
    return landing === undefined ? [] : [landing];
  });
}

/** A page of the contract as the domain reads it (the page call's answer, a staff preview). */
export function pageOf(wire: WirePage): PageContent {
  return {
    id: wire.id,
    path: wire.path,
    title: wire.title,
    layout: wire.layout,
    seo: wire.seo,
    blocks: blocksOf(wire.blocks),
    banners: wire.banners.map((banner) => ({
      id: banner.id,
      title: banner.title,
      link: orUndefined(banner.link),
      start: banner.start === null ? undefined : instantOf(banner.start),
      end: banner.end === null ? undefined : instantOf(banner.end),
    })),
    productConfigurationId: orUndefined(wire.productConfigurationId),
    offer: wire.offer === null ? undefined : windowOf(wire.offer),
    offerCampaign: wire.offerCampaign ?? undefined,
    alternates: wire.alternates.map(({ hreflang, url }) => ({ hreflang, url })),
  };
}

/** A page's payload as the domain reads it: the page, and the shop it is shown in. */
export interface PagePayload {
  readonly page: PageContent;
  readonly shop: { readonly locale: string; readonly baseUrl: string };
}

/**
 * A page's payload (`{page path}_payload.json`) checked with the contract's schema and read as
 * the page call's answer is; undefined when the JSON is not a payload.
 */
export function pagePayloadOf(json: unknown): PagePayload | undefined {
  const parsed = pagePayloadSchema.safeParse(json);
  if (!parsed.success) return undefined;
  const { page, shop } = parsed.data;
  return { page: pageOf(page), shop: { locale: shop.locale, baseUrl: shop.baseUrl } };
}

function productConfigurationOf(wire: WireProductConfiguration): ProductConfiguration {
  const options = wire.priceOptions;
  const quantityRule: QuantityRule = {
    type: options.type,
    minimum: options.minimum,
    ...(options.maximum === null ? {} : { maximum: options.maximum }),
    ...(options.increment === null ? {} : { increment: options.increment }),
    availableOptions: options.availableOptions,
  };
  const customization = wire.productCustomization;
  return {
    configurationId: wire.configurationId,
    mcpSku: wire.mcpSku,
    productName: wire.productName,
    productGroups: wire.productGroups,
    productFamilies: wire.productFamilies,
    fscCertified: wire.fscCertified,
    noPrinting: wire.noPrinting,
    humanDesignService: wire.humanDesignService,
    templateDisabled: wire.templateDisabled,
    imageUrl: wire.imageUrl ?? undefined,
    multiArtwork: wire.features['Quantity for Multiartwork'] !== null,
    madeFromStock: wire.madeFromStock,
    ...(wire.printOnDemand === null ? {} : { printOnDemand: wire.printOnDemand }),
    configurationGraph: { ...wire.configurationGraph },
    attributes: wire.attributes.map((attribute) => ({
      key: attribute.key,
      label: attribute.label,
      ...infoOf(attribute.info),
      sortIndex: attribute.sortIndex,
      hidden: attribute.hidden,
      selectedValue: attribute.selectedValue,
      options: attribute.options.map((option) => ({
        value: option.value,
        label: option.label,
        ...infoOf(option.info),
      })),
    })),
    priceOptions: {
      quantityRule,
      enabledPrices: options.enabledPrices,
      ...(options.htsCode === null ? {} : { htsCode: options.htsCode }),
    },
    productionTimes: wire.validProductionTimes,
    productCustomization: {
      selectedAttributes: customization.selectedAttributes,
      selectedProductFileFlow: customization.selectedProductFileFlow,
      selectedQuantityModel: customization.selectedQuantityModel,
      selectedPriority: customization.selectedPriorityModel.defaultValue,
      // Without a selected production time the first valid one opens the page; with none at all
      // the domain's `checkConfiguration` refuses the configuration ('validProductionTimes…').
      selectedProductionTime:
        wire.features['Production Time'].selected ?? wire.validProductionTimes[0]?.key ?? '',
    },
  };
}

/** The path a missing page is reported with ('Page Not Found: {path}'); its id when asked by id. */
const pagePathOf = (ref: PageRef): string => (ref.kind === 'path' ? ref.path : ref.id);

export function createCatalogPort(client: ApiClient): CatalogPort {
  return {
    async pageContent(ref) {
      const answer = await client.call('content.page', {
        query: ref.kind === 'path' ? { path: ref.path } : { id: ref.id },
      });
      return fromAnswer('content.page', answer, pageOf, (error) =>
        domainErrorOf(error, { pagePath: pagePathOf(ref) }),
      );
    },

    async productConfiguration(configurationId) {
      const answer = await client.call('content.productConfiguration', { query: { id: configurationId } });
      return fromAnswer('content.productConfiguration', answer, (wire) =>
        wire === null ? undefined : productConfigurationOf(wire),
      );
    },

    async validateConfiguration({ configurationGraph, selectedAttributes }) {
      const answer = await client.call('product.validate', {
        body: { ...configurationGraphToWire(configurationGraph), configuration: { ...selectedAttributes } },
      });
      // `valid` is false when the server replaced or dropped attributes; the settled ones are the answer.
      return fromAnswer('product.validate', answer, (validated) => validated.configuration);
    },

    async inventory({ mcpSku, selectedAttributes, quantity, productionTime }) {
      const answer = await client.call('product.inventory', {
        body: { mcpSku, mcpAttributes: { ...selectedAttributes }, quantity, productionTime },
      });
      return fromAnswer('product.inventory', answer, (stock) => ({
        hasInventory: stock.hasInventory,
        immediateQuantity: stock.immediateQuantity,
        futureAvailability: stock.futureAvailability.map((restock) => ({
          date: dateOf(restock.date),
          quantity: restock.quantity,
        })),
      }));
    },
  };
}
