import type { Temporal } from 'temporal-polyfill';
import { selectionQueryOf } from '../product-page/selection-query.js';
import { err, ok, type Result } from '../shared/result.js';
import type { ProductSelection } from './product.js';

/**
 * A customer keeps at most this many saved designs: the design area shows them all on one page,
 * and a design costs a row per save, so the server refuses the one past the limit.
 */
export const MAX_SAVED_DESIGNS = 100;

/** A design's name is what the customer finds it by in the design area; this many characters at most. */
export const DESIGN_NAME_MAX_LENGTH = 100;

/**
 * What a saved design keeps of the product page's selection: the choices that make the job. The
 * artworks of a multi-artwork job are named per order and the promo code is checked when the
 * job is ordered, so neither is kept: the page reopens on one artwork and without a code. A design
 * made online is a document of its own (the designer's), not part of the saved selection.
 */
export type DesignSelection = Pick<ProductSelection, 'selectedAttributes'> &
  Partial<
    Pick<
      ProductSelection,
      'quantity' | 'deliveryOption' | 'productionTime' | 'uploadType' | 'fileCheck' | 'jobName'
    >
  >;

/** A product configuration the customer saved under a name, to reopen it later. */
export interface SavedDesign {
  readonly id: string;
  readonly name: string;
  /** The product the selection was made on. */
  readonly productConfigurationId: string;
  /** The product's name as the catalogue says it now (its id when it is no longer sold). */
  readonly productName: string;
  /** The product's page; undefined when the product is no longer sold. */
  readonly productPath: string | undefined;
  /** The product's picture, shown as the design's thumbnail. */
  readonly imageUrl: string | undefined;
  readonly selection: DesignSelection;
  readonly createdAt: Temporal.Instant;
  /** The last change: the save, or the last rename. */
  readonly updatedAt: Temporal.Instant;
}

/** A design to save: a name and the selection of a product page. */
export interface DesignDraft {
  readonly name: string;
  readonly productConfigurationId: string;
  readonly selection: DesignSelection;
}

/** What a product page's selection becomes when it is saved as a design (see `DesignSelection`). */
export function designSelectionOf(selection: ProductSelection): DesignSelection {
  return {
    selectedAttributes: selection.selectedAttributes,
    quantity: selection.quantity,
    deliveryOption: selection.deliveryOption,
    productionTime: selection.productionTime,
    uploadType: selection.uploadType,
    fileCheck: selection.fileCheck,
    jobName: selection.jobName,
  };
}

/** Why a design name is refused. */
export type DesignNameProblem = 'empty' | 'tooLong' | 'controlCharacter';

const DESIGN_NAME_MESSAGES: Readonly<Record<DesignNameProblem, string>> = {
  empty: 'A design needs a name',
  tooLong: `A design name holds at most ${DESIGN_NAME_MAX_LENGTH} characters`,
  controlCharacter: 'A design name cannot hold control characters',
};

/** The API's English message for a refused design name. */
export const designNameMessage = (problem: DesignNameProblem): string => DESIGN_NAME_MESSAGES[problem];

// Control characters (tabs and line breaks included) would break the one-line lists that show names.
// biome-ignore lint/suspicious/noControlCharactersInRegex: they are what the rule looks for
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f-\u009f]/;

/**
 * A design name as it is kept: trimmed, not empty, at most `DESIGN_NAME_MAX_LENGTH` characters
 * (counted as the shopper counts them, by code point), and on one line.
 */
export function checkDesignName(raw: string): Result<string, DesignNameProblem> {
  const name = raw.trim();
  if (name === '') return err('empty');
  if ([...name].length > DESIGN_NAME_MAX_LENGTH) return err('tooLong');
  if (CONTROL_CHARACTER.test(name)) return err('controlCharacter');
  return ok(name);
}

/** Whether a customer holding `count` designs may save one more. */
export function hasRoomForDesign(count: number): boolean {
  return count < MAX_SAVED_DESIGNS;
}

/** The product page that reopens a design (`?design_id=`); undefined when its product is gone. */
export function designPagePath(design: Pick<SavedDesign, 'id' | 'productPath'>): string | undefined {
  if (design.productPath === undefined) return undefined;
  return `${design.productPath}${selectionQueryOf({ kind: 'design', designId: design.id })}`;
}
