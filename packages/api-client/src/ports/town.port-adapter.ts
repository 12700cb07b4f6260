import { err, type TownLookupPort } from '@tirage/domain';
import type { ApiClient } from '../client/api-client.js';
import { townsQuerySchema } from '../contract/address-lookup.js';
import { fromAnswer } from './answers.js';

/** The towns of a postal code, from the shop's own lookup (`GET /api/v1/address/towns/`). */
export function createTownLookupPort(client: ApiClient): TownLookupPort {
  return {
    async ofPostalCode(country, postalCode) {
      // A code or country the shop refuses is known without asking it.
      const query = townsQuerySchema.safeParse({ country, postalCode });
      if (!query.success) {
        return err({
          kind: 'request.invalid',
          message: 'The request is not valid',
          fieldErrors: query.error.issues.map((issue) => ({
            field: String(issue.path[0] ?? ''),
            message: issue.message,
          })),
        });
      }
      const answer = await client.call('address.towns', { query: query.data });
      return fromAnswer('address.towns', answer, ({ towns }) =>
        towns.map(({ name, postalLabel }) => ({ name, postalLabel })),
      );
    },
  };
}
