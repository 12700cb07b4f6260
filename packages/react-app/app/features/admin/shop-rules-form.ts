import {
  ARTWORK_MEDIA_TYPES,
  type ArtworkMediaType,
  type DomainError,
  type ShopRules,
  type ShopRulesProblem,
  validateShopRules,
} from '@tirage/domain';
import { t } from './admin-text.js';

/** The fields of the rules form, each in the unit staff type it in. */
export const SHOP_RULES_FIELDS = [
  'maxLines',
  'maxTaxed',
  'maxFileMb',
  'acceptedTypes',
  'fileCheckPrice',
  'countries',
] as const;
export type ShopRulesField = (typeof SHOP_RULES_FIELDS)[number];

/** The form as shown: the stored rules, or what staff typed (kept as typed when refused). */
export interface ShopRulesFormValues {
  readonly tenant: string;
  readonly version: number;
  /** Line items a cart holds at most. */
  readonly maxLines: string;
  /** Highest cart total incl VAT, in the shop's currency (`100000.00`). */
  readonly maxTaxed: string;
  /** Largest artwork file, in megabytes (1 Mo = 1 048 576 octets). */
  readonly maxFileMb: string;
  readonly acceptedTypes: readonly string[];
  /** Price of the file check, in the shop's currency (`4.90`). */
  readonly fileCheckPrice: string;
  /** ISO codes, comma-separated (`FR, BE, LU`). */
  readonly countries: string;
}

export type ShopRulesFormErrors = Readonly<Partial<Record<ShopRulesField | 'form', string>>>;

const BYTES_PER_MB = 1024 * 1024;

/** A number as staff may type it: `4,90`, `4.90`, `100 000`; NaN when it is no number. */
function typedNumber(text: string): number {
  const compact = text.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.');
  return compact === '' || !/^-?\d*(\.\d*)?$/.test(compact) ? Number.NaN : Number(compact);
}

/** Hundredths shown in major units with two decimals (`490` → `4.90`). */
const majorUnits = (cents: number): string => (cents / 100).toFixed(2);
const megabytes = (bytes: number): string => String(Math.round((bytes / BYTES_PER_MB) * 100) / 100);

/** What the form shows of a shop's stored rules. */
export function formValuesOf(tenant: string, version: number, rules: ShopRules): ShopRulesFormValues {
  return {
    tenant,
    version,
    maxLines: String(rules.cart.maxLines),
    maxTaxed: majorUnits(rules.cart.maxTaxedCents),
    maxFileMb: megabytes(rules.uploads.maxFileBytes),
    acceptedTypes: [...rules.uploads.acceptedTypes],
    fileCheckPrice: majorUnits(rules.fileCheckPriceCents),
    countries: rules.countries.join(', '),
  };
}

/** The form's values as posted. */
export function formValuesFrom(form: FormData): ShopRulesFormValues {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  return {
    tenant: text('tenant'),
    version: Number(text('version')),
    maxLines: text('maxLines'),
    maxTaxed: text('maxTaxed'),
    maxFileMb: text('maxFileMb'),
    acceptedTypes: form.getAll('acceptedTypes').filter((value): value is string => typeof value === 'string'),
    fileCheckPrice: text('fileCheckPrice'),
    countries: text('countries'),
  };
}

/** The rules the values stand for, in the domain's units (what is no number stays NaN, refused). */
export function rulesFromValues(values: ShopRulesFormValues): unknown {
  const cents = (text: string) => Math.round(typedNumber(text) * 100);
  return {
    cart: { maxLines: typedNumber(values.maxLines), maxTaxedCents: cents(values.maxTaxed) },
    uploads: {
      maxFileBytes: Math.round(typedNumber(values.maxFileMb) * BYTES_PER_MB),
      acceptedTypes: [...values.acceptedTypes],
    },
    fileCheckPriceCents: cents(values.fileCheckPrice),
    countries: values.countries
      .split(/[,;\s]+/)
      .map((code) => code.trim())
      .filter((code) => code !== ''),
  };
}

/** The form field a problem's path (`cart.maxLines`, `countries.2`, `rules.…` from the shop) is said at. */
export function fieldOfPath(path: string): ShopRulesField | undefined {
  const [group, name] = path.replace(/^rules\./, '').split('.');
  if (group === 'cart')
    return name === 'maxLines' ? 'maxLines' : name === 'maxTaxedCents' ? 'maxTaxed' : undefined;
  if (group === 'uploads')
    return name === 'maxFileBytes' ? 'maxFileMb' : name === 'acceptedTypes' ? 'acceptedTypes' : undefined;
  if (group === 'fileCheckPriceCents') return 'fileCheckPrice';
  if (group === 'countries') return 'countries';
  return undefined;
}

/** A bound in the unit the field is typed in. */
function shownBound(field: ShopRulesField, value: number): string {
  if (field === 'maxTaxed' || field === 'fileCheckPrice') return majorUnits(value);
  if (field === 'maxFileMb') return megabytes(value);
  return String(value);
}

/** A problem said in French, at its field. */
function problemMessage(field: ShopRulesField, problem: ShopRulesProblem): string {
  switch (problem.kind) {
    case 'notInteger':
      return t(field === 'maxLines' ? 'admin.rules.error.integer' : 'admin.rules.error.number');
    case 'outOfRange':
      return t('admin.rules.error.range', {
        min: shownBound(field, problem.min),
        max: shownBound(field, problem.max),
      });
    case 'empty':
      return t(field === 'countries' ? 'admin.rules.error.noCountry' : 'admin.rules.error.noType');
    case 'duplicate':
      return t('admin.rules.error.duplicate', { value: problem.value });
    case 'unknownValue':
      return t(field === 'countries' ? 'admin.rules.error.unknownCountry' : 'admin.rules.error.unknownType', {
        value: problem.value,
      });
    case 'missingDefault':
      return t('admin.rules.error.defaultCountry', { value: problem.value });
    default:
      return t('admin.rules.error.fields');
  }
}

/** Each field's first problem, in French. */
export function errorsOfProblems(problems: readonly ShopRulesProblem[]): ShopRulesFormErrors {
  const errors: Partial<Record<ShopRulesField | 'form', string>> = { form: t('admin.rules.error.fields') };
  for (const problem of problems) {
    const field = fieldOfPath(problem.path) ?? 'form';
    if (field === 'form' || errors[field] === undefined)
      errors[field] = field === 'form' ? problem.message : problemMessage(field, problem);
  }
  return errors;
}

/**
 * The values checked as the shop will check them (the domain's `validateShopRules`): the rules to
 * send, or each field's problem in French, before anything is sent.
 */
export function checkedRules(
  values: ShopRulesFormValues,
  defaultCountry?: string,
):
  | { readonly ok: true; readonly rules: ShopRules }
  | { readonly ok: false; readonly errors: ShopRulesFormErrors } {
  const checked = validateShopRules(rulesFromValues(values), { defaultCountry });
  return checked.ok
    ? { ok: true, rules: checked.value }
    : { ok: false, errors: errorsOfProblems(checked.error) };
}

/** The shop's refusal of a change, said at the fields. */
export function errorsOfRefusal(error: DomainError): ShopRulesFormErrors {
  if (error.kind === 'request.conflict') return { form: t('admin.rules.error.conflict') };
  if (error.kind !== 'request.invalid') return { form: t('admin.rules.error.failed') };
  const errors: Partial<Record<ShopRulesField | 'form', string>> = { form: t('admin.rules.error.fields') };
  for (const { field, message } of error.fieldErrors) {
    const at = fieldOfPath(field);
    if (at === undefined) errors.form = `${field} : ${message}`;
    else errors[at] ??= message;
  }
  return errors;
}

/** The artwork types staff choose from, with the names the form shows. */
export const ARTWORK_TYPE_CHOICES: readonly { readonly type: ArtworkMediaType; readonly label: string }[] =
  ARTWORK_MEDIA_TYPES.map((type) => ({
    type,
    label: { 'application/pdf': 'PDF', 'image/png': 'PNG', 'image/jpeg': 'JPEG', 'image/tiff': 'TIFF' }[type],
  }));
