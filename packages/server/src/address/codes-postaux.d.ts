/** `codes-postaux` ships no types: its one function, as the towns lookup uses it. */
declare module 'codes-postaux' {
  /** One row of La Poste's postal code base, linked to INSEE's communes. */
  export interface PostalCodeEntry {
    readonly codePostal: string;
    readonly codeCommune: string;
    readonly nomCommune: string;
    readonly libelleAcheminement: string;
  }
  export function find(postalCode: string): readonly PostalCodeEntry[];
}
