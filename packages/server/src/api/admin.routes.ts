import { randomUUID } from 'node:crypto';
import { MAX_SHOP_ASSET_BYTES, routes, SHOP_ASSET_MEDIA_TYPES } from '@tirage/api-client/contract';
import type { ApiModule } from '../app.js';
import { type ArtworkRouteOptions, fileStoreOf } from '../artwork/artwork-options.js';
import {
  deleteShopAsset,
  findShopAsset,
  insertShopAsset,
  listShopAssets,
  SHOP_ASSET_EXTENSIONS,
  shopAssetToWire,
} from '../artwork/shop-asset-store.js';
import { createStaffAuthenticator, customerAuthentication, requireSigningKey } from '../auth/authenticate.js';
import { findCredentials, findCustomer, normaliseEmail } from '../auth/customer-store.js';
import { createLoginThrottle } from '../auth/login-throttle.js';
import { createPasswordChecker } from '../auth/passwords.js';
import {
  findStaffCredentials,
  findStaffMember,
  openLoginAsSession,
  openStaffSession,
  revokeStaffSession,
  searchCustomers,
} from '../auth/staff-store.js';
import { createAccessTokens, LOGIN_AS_TOKEN_TTL_S, STAFF_TOKEN_TTL_S } from '../auth/tokens.js';
import { socketAddress } from '../http/client-address.js';
import { answer, mountRoute, refuse } from '../http/route.js';
import { checkPassword, INVALID_CREDENTIALS } from './auth.routes.js';
import type { ShopApiOptions } from './shop-api-options.js';
import { rulesToWire } from './shop-rules.routes.js';

const NOT_A_PICTURE = () =>
  refuse(415, 'Only PNG, JPEG and WebP pictures are accepted', { kind: 'admin.assetType' });
const ASSET_TOO_LARGE = (maxBytes: number) =>
  refuse(413, `A shop asset is at most ${maxBytes} bytes`, { kind: 'admin.assetTooLarge' });
const EMPTY_ASSET = () => refuse(400, 'The file is empty', { kind: 'admin.assetEmpty' });

const isShopAssetType = (type: string | undefined): type is (typeof SHOP_ASSET_MEDIA_TYPES)[number] =>
  (SHOP_ASSET_MEDIA_TYPES as readonly (string | undefined)[]).includes(type);

/** How many customers a search answers. */
const CUSTOMER_SEARCH_LIMIT = 20;
/** How many failed jobs staff are shown (the newest). */
const FAILED_JOBS_LIMIT = 100;

/**
 * The back office's calls: staff login and logout, finding a customer, and opening a session as
 * that customer (admin login-as, specification sections 6 and 7). A login-as token is the
 * customer's for every call, names the staff member, and ends with the staff session; what staff
 * change with it is recorded (`staff_actions`).
 */
export const adminRoutes =
  (options: ShopApiOptions, assets: ArtworkRouteOptions = {}): ApiModule =>
  (api, { db, logger, tokenSigningKey, storage, streamOwnBody, jobs }) => {
    const tokens = createAccessTokens(requireSigningKey(tokenSigningKey, 'admin'), options.clock);
    const passwords = createPasswordChecker();
    // Staff logins are counted apart from customers': a customer's failures never lock staff out.
    const throttle = createLoginThrottle(db, 'staff-login', options.loginThrottle);
    const clientIp = options.clientIp ?? socketAddress;
    const deps = {
      db,
      ...customerAuthentication(tokens, db),
      authenticateStaff: createStaffAuthenticator(tokens, db),
      ...(options.validateResponses === undefined ? {} : { validateResponses: options.validateResponses }),
    };

    mountRoute(api, routes['admin.login'], deps, async ({ body, c }) => {
      const checked = await checkPassword(
        {
          throttle,
          passwords,
          c,
          warn: (ip) => (c.get('logger') ?? logger).warn({ ip }, 'staff login throttled'),
        },
        { email: normaliseEmail(body.email), ip: clientIp(c), password: body.password },
        (email) => findStaffCredentials(db, email),
      );
      if (!checked.ok) return checked.refusal;
      const member = await findStaffMember(db, checked.id);
      if (member === undefined) return refuse(401, INVALID_CREDENTIALS, { kind: 'auth.invalid_credentials' });
      const now = options.clock.now();
      const sessionId = randomUUID();
      await openStaffSession(
        db,
        { id: sessionId, staffId: member.id, expiresAt: now.add({ seconds: STAFF_TOKEN_TTL_S }) },
        now,
      );
      const access = await tokens.issueStaff(member.id, sessionId);
      (c.get('logger') ?? logger).info({ staffId: member.id }, 'staff logged in');
      return answer({
        token_type: 'Bearer' as const,
        access_token: access.token,
        expires_in: access.expiresIn,
        staff: member,
      });
    });

    mountRoute(api, routes['admin.logout'], deps, async ({ staff }) => {
      await revokeStaffSession(db, staff.sessionId, options.clock.now());
      return answer({ loggedOut: true as const });
    });

    mountRoute(api, routes['admin.me'], deps, async ({ staff }) => {
      const member = await findStaffMember(db, staff.staffId);
      return member === undefined
        ? refuse(401, 'Access token not valid', { kind: 'auth.token_invalid' })
        : answer(member);
    });

    mountRoute(api, routes['admin.customers'], deps, async ({ query }) =>
      answer({ customers: [...(await searchCustomers(db, query.q, CUSTOMER_SEARCH_LIMIT))] }),
    );

    // The jobs that ran out of retries (docs/operations.md, "Jobs"); none without a job queue.
    mountRoute(api, routes['admin.failedJobs'], deps, async () =>
      answer({ jobs: jobs === undefined ? [] : [...(await jobs.failedJobs(FAILED_JOBS_LIMIT))] }),
    );

    mountRoute(api, routes['admin.baseConfigs'], deps, async ({ tenancy }) => {
      const hostsOf = (code: string) =>
        Object.entries(tenancy.hosts).flatMap(([host, tenant]) => (tenant === code ? [host] : []));
      return answer({
        tenants: [...tenancy.tenants.values()].map((tenant) => ({
          code: tenant.code,
          domain: tenant.domain,
          baseUrl: tenant.baseUrl,
          timeZone: tenant.timeZone,
          hosts: hostsOf(tenant.code).sort(),
          domainConfig: { ...tenant.domainConfig, countries: [...tenant.domainConfig.countries] },
          rules: rulesToWire(tenant.rules),
          rulesVersion: tenant.rulesVersion,
        })),
        exchangeRates: { ...tenancy.exchangeRates },
        defaultHost: tenancy.defaultHost,
      });
    });

    // Shop assets live in the object storage beside the artwork files (`media/shop/`); an
    // application without one (a test of another feature) serves none.
    const media = fileStoreOf('shopMedia', assets, storage);
    const maxAssetBytes = assets.maxBytes ?? MAX_SHOP_ASSET_BYTES;
    const assetList = async () => ({ assets: (await listShopAssets(db)).map(shopAssetToWire) });
    if (media !== undefined) {
      mountRoute(api, routes['admin.assets'], deps, async () => answer(await assetList()));

      streamOwnBody(routes['admin.uploadAsset']);
      mountRoute(api, routes['admin.uploadAsset'], deps, async ({ query, staff, c }) => {
        const declared = (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
        if (!isShopAssetType(declared)) return NOT_A_PICTURE();
        if (Number(c.req.header('content-length') ?? Number.NaN) > maxAssetBytes)
          return ASSET_TOO_LARGE(maxAssetBytes);
        const body = c.req.raw.body;
        if (body === null) return EMPTY_ASSET();
        const received = await media.receive(body, maxAssetBytes);
        if (received.tooLarge) {
          c.header('connection', 'close');
          return ASSET_TOO_LARGE(maxAssetBytes);
        }
        const { file } = received;
        try {
          if (file.sizeBytes === 0) return EMPTY_ASSET();
          // The type its bytes show, whatever the request declared.
          const mediaType = await file.sniffMediaType();
          if (!isShopAssetType(mediaType)) return NOT_A_PICTURE();
          const id = randomUUID();
          const storageKey = `shop/${id}.${SHOP_ASSET_EXTENSIONS[mediaType]}`;
          await file.keep(storageKey, { contentType: mediaType });
          try {
            const row = await insertShopAsset(db, {
              id,
              fileName: query.fileName,
              mediaType,
              sizeBytes: file.sizeBytes,
              storageKey,
              staffId: staff.staffId,
            });
            (c.get('logger') ?? logger).info({ staffId: staff.staffId, assetId: id }, 'shop asset uploaded');
            return answer(shopAssetToWire(row));
          } catch (error) {
            await media.remove(storageKey);
            throw error;
          }
        } finally {
          await file.discard();
        }
      });

      mountRoute(api, routes['admin.removeAsset'], deps, async ({ params }) => {
        const row = await findShopAsset(db, params.id);
        if (row === undefined) return refuse(404, 'Shop asset not found', { kind: 'admin.assetNotFound' });
        await deleteShopAsset(db, row.id);
        await media.remove(row.storageKey);
        return answer(await assetList());
      });

      mountRoute(api, routes['shopAssets.file'], deps, async ({ params }) => {
        const id = params.file.slice(0, 36);
        const row = await findShopAsset(db, id);
        const found =
          row === undefined || shopAssetToWire(row).url.endsWith(params.file) === false
            ? undefined
            : await media.open(row.storageKey);
        if (row === undefined || found === undefined)
          return refuse(404, 'Shop asset not found', { kind: 'admin.assetNotFound' });
        return answer(
          new Response(found.stream, {
            headers: {
              'content-type': row.mediaType,
              'content-length': String(found.sizeBytes),
              'cache-control': 'public, max-age=31536000, immutable',
              'x-content-type-options': 'nosniff',
            },
          }),
        );
      });
    }

    mountRoute(api, routes['admin.loginAsUser'], deps, async ({ body, staff, c }) => {
      const account = await findCredentials(db, normaliseEmail(body.customerEmail));
      const customer = account === undefined ? undefined : await findCustomer(db, account.id);
      if (customer === undefined)
        return refuse(404, 'No customer with this email', { kind: 'admin.customerNotFound' });
      const member = await findStaffMember(db, staff.staffId);
      if (member === undefined) return refuse(401, 'Access token not valid', { kind: 'auth.token_invalid' });
      const now = options.clock.now();
      const sessionId = randomUUID();
      await openLoginAsSession(
        db,
        {
          id: sessionId,
          staffId: staff.staffId,
          staffSessionId: staff.sessionId,
          customerId: customer.id,
          expiresAt: now.add({ seconds: LOGIN_AS_TOKEN_TTL_S }),
        },
        now,
      );
      const access = await tokens.issueLoginAs(customer, sessionId, member);
      (c.get('logger') ?? logger).info(
        { staffId: staff.staffId, customerId: customer.id, loginAsSessionId: sessionId },
        'staff logged in as a customer',
      );
      return answer({
        token_type: 'Bearer' as const,
        access_token: access.token,
        expires_in: access.expiresIn,
        // A session as a customer is not renewed: staff open a new one.
        refresh_token: null,
        refresh_expires_in: null,
        user: {
          id: customer.id,
          email: customer.email,
          firstName: customer.firstName,
          user_category: customer.userCategory,
          scopes: ['loginAs'],
        },
      });
    });
  };
