import {
  type AddressLookupPort,
  type AddressSuggestion,
  addressSearchText,
  type Town,
  type TownLookupPort,
  townFill,
  townLookupCode,
} from '@tirage/domain';
import { type ChangeEvent, Fragment, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { Field } from '../../../components/field.js';
import { t } from '../../../i18n/translate.js';
import { useAddressLookup, useOptionalPorts } from '../../../lib/ports-context.js';

/** The fields of an address form, as posted: `{prefix}.{field}`. */
export const ADDRESS_FIELDS = [
  'firstName',
  'lastName',
  'company',
  'street',
  'streetComplement',
  'postalCode',
  'city',
  'country',
  'phone',
] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];

const REQUIRED: ReadonlySet<AddressField> = new Set([
  'firstName',
  'lastName',
  'street',
  'postalCode',
  'city',
  'country',
]);

const AUTOCOMPLETE: Readonly<Record<AddressField, string>> = {
  firstName: 'given-name',
  lastName: 'family-name',
  company: 'organization',
  street: 'address-line1',
  streetComplement: 'address-line2',
  postalCode: 'postal-code',
  city: 'address-level2',
  country: 'country',
  phone: 'tel',
};

/** Milliseconds of quiet typing before the address lookup is asked: one search per pause. */
export const ADDRESS_SEARCH_DELAY_MS = 250;

/**
 * Puts a value in a field as if typed, so that the form's own validation (Conform's, listening to
 * the document) sees it. React sees no change (the value it tracks moves with the setter).
 */
function fill(input: HTMLInputElement | null, value: string): void {
  if (input === null) return;
  input.value = value;
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/** A country's French name ('France', 'Belgique'). */
export function countryName(code: string, locale: string): string {
  return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
}

/**
 * The town field follows the postal code: the towns of a French code are looked up (the shop's
 * own data), one fills the field, several are offered in its list. The shopper can always type.
 */
function useTownLookup(
  towns: TownLookupPort | undefined,
  field: (name: AddressField) => HTMLInputElement | null,
) {
  const [found, setFound] = useState<readonly Town[]>([]);
  const [status, setStatus] = useState('');
  const filled = useRef<string | undefined>(undefined);
  const latest = useRef(0);

  const lookUp = async () => {
    const country = field('country')?.value ?? '';
    const code = townLookupCode(country, field('postalCode')?.value ?? '');
    const request = ++latest.current;
    if (towns === undefined || code === undefined) {
      setFound([]);
      setStatus('');
      return;
    }
    const answer = await towns.ofPostalCode(country, code);
    // A later code was typed meanwhile: its answer is the one that counts.
    if (request !== latest.current) return;
    if (!answer.ok) {
      setFound([]);
      setStatus('');
      return;
    }
    setFound(answer.value);
    const city = field('city');
    if (city !== null) {
      const next = townFill(answer.value, city.value, filled.current);
      if (next !== undefined) {
        fill(city, next);
        filled.current = next === '' ? undefined : next;
      }
    }
    const [only] = answer.value;
    setStatus(
      answer.value.length === 0
        ? t('checkout.address.townsNone')
        : answer.value.length === 1 && only !== undefined
          ? t('checkout.address.townFound', { town: only.name })
          : t('checkout.address.townsSeveral', { count: answer.value.length }),
    );
  };

  /** A town the lookup of addresses put in the field: the postal code's lookup may replace it. */
  const remember = (town: string) => {
    filled.current = town;
  };
  return { found, status, lookUp, remember };
}

/**
 * Addresses suggested as the shopper types the first line (when the shop has an address lookup
 * key): a list under the field, browsed with the arrow keys, chosen with Enter or a click; the
 * chosen address fills the fields.
 */
function useAddressSuggestions(
  lookup: AddressLookupPort | undefined,
  field: (name: AddressField) => HTMLInputElement | null,
  countries: readonly string[],
  onChosen: (town: string) => void,
) {
  const [suggestions, setSuggestions] = useState<readonly AddressSuggestion[]>([]);
  const [active, setActive] = useState(-1);
  const [status, setStatus] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The latest search and the latest choice: an older answer is dropped.
  const latest = useRef(0);
  const latestChoice = useRef(0);

  useEffect(() => () => clearTimeout(timer.current), []);

  /** Hides the list and drops the searches under way; a chosen address still fills the fields. */
  const close = () => {
    clearTimeout(timer.current);
    latest.current += 1;
    setSuggestions([]);
    setActive(-1);
  };

  const search = async (text: string, container?: string) => {
    if (lookup === undefined) return;
    const request = ++latest.current;
    const country = field('country')?.value ?? '';
    const answer = await lookup.suggest(text, country, container === undefined ? {} : { container });
    if (request !== latest.current) return;
    setActive(-1);
    if (!answer.ok) {
      setSuggestions([]);
      setStatus(t('checkout.address.suggestionsUnavailable'));
      return;
    }
    setSuggestions(answer.value);
    setStatus(
      answer.value.length === 0
        ? t('checkout.address.suggestionsNone')
        : t('checkout.address.suggestionsCount', { count: answer.value.length }),
    );
  };

  const typed = (value: string) => {
    clearTimeout(timer.current);
    const text = addressSearchText(value);
    if (lookup === undefined) return;
    if (text === undefined) {
      close();
      setStatus('');
      return;
    }
    timer.current = setTimeout(() => void search(text), ADDRESS_SEARCH_DELAY_MS);
  };

  const choose = async (suggestion: AddressSuggestion) => {
    if (lookup === undefined) return;
    if (suggestion.kind === 'group') {
      await search(field('street')?.value ?? suggestion.text, suggestion.id);
      return;
    }
    close();
    const request = ++latestChoice.current;
    const answer = await lookup.retrieve(suggestion.id);
    if (request !== latestChoice.current) return;
    if (!answer.ok) {
      setStatus(t('checkout.address.suggestionsUnavailable'));
      return;
    }
    const address = answer.value;
    const set = (name: AddressField, value: string) => fill(field(name), value);
    set('street', address.line1);
    set('streetComplement', address.line2);
    set('postalCode', address.postalCode);
    set('city', address.town);
    if (countries.includes(address.country)) set('country', address.country);
    onChosen(address.town);
    setStatus(t('checkout.address.suggestionChosen'));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (suggestions.length === 0) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + suggestions.length) % suggestions.length);
    } else if (event.key === 'Enter' && active >= 0) {
      // Enter chooses the suggestion instead of sending the form.
      event.preventDefault();
      const chosen = suggestions[active];
      if (chosen !== undefined) void choose(chosen);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close();
    }
  };

  return { suggestions, active, status, typed, choose, onKeyDown, close };
}

/**
 * The fields of a new address, each labelled, with the server's message under a field it refused.
 * What was typed comes back in `values` after a refusal, so nothing is lost.
 *
 * With JavaScript, the town follows a French postal code (the shop's towns lookup), and with the
 * shop's `addressLookupKey` the first line suggests addresses; without, the form is the same plain
 * form, sent as typed.
 */
export function AddressFields({
  prefix,
  countries,
  defaultCountry,
  locale,
  values = {},
  errors = {},
  addressLookupKey = null,
}: {
  readonly prefix: string;
  readonly countries: readonly string[];
  readonly defaultCountry: string;
  readonly locale: string;
  readonly values?: Readonly<Partial<Record<AddressField, string>>>;
  readonly errors?: Readonly<Partial<Record<AddressField, string>>>;
  /** The shop's address lookup key (the basic configuration's Loqate key); null: no suggestions. */
  readonly addressLookupKey?: string | null;
}) {
  const root = useRef<HTMLDivElement>(null);
  const field = (name: AddressField) =>
    root.current?.querySelector<HTMLInputElement>(`[name="${prefix}.${name}"]`) ?? null;
  const towns = useTownLookup(useOptionalPorts()?.towns, field);
  const lookup = useAddressLookup(addressLookupKey);
  const suggestions = useAddressSuggestions(lookup, field, countries, towns.remember);

  const onChange = (event: ChangeEvent<HTMLDivElement>) => {
    const name = (event.target as { name?: unknown }).name;
    if (name === `${prefix}.postalCode` || name === `${prefix}.country`) void towns.lookUp();
    if (name === `${prefix}.street`) suggestions.typed((event.target as unknown as HTMLInputElement).value);
  };

  const listId = `${prefix}-street-suggestions`;
  const optionId = (index: number) => `${listId}-${index}`;
  const townListId = `${prefix}-city-towns`;
  const open = suggestions.suggestions.length > 0;

  return (
    <div className="address-fields" ref={root} onChange={onChange}>
      {ADDRESS_FIELDS.map((name) => {
        const id = `${prefix}-${name}`;
        const error = errors[name];
        const label = REQUIRED.has(name)
          ? t(`checkout.address.${name}`)
          : `${t(`checkout.address.${name}`)} ${t('checkout.optional')}`;
        const autoComplete = `section-${prefix} ${AUTOCOMPLETE[name]}`;
        if (name !== 'country') {
          const input =
            name === 'street' && lookup !== undefined
              ? {
                  role: 'combobox',
                  'aria-autocomplete': 'list' as const,
                  'aria-expanded': open,
                  'aria-controls': listId,
                  'aria-activedescendant': suggestions.active >= 0 ? optionId(suggestions.active) : undefined,
                  onKeyDown: suggestions.onKeyDown,
                  onBlur: suggestions.close,
                }
              : name === 'city' && towns.found.length > 1
                ? { list: townListId }
                : undefined;
          return (
            <Fragment key={name}>
              <Field
                id={id}
                field={{
                  name: `${prefix}.${name}`,
                  initialValue: values[name] ?? '',
                  errors: error === undefined ? undefined : [error],
                }}
                label={label}
                type={name === 'phone' ? 'tel' : 'text'}
                autoComplete={autoComplete}
                {...(input === undefined ? {} : { input })}
              />
              {name === 'street' && lookup !== undefined ? (
                <>
                  <div
                    id={listId}
                    role="listbox"
                    aria-label={t('checkout.address.suggestions')}
                    className="address-suggestions"
                    hidden={!open}
                  >
                    {suggestions.suggestions.map((suggestion, index) => (
                      <div
                        key={suggestion.id}
                        id={optionId(index)}
                        role="option"
                        // Browsed from the field (aria-activedescendant): focus stays in the field.
                        tabIndex={-1}
                        aria-selected={index === suggestions.active}
                        // Chosen before the field loses focus (which closes the list).
                        onMouseDown={(event) => {
                          event.preventDefault();
                          void suggestions.choose(suggestion);
                        }}
                      >
                        {suggestion.text} <span className="field-info">{suggestion.description}</span>
                      </div>
                    ))}
                  </div>
                  <p className="visually-hidden" aria-live="polite">
                    {suggestions.status}
                  </p>
                </>
              ) : null}
              {name === 'city' ? (
                <>
                  <datalist id={townListId}>
                    {towns.found.map((town) => (
                      <option key={town.name} value={town.name} />
                    ))}
                  </datalist>
                  <p className="field-info" aria-live="polite">
                    {towns.status}
                  </p>
                </>
              ) : null}
            </Fragment>
          );
        }
        return (
          <div className="field" key={name}>
            <label htmlFor={id}>{label}</label>
            <select
              id={id}
              name={`${prefix}.${name}`}
              autoComplete={autoComplete}
              aria-invalid={error === undefined ? undefined : true}
              aria-describedby={error === undefined ? undefined : `${id}-error`}
              defaultValue={values.country ?? defaultCountry}
            >
              {countries.map((code) => (
                <option key={code} value={code}>
                  {countryName(code, locale)}
                </option>
              ))}
            </select>
            {error === undefined ? null : (
              <p id={`${id}-error`} className="field-error">
                {error}
              </p>
            )}
          </div>
        );
      })}
    </div>
  );
}
