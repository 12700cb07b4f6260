import type {
  CatalogPort,
  PageBlock,
  PageContent,
  PageRef,
  ProductConfiguration,
  QuantityRule,
} from '@tirage/domain';
import type * as z from 'zod';
import type { ApiClient } from '../client/api-client.js';
import {
  glossaryBlockDataSchema,
  type pageContentSchema,
  productCardsBlockDataSchema,
  type productConfigurationSchema,
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

/**
 * The blocks the storefront knows (`text`, `productCards`, `glossary`), their data checked with the
 * contract's schemas; a block of another type, or whose data does not fit, is left out.
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
      return [{ kind: 'productCards', id: block.id, cards }];
    }
    if (block.type === 'glossary') {
      const data = glossaryBlockDataSchema.safeParse(block.data);
      return data.success ? [{ kind: 'glossary', id: block.id, entries: data.data.entries }] : [];
    }
    return [];
  });
}

function pageOf(wire: WirePage): PageContent {
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
  };
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
    multiArtwork: wire.features.quantityForMultiartwork !== null,
    madeFromStock: wire.madeFromStock,
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
        wire.features.productionTime.selected ?? wire.validProductionTimes[0]?.key ?? '',
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
