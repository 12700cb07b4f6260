import { domainConfigSchema, routes } from '@tirage/api-client/contract';
import { domainConfigPartOf, type ShopRules, validateShopRules } from '@tirage/domain';
import { sql } from 'kysely';
import type { ApiModule } from '../app.js';
import { createStaffAuthenticator, customerAuthentication, requireSigningKey } from '../auth/authenticate.js';
import { createAccessTokens } from '../auth/tokens.js';
import { jsonb, queryBuilder } from '../db/query-builder.js';
import { mountRoute, Refusal, refuse, refuseFields } from '../http/route.js';
import { transactionOutcome } from '../http/transaction-outcome.js';
import type { ShopApiOptions } from './shop-api-options.js';

/** The rules as the wire carries them (mutable arrays). */
export const rulesToWire = (rules: ShopRules) => ({
  cart: { ...rules.cart },
  uploads: { ...rules.uploads, acceptedTypes: [...rules.uploads.acceptedTypes] },
  fileCheckPriceCents: rules.fileCheckPriceCents,
  countries: [...rules.countries],
});

/**
 * Staff change a shop's rules (`PUT /api/v1/admin/shop-rules/:tenant`). Every value is checked
 * by the domain's `validateShopRules`, each wrong field answered by its path, and nothing is
 * written then; a change made from rules read before another change is refused (409). The cart
 * and upload limits go to `shop_rules`, the countries and the file check price to the domain
 * config, where the basic config and every check already read them; `tenants` announces the
 * change, so every server's cache forgets the old rules.
 */
export const shopRulesRoutes =
  (options: ShopApiOptions): ApiModule =>
  (api, { db, reads, logger, tokenSigningKey }) => {
    const tokens = createAccessTokens(requireSigningKey(tokenSigningKey, 'shop rules'), options.clock);
    const deps = {
      db,
      ...customerAuthentication(tokens, db),
      authenticateStaff: createStaffAuthenticator(tokens, db),
      ...(options.validateResponses === undefined ? {} : { validateResponses: options.validateResponses }),
    };

    mountRoute(api, routes['admin.saveShopRules'], deps, async ({ params, body, staff }) => {
      const outcome = await transactionOutcome(db, async (tx) => {
        // Locked while it is compared, so that two changes from one reading cannot both pass.
        const row = await queryBuilder(tx)
          .selectFrom('tenants')
          .select(['domainConfig', 'rulesVersion'])
          .where('code', '=', params.tenant)
          .forUpdate()
          .executeTakeFirst();
        if (row === undefined || row.domainConfig === null) {
          throw new Refusal(refuse(404, `No shop ${params.tenant}`, { kind: 'tenant.notFound' }));
        }
        const domainConfig = domainConfigSchema.parse(row.domainConfig);
        const checked = validateShopRules(body.rules, { defaultCountry: domainConfig.default_iso2 });
        if (!checked.ok) {
          throw new Refusal(
            refuseFields(
              checked.error.map((problem) => ({ path: `rules.${problem.path}`, message: problem.message })),
            ),
          );
        }
        if (row.rulesVersion !== body.version) {
          throw new Refusal(
            refuse(409, "The shop's rules changed since they were read: read them again", {
              kind: 'request.conflict',
            }),
          );
        }
        const rules = checked.value;
        const version = row.rulesVersion + 1;
        await queryBuilder(tx)
          .updateTable('tenants')
          .set({
            shopRules: jsonb({ cart: rules.cart, uploads: rules.uploads }),
            // Key by key: the rest of the domain config is left as it is.
            domainConfig: sql`domain_config || ${JSON.stringify(domainConfigPartOf(rules))}::jsonb`,
            rulesVersion: version,
          })
          .where('code', '=', params.tenant)
          .execute();
        return { tenant: params.tenant, rules: rulesToWire(rules), version };
      });
      if (outcome.ok) {
        // This server serves the new rules from the next request on; the others hear of it.
        reads.forget();
        logger.info({ tenant: params.tenant, staffId: staff.staffId }, "shop's rules changed");
      }
      return outcome;
    });
  };
