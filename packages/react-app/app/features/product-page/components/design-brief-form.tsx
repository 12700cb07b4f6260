import {
  DESIGN_BRIEF_LIMITS,
  DESIGN_STYLES,
  type DesignBriefField,
  type DesignBriefInput,
  type DesignBriefProblem,
} from '@tirage/domain';
import type { ChangeEvent } from 'react';
import { t } from '../../../i18n/translate.js';

/** The French message of a field's first problem, if any. */
function messageOf(problems: readonly DesignBriefProblem[], field: DesignBriefField): string | undefined {
  const problem = problems.find((candidate) => candidate.field === field);
  if (problem === undefined) return undefined;
  switch (problem.kind) {
    case 'designBrief.textsRequired':
      return t('designBrief.error.textsRequired');
    case 'designBrief.tooLong':
      return t('designBrief.error.tooLong', { max: problem.max });
    case 'designBrief.unknownStyle':
      return t('designBrief.error.unknownStyle');
  }
}

type TextField = Exclude<DesignBriefField, 'style'>;

/** The id of a field of the brief (one brief per page): the page focuses the first refused one. */
export const briefFieldId = (field: DesignBriefField | undefined): string =>
  `design-brief-${field ?? 'texts'}`;

/**
 * The brief for the shop's graphic designer, asked when the shopper chooses "Un graphiste crée
 * mon design": the texts to print (required), colours, a style, the files to reuse and notes, each
 * within the service's limits (counted as the shopper types). Problems show at their field.
 */
export function DesignBriefForm({
  value,
  problems,
  onChange,
}: {
  readonly value: DesignBriefInput;
  readonly problems: readonly DesignBriefProblem[];
  readonly onChange: (next: DesignBriefInput) => void;
}) {
  const set =
    (field: DesignBriefField) =>
    (event: ChangeEvent<HTMLTextAreaElement | HTMLInputElement | HTMLSelectElement>) =>
      onChange({ ...value, [field]: event.target.value });

  const text = (
    field: TextField,
    label: string,
    options: { rows?: number; hint?: string; required?: boolean },
  ) => {
    const fieldId = briefFieldId(field);
    const error = messageOf(problems, field);
    const max = DESIGN_BRIEF_LIMITS[field];
    const current = value[field] ?? '';
    const described = [
      ...(options.hint === undefined ? [] : [`${fieldId}-hint`]),
      `${fieldId}-count`,
      ...(error === undefined ? [] : [`${fieldId}-error`]),
    ].join(' ');
    const control = {
      id: fieldId,
      name: `designBrief.${field}`,
      value: current,
      maxLength: max,
      required: options.required,
      onChange: set(field),
      'aria-invalid': error === undefined ? undefined : true,
      'aria-describedby': described,
    };
    return (
      <div className="field">
        <label htmlFor={fieldId}>{label}</label>
        {options.hint === undefined ? null : (
          <p id={`${fieldId}-hint`} className="field-hint">
            {options.hint}
          </p>
        )}
        {options.rows === undefined ? (
          <input type="text" {...control} />
        ) : (
          <textarea rows={options.rows} {...control} />
        )}
        <p id={`${fieldId}-count`} className="field-hint design-brief-count">
          {t('designBrief.count', { count: current.length, max })}
        </p>
        {error === undefined ? null : (
          <p id={`${fieldId}-error`} className="field-error">
            {error}
          </p>
        )}
      </div>
    );
  };

  const styleId = briefFieldId('style');
  const styleError = messageOf(problems, 'style');
  return (
    <fieldset className="design-brief">
      <legend>{t('designBrief.title')}</legend>
      <p>{t('designBrief.intro')}</p>
      {text('texts', t('designBrief.texts'), { rows: 5, hint: t('designBrief.textsHelp'), required: true })}
      {text('colours', t('designBrief.colours'), {})}
      <div className="field">
        <label htmlFor={styleId}>{t('designBrief.style')}</label>
        <select
          id={styleId}
          name="designBrief.style"
          value={value.style ?? ''}
          onChange={set('style')}
          aria-invalid={styleError === undefined ? undefined : true}
        >
          <option value="">{t('designBrief.styleNone')}</option>
          {DESIGN_STYLES.map((style) => (
            <option key={style} value={style}>
              {t(`designBrief.style.${style}`)}
            </option>
          ))}
        </select>
        {styleError === undefined ? null : <p className="field-error">{styleError}</p>}
      </div>
      {text('files', t('designBrief.files'), { rows: 2, hint: t('designBrief.filesHelp') })}
      {text('notes', t('designBrief.notes'), { rows: 3 })}
    </fieldset>
  );
}
