import { err, ok, type Result } from '../shared/result.js';

/**
 * What a shopper asks of the shop's graphic designer when they choose the human design service
 * (upload type `hds`, "Un graphiste crée mon design"): the texts to print, colours, a style, the
 * files to reuse and any notes. It travels as the design service's `serviceAttributes.inputText`
 * on the cart line, in the readable text of `designBriefText`, so the cart, the order and staff
 * read it as it is.
 */
export interface DesignBrief {
  /** Every text the design must hold (name, titles, address, prices…): required. */
  readonly texts: string;
  readonly colours: string;
  readonly style: DesignStyle | undefined;
  /** Logo, photos: what the designer is to reuse (sent after the order, or already in the cart). */
  readonly files: string;
  readonly notes: string;
}

export type DesignBriefField = keyof DesignBrief;

/** The styles a shopper may pick; the storefront names them. */
export const DESIGN_STYLES = ['sober', 'modern', 'colourful', 'elegant', 'playful'] as const;
export type DesignStyle = (typeof DESIGN_STYLES)[number];

/** The styles as the brief's text names them for the designer (and the storefront shows them). */
export const DESIGN_STYLE_LABELS: Readonly<Record<DesignStyle, string>> = {
  sober: 'Sobre',
  modern: 'Moderne',
  colourful: 'Coloré',
  elegant: 'Élégant',
  playful: 'Ludique',
};

/**
 * The service's limits, in characters: the whole text stays within a line service's 4 000
 * (`longTextSchema`), headings included.
 */
export const DESIGN_BRIEF_LIMITS = { texts: 1_500, colours: 200, files: 500, notes: 1_000 } as const;

/** The brief's whole text, headings and indents included: a line service's text (`longTextSchema`). */
const DESIGN_BRIEF_TEXT_MAX = 4_000;

/** Why a brief is refused, field by field. */
export type DesignBriefProblem =
  | { readonly field: 'texts'; readonly kind: 'designBrief.textsRequired' }
  | {
      readonly field: Exclude<DesignBriefField, 'style'>;
      readonly kind: 'designBrief.tooLong';
      readonly max: number;
    }
  | { readonly field: 'style'; readonly kind: 'designBrief.unknownStyle' };

/** A brief as a form gives it: any field may be missing. */
export type DesignBriefInput = Partial<Readonly<Record<DesignBriefField, string>>>;

const clean = (text: string | undefined): string => (text ?? '').replace(/\r\n?/g, '\n').trim();

const isStyle = (value: string): value is DesignStyle => (DESIGN_STYLES as readonly string[]).includes(value);

/**
 * Checks a brief: the texts to print are required, each field within its limit, the style one of
 * `DESIGN_STYLES` or none. Text is trimmed and its line ends made `\n`.
 */
export function checkDesignBrief(
  input: DesignBriefInput,
): Result<DesignBrief, readonly DesignBriefProblem[]> {
  const texts = clean(input.texts);
  const colours = clean(input.colours);
  const files = clean(input.files);
  const notes = clean(input.notes);
  const style = clean(input.style);
  const problems: DesignBriefProblem[] = [];
  if (texts === '') problems.push({ field: 'texts', kind: 'designBrief.textsRequired' });
  for (const [field, value] of [
    ['texts', texts],
    ['colours', colours],
    ['files', files],
    ['notes', notes],
  ] as const) {
    const max = DESIGN_BRIEF_LIMITS[field];
    if (value.length > max) problems.push({ field, kind: 'designBrief.tooLong', max });
  }
  if (style !== '' && !isStyle(style)) problems.push({ field: 'style', kind: 'designBrief.unknownStyle' });
  if (problems.length > 0) return err(problems);
  const brief = { texts, colours, style: style === '' ? undefined : (style as DesignStyle), files, notes };
  // Headings and indents count too: the whole text must fit the line's service (many short lines).
  if (designBriefText(brief).length > DESIGN_BRIEF_TEXT_MAX) {
    return err([{ field: 'texts', kind: 'designBrief.tooLong', max: DESIGN_BRIEF_LIMITS.texts }]);
  }
  return ok(brief);
}

/** The headings of the brief's text, in French: staff and the shopper read them as they are. */
const HEADINGS: Readonly<Record<DesignBriefField, string>> = {
  texts: 'Textes à imprimer :',
  colours: 'Couleurs :',
  style: 'Style :',
  files: 'Fichiers à reprendre :',
  notes: 'Remarques :',
};
const FIELDS: readonly DesignBriefField[] = ['texts', 'colours', 'style', 'files', 'notes'];
const INDENT = '  ';

/**
 * A brief as the line's text: each filled field under its heading, its lines indented by two
 * spaces (so no text a shopper types can pass for a heading). `parseDesignBrief` reads it back.
 */
export function designBriefText(brief: DesignBrief): string {
  return FIELDS.flatMap((field) => {
    const value =
      field === 'style' ? (brief.style === undefined ? '' : DESIGN_STYLE_LABELS[brief.style]) : brief[field];
    if (value === '') return [];
    return [HEADINGS[field], ...value.split('\n').map((line) => `${INDENT}${line}`)];
  }).join('\n');
}

/**
 * Reads a line's brief text back (to edit the line, or to check what a client sent): undefined
 * when it is not a brief's text, else the brief, checked as `checkDesignBrief` checks it.
 */
export function parseDesignBrief(
  text: string,
): Result<DesignBrief, readonly DesignBriefProblem[]> | undefined {
  const fields: Partial<Record<DesignBriefField, string[]>> = {};
  let current: DesignBriefField | undefined;
  for (const line of text.replace(/\r\n?/g, '\n').split('\n')) {
    if (line.startsWith(INDENT) && current !== undefined) {
      fields[current]?.push(line.slice(INDENT.length));
      continue;
    }
    const field = FIELDS.find((candidate) => HEADINGS[candidate] === line);
    if (field === undefined || fields[field] !== undefined) return undefined;
    fields[field] = [];
    current = field;
  }
  const input: Record<string, string> = {};
  for (const field of FIELDS) {
    const lines = fields[field];
    if (lines !== undefined) input[field] = lines.join('\n');
  }
  const styleLabel = input.style;
  if (styleLabel !== undefined) {
    const style = DESIGN_STYLES.find((candidate) => DESIGN_STYLE_LABELS[candidate] === styleLabel);
    // A label the shop does not know stays as it is: the check refuses it.
    if (style !== undefined) input.style = style;
  }
  return checkDesignBrief(input);
}
