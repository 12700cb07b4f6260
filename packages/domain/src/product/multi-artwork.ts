import { sameQuantity } from '../quantity/quantity.js';

/** One artwork of a multi-artwork line (roll labels: several designs printed in one job). */
export interface MultiArtworkEntry {
  readonly name: string;
  readonly quantity: number;
  readonly rolls?: number;
  readonly labelsPerRoll?: number;
}

export const DEFAULT_ROLLS = 1;
export const DEFAULT_LABELS_PER_ROLL = 500;

/** A fresh artwork as the form shows it: one roll of 500 labels. */
export function newArtworkEntry(name: string): MultiArtworkEntry {
  return {
    name,
    quantity: DEFAULT_ROLLS * DEFAULT_LABELS_PER_ROLL,
    rolls: DEFAULT_ROLLS,
    labelsPerRoll: DEFAULT_LABELS_PER_ROLL,
  };
}

// A count that is absent, not finite or not above zero is no count at all.
const positive = (value: number | undefined): value is number =>
  value !== undefined && Number.isFinite(value) && value > 0;

/** Rows the shopper left half-filled are dropped: an artwork needs a name and a quantity or some rolls. */
export function keepValidArtworks(entries: readonly MultiArtworkEntry[]): readonly MultiArtworkEntry[] {
  return entries.filter(
    (entry) => entry.name.trim() !== '' && (positive(entry.quantity) || positive(entry.rolls)),
  );
}

/**
 * Labels printed for one artwork: rolls × labels per roll (500 when not given) when sold by the
 * roll, else its quantity. Rolls that are not a positive, finite number count as absent, as in
 * `keepValidArtworks`, so `{ quantity: 250, rolls: 0 }` is 250 labels.
 */
export function artworkLabels(entry: MultiArtworkEntry): number {
  return positive(entry.rolls)
    ? entry.rolls * (entry.labelsPerRoll ?? DEFAULT_LABELS_PER_ROLL)
    : entry.quantity;
}

/** Labels printed for a whole multi-artwork line, counting only the artworks that are kept. */
export function totalArtworkLabels(entries: readonly MultiArtworkEntry[]): number {
  return keepValidArtworks(entries).reduce((total, entry) => total + artworkLabels(entry), 0);
}

/**
 * A multi-artwork job can be ordered once it has at least one artwork and its artworks add up to
 * the quantity ordered (the server refuses any other line).
 */
export function artworksCoverQuantity(entries: readonly MultiArtworkEntry[], quantity: number): boolean {
  const kept = keepValidArtworks(entries);
  return kept.length > 0 && sameQuantity(totalArtworkLabels(kept), quantity);
}
