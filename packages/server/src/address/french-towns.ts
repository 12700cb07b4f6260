/** A commune of a French postal code, as the towns endpoint answers it. */
export interface FrenchTown {
  readonly name: string;
  readonly postalLabel: string;
  readonly inseeCode: string;
}

// Paris, Marseille and Lyon are split into arrondissements in the data; an address names the city.
const ARRONDISSEMENT = /^(Paris|Marseille|Lyon) \d+(?:er|e) Arrondissement$/;

let loaded: Promise<typeof import('codes-postaux')> | undefined;

/** The package reads its 4 MB table when it is loaded: on the first lookup, not at start. */
function codesPostaux(): Promise<typeof import('codes-postaux')> {
  loaded ??= import('codes-postaux');
  return loaded;
}

/**
 * The communes of a five-digit French postal code, each once, in the data's order; empty for a
 * code La Poste does not know. Served from the server only: the table is too large for a page.
 */
export async function frenchTowns(postalCode: string): Promise<readonly FrenchTown[]> {
  const { find } = await codesPostaux();
  const towns: FrenchTown[] = [];
  for (const entry of find(postalCode)) {
    const name = entry.nomCommune.replace(ARRONDISSEMENT, '$1');
    if (towns.some((town) => town.name === name)) continue;
    towns.push({ name, postalLabel: entry.libelleAcheminement, inseeCode: entry.codeCommune });
  }
  return towns;
}
