import type { InputHTMLAttributes } from 'react';

/**
 * What a field needs from its form (Conform's field metadata has it): its name, the value to show
 * first, and its French error messages once it was validated.
 */
export interface FieldState {
  readonly name: string;
  readonly initialValue?: unknown;
  readonly errors?: readonly string[] | undefined;
}

/**
 * One labelled text input of a form (a text area when it is given `rows`): its French error under
 * it, announced through `aria-invalid` and `aria-describedby` (with the hint, when there is one).
 * Its id is `id`, else `{idPrefix}-{name}`.
 */
export function Field({
  field,
  id: givenId,
  idPrefix = 'field',
  label,
  hint,
  type = 'text',
  autoComplete,
  minLength,
  maxLength,
  required,
  rows,
  input,
}: {
  readonly field: FieldState;
  readonly id?: string;
  readonly idPrefix?: string;
  readonly label: string;
  readonly hint?: string;
  readonly type?: 'text' | 'email' | 'password' | 'tel';
  readonly autoComplete?: string;
  /** The browser's own checks, for a page not yet hydrated. */
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly required?: boolean;
  /** Lines of a text area, for a text of several lines (a reason, a note). */
  readonly rows?: number;
  /** More attributes and handlers of the input (a combobox's ARIA states), not of a text area. */
  readonly input?: Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'type' | 'defaultValue'>;
}) {
  const id = givenId ?? `${idPrefix}-${field.name}`;
  const error = field.errors?.[0];
  const described = [
    ...(hint === undefined ? [] : [`${id}-hint`]),
    ...(error === undefined ? [] : [`${id}-error`]),
  ].join(' ');
  const control = {
    name: field.name,
    defaultValue: typeof field.initialValue === 'string' ? field.initialValue : '',
    autoComplete,
    minLength,
    maxLength,
    required,
    'aria-invalid': error === undefined ? undefined : true,
    'aria-describedby': described === '' ? undefined : described,
  };
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {rows === undefined ? (
        <input id={id} type={type} {...control} {...input} />
      ) : (
        <textarea id={id} rows={rows} {...control} />
      )}
      {hint === undefined ? null : (
        <p id={`${id}-hint`} className="field-info">
          {hint}
        </p>
      )}
      {error === undefined ? null : (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
