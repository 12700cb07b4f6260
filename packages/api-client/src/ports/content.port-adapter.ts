import { type ContentPort, err, initError, type LossLeaderInfo, ok, type SitemapKind } from '@tirage/domain';
import type { ApiClient } from '../client/api-client.js';
import { lossLeaderKeyParamsSchema } from '../contract/content.js';
import type { RouteData, RouteName } from '../contract/routes.js';
import { fromAnswer, instantOf } from './answers.js';

/** The call that lists each sitemap's pages. */
const SITEMAP_ROUTES = {
  main: 'content.sitemap',
  landingPages: 'content.sitemapLandingPages',
  old: 'content.oldSitemap',
} as const satisfies Record<SitemapKind, RouteName>;

/** The domain's offer from the loss-leader call's answer. */
export function lossLeaderOf({ product, lossLeader }: RouteData<'content.lossLeaderInfo'>): LossLeaderInfo {
  return {
    lossLeaderKey: lossLeader.lossLeaderKey,
    promocodeId: lossLeader.promocodeId,
    promoCode: lossLeader.promoCode ?? undefined,
    productConfigurationId: product.productConfigurationId,
    productionTime: lossLeader.productionTime,
    selectedPriority: lossLeader.selectedPriority,
    selectedAttributes: lossLeader.selectedAttributes,
    quantity: lossLeader.quantity,
  };
}

export function createContentPort(client: ApiClient): ContentPort {
  return {
    async productInstructions(pageIds) {
      // The contract asks for at least one page: no pages, no instructions, no call.
      if (pageIds.length === 0) return ok([]);
      const answer = await client.call('content.productInstruction', { body: { pages_id: [...pageIds] } });
      return fromAnswer('content.productInstruction', answer, ({ instructions }) =>
        instructions.map(({ title, fileUrl }) => ({ title, fileUrl })),
      );
    },

    async lossLeaderInfo(key) {
      // A key that cannot be one ('' or with characters no key has) is known missing without asking.
      if (!lossLeaderKeyParamsSchema.safeParse({ key }).success) return err(initError.noLossLeaderKey());
      const answer = await client.call('content.lossLeaderInfo', { params: { key } });
      return fromAnswer('content.lossLeaderInfo', answer, lossLeaderOf);
    },

    async defaultLinks(host) {
      const answer = await client.call('config.basic', { query: { host } });
      return fromAnswer('config.basic', answer, ({ defaultLinks }) =>
        defaultLinks.map(({ id, path }) => ({ id, path })),
      );
    },

    async addressLookupKey(host) {
      const answer = await client.call('config.basic', { query: { host } });
      return fromAnswer('config.basic', answer, ({ loqate }) => loqate.key);
    },

    async landingPages() {
      const answer = await client.call('content.landingPages');
      return fromAnswer('content.landingPages', answer, ({ pages }) =>
        pages.map(({ id, title, description, path }) => ({ id, title, description, path })),
      );
    },

    async categories() {
      const answer = await client.call('content.categories');
      return fromAnswer('content.categories', answer, ({ categories }) =>
        categories.map(({ id, name, path }) => ({ id, name, path })),
      );
    },

    async latestBuild() {
      const answer = await client.call('builds.latest');
      return fromAnswer('builds.latest', answer, ({ id, timestamp }) => ({ id, timestamp }));
    },

    async robotsText() {
      const answer = await client.call('content.robots');
      return fromAnswer('content.robots', answer, ({ content }) => content);
    },

    async sitemap(kind) {
      const route = SITEMAP_ROUTES[kind];
      const answer = await client.call(route);
      return fromAnswer(route, answer, ({ urls }) =>
        urls.map(({ path, lastModified }) => ({
          path,
          lastModified: lastModified === null ? undefined : instantOf(lastModified),
        })),
      );
    },
  };
}
