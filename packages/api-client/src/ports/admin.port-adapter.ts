import {
  type AdminPort,
  type ArtworkReview,
  type CustomerMatch,
  err,
  type StaffPage,
  type StaffPageDraft,
} from '@tirage/domain';
import type * as z from 'zod';
import type { ApiClient } from '../client/api-client.js';
import type { artworkReviewSchema } from '../contract/artwork.js';
import type { customerMatchSchema, shopRulesParamsSchema, shopRulesUpdateSchema } from '../contract/auth.js';
import type { staffPageDraftSchema, staffPageSchema } from '../contract/content.js';
import { fromAnswer, orUndefined } from './answers.js';
import { artworkOf, artworksOf } from './artwork.mapping.js';
import { grantOf } from './auth.port-adapter.js';
import { pageOf } from './catalog.port-adapter.js';
import { domainErrorOf } from './domain-errors.js';

/** A page as staff edit it, from the editor's answer. */
const staffPageOf = (wire: z.output<typeof staffPageSchema>): StaffPage => ({
  id: wire.id,
  path: wire.path,
  title: wire.title,
  layout: wire.layout,
  body: wire.body,
  landing: wire.landing ?? undefined,
  updatedAt: wire.updatedAt,
});

/** A draft as the editor's calls take it; the landing blocks as staff typed them, for the shop to check. */
const draftToWire = (draft: StaffPageDraft) => ({
  title: draft.title,
  body: draft.body,
  landing: draft.landing as z.input<typeof staffPageDraftSchema>['landing'],
  updatedAt: draft.updatedAt,
});

function customerMatchOf(wire: z.output<typeof customerMatchSchema>): CustomerMatch {
  return {
    id: wire.id,
    email: wire.email,
    firstName: orUndefined(wire.firstName),
    lastName: orUndefined(wire.lastName),
    company: orUndefined(wire.company),
  };
}

function artworkReviewOf(wire: z.output<typeof artworkReviewSchema>): ArtworkReview {
  return {
    orderId: wire.orderId,
    orderNumber: wire.orderNumber,
    line: { id: wire.line.id, productName: wire.line.productName, jobName: wire.line.jobName },
    artwork: artworkOf(wire.upload),
  };
}

/** The back office's port over the API client; each call carries the staff token it is given. */
export function createAdminPort(client: ApiClient): AdminPort<Blob, Response> {
  return {
    async login(credentials) {
      const answer = await client.call('admin.login', {
        body: { email: credentials.email, password: credentials.password },
      });
      return fromAnswer('admin.login', answer, (wire) => ({
        staff: wire.staff,
        accessToken: wire.access_token,
        expiresIn: wire.expires_in,
      }));
    },

    async logout(staffToken) {
      const answer = await client.call('admin.logout', { body: {}, bearerToken: staffToken });
      return fromAnswer('admin.logout', answer, () => undefined);
    },

    async me(staffToken) {
      const answer = await client.call('admin.me', { bearerToken: staffToken });
      return fromAnswer('admin.me', answer, (wire) => wire);
    },

    async findCustomers(staffToken, text) {
      const answer = await client.call('admin.customers', { query: { q: text }, bearerToken: staffToken });
      return fromAnswer('admin.customers', answer, (wire) => wire.customers.map(customerMatchOf));
    },

    async baseConfigs(staffToken) {
      const answer = await client.call('admin.baseConfigs', { bearerToken: staffToken });
      return fromAnswer('admin.baseConfigs', answer, (wire) => wire);
    },

    async saveShopRules(staffToken, tenant, change) {
      const answer = await client.call('admin.saveShopRules', {
        // A shop the contract does not know is refused by the client's own check, as any bad path.
        params: { tenant: tenant as z.input<typeof shopRulesParamsSchema>['tenant'] },
        // As staff typed them, for the shop to check value by value.
        body: {
          rules: change.rules as z.input<typeof shopRulesUpdateSchema>['rules'],
          version: change.version,
        },
        bearerToken: staffToken,
      });
      return fromAnswer('admin.saveShopRules', answer, (wire) => wire);
    },

    async orderArtworks(staffToken, orderNumber) {
      const answer = await client.call('admin.orderArtworks', {
        params: { orderNumber },
        bearerToken: staffToken,
      });
      return fromAnswer('admin.orderArtworks', answer, (wire) => ({
        orderId: wire.orderId,
        orderNumber: wire.orderNumber,
        lines: wire.lines.map((line) => ({
          id: line.id,
          productName: line.productName,
          jobName: line.jobName,
          designBrief: line.designBrief ?? undefined,
        })),
        artworks: artworksOf(wire),
      }));
    },

    async downloadArtwork(staffToken, orderNumber, artworkId) {
      const answer = await client.download('admin.downloadArtwork', {
        params: { orderNumber, uploadId: artworkId },
        bearerToken: staffToken,
      });
      return answer.ok ? answer : err(domainErrorOf(answer.error));
    },

    async artworkPreview(staffToken, artworkId, page) {
      const answer = await client.download('admin.artworkPreview', {
        params: { uploadId: artworkId, page: page === 1 ? '1' : '2' },
        bearerToken: staffToken,
      });
      return answer.ok ? answer : err(domainErrorOf(answer.error));
    },

    async pages(staffToken) {
      const answer = await client.call('admin.pages', { bearerToken: staffToken });
      return fromAnswer('admin.pages', answer, ({ pages }) => pages.map((page) => ({ ...page })));
    },

    async page(staffToken, id) {
      const answer = await client.call('admin.page', { params: { id }, bearerToken: staffToken });
      return fromAnswer('admin.page', answer, staffPageOf);
    },

    async previewPage(staffToken, id, draft) {
      const answer = await client.call('admin.previewPage', {
        params: { id },
        body: draftToWire(draft),
        bearerToken: staffToken,
      });
      return fromAnswer('admin.previewPage', answer, pageOf);
    },

    async savePage(staffToken, id, draft) {
      const answer = await client.call('admin.savePage', {
        params: { id },
        body: draftToWire(draft),
        bearerToken: staffToken,
      });
      return fromAnswer('admin.savePage', answer, staffPageOf);
    },

    async failedJobs(staffToken) {
      const answer = await client.call('admin.failedJobs', { bearerToken: staffToken });
      return fromAnswer('admin.failedJobs', answer, (wire) => wire.jobs.map((job) => ({ ...job })));
    },

    async artworkReviews(staffToken) {
      const answer = await client.call('admin.artworkReviews', { bearerToken: staffToken });
      return fromAnswer('admin.artworkReviews', answer, (wire) => wire.reviews.map(artworkReviewOf));
    },

    async reviewArtwork(staffToken, artworkId, decision) {
      const answer = await client.call('admin.reviewArtwork', {
        params: { uploadId: artworkId },
        body:
          decision.decision === 'approve'
            ? { decision: 'approve' }
            : { decision: 'reject', reason: decision.reason },
        bearerToken: staffToken,
      });
      return fromAnswer('admin.reviewArtwork', answer, artworkReviewOf);
    },

    async assets(staffToken) {
      const answer = await client.call('admin.assets', { bearerToken: staffToken });
      return fromAnswer('admin.assets', answer, (wire) => wire.assets);
    },

    async uploadAsset(staffToken, file) {
      const answer = await client.call('admin.uploadAsset', {
        query: { fileName: file.name },
        file: { content: file.content, mediaType: file.mediaType },
        bearerToken: staffToken,
      });
      return fromAnswer('admin.uploadAsset', answer, (wire) => wire);
    },

    async removeAsset(staffToken, id) {
      const answer = await client.call('admin.removeAsset', { params: { id }, bearerToken: staffToken });
      return fromAnswer('admin.removeAsset', answer, (wire) => wire.assets);
    },

    async loginAs(staffToken, target) {
      const answer = await client.call('admin.loginAsUser', {
        body: { customerEmail: target.customerEmail },
        bearerToken: staffToken,
      });
      return fromAnswer('admin.loginAsUser', answer, grantOf);
    },
  };
}
