import { TOWN_LOOKUP_COUNTRIES } from '@tirage/domain';
import * as z from './wire-zod.js';

/**
 * GET /api/v1/address/towns/: the towns (communes) of a French postal code, for the address
 * forms. Five digits; the overseas departments (971–976) and Monaco are answered as La Poste's
 * data holds them.
 */
export const townsQuerySchema = z.strictObject({
  country: z.string().refine((country) => TOWN_LOOKUP_COUNTRIES.includes(country), {
    error: 'Towns are looked up for French postal codes only (country FR)',
  }),
  postalCode: z.string().regex(/^[0-9]{5}$/, 'A French postal code has 5 digits, e.g. 75011'),
});

export const townSchema = z.object({
  /** The commune's name as people write it ('Saint-Denis-lès-Bourg'; 'Paris' for its arrondissements). */
  name: z.string().min(1),
  /** La Poste's routing label, in capitals without accents ('SAINT-DENIS-LES-BOURG'). */
  postalLabel: z.string().min(1),
  /** The commune's INSEE code ('01344'). */
  inseeCode: z.string().regex(/^[0-9][0-9AB][0-9]{3}$/),
});

/** Empty for a postal code La Poste does not know. */
export const townsResponseSchema = z.object({ towns: z.array(townSchema) });
