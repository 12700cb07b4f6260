import {
  DESIGN_FONTS,
  type DesignFont,
  type DesignObject,
  type DesignObjectPatch,
  MAX_TEXT_LENGTH,
  MAX_TEXT_SIZE_PT,
  MIN_OBJECT_SIZE_MM,
  type ShapeObject,
  type TextObject,
} from '@tirage/domain';
import { useEffect, useId, useState } from 'react';
import { t } from '../designer-text.js';

/** The colour a fill or stroke takes when "Aucun" is unticked. */
const DEFAULT_COLOUR = '#000000';

/**
 * A number field that keeps what the shopper types (an empty field, a lone minus sign) and reports
 * only a finite number within `min` and `max`; it shows the object's value again when that changes.
 */
function NumberField({
  label,
  value,
  min,
  max,
  step = 0.1,
  onValue,
}: {
  readonly label: string;
  readonly value: number;
  readonly min?: number;
  readonly max?: number;
  readonly step?: number;
  readonly onValue: (value: number) => void;
}) {
  const id = useId();
  const [draft, setDraft] = useState(String(value));
  useEffect(() => {
    setDraft(String(value));
  }, [value]);
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="number"
        inputMode="decimal"
        value={draft}
        min={min}
        max={max}
        step={step}
        onChange={(event) => {
          const text = event.currentTarget.value;
          setDraft(text);
          if (text.trim() === '') return;
          const number = Number(text);
          if (!Number.isFinite(number)) return;
          if ((min !== undefined && number < min) || (max !== undefined && number > max)) return;
          if (number !== value) onValue(number);
        }}
        onBlur={() => setDraft(String(value))}
      />
    </div>
  );
}

/** A colour, or none (a fill or stroke left out). */
function OptionalColourField({
  label,
  value,
  onValue,
}: {
  readonly label: string;
  readonly value: string | null;
  readonly onValue: (value: string | null) => void;
}) {
  const id = useId();
  return (
    <div className="field designer-colour-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="color"
        value={value ?? DEFAULT_COLOUR}
        disabled={value === null}
        onChange={(event) => onValue(event.currentTarget.value.toLowerCase())}
      />
      <label>
        <input
          type="checkbox"
          checked={value === null}
          onChange={(event) => onValue(event.currentTarget.checked ? null : DEFAULT_COLOUR)}
        />{' '}
        {t('designer.properties.noColour')}
        <span className="visually-hidden"> ({label})</span>
      </label>
    </div>
  );
}

function TextFields({
  object,
  onChange,
}: {
  readonly object: TextObject;
  readonly onChange: (patch: Partial<Omit<TextObject, 'id' | 'kind'>>) => void;
}) {
  const id = useId();
  const aligns = ['left', 'center', 'right'] as const;
  return (
    <>
      <div className="field">
        <label htmlFor={`${id}-text`}>{t('designer.properties.text')}</label>
        <textarea
          id={`${id}-text`}
          value={object.text}
          maxLength={MAX_TEXT_LENGTH}
          rows={3}
          onChange={(event) => onChange({ text: event.currentTarget.value })}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-font`}>{t('designer.properties.font')}</label>
        <select
          id={`${id}-font`}
          value={object.font}
          onChange={(event) => onChange({ font: event.currentTarget.value as DesignFont })}
        >
          {DESIGN_FONTS.map((font) => (
            <option key={font} value={font}>
              {font}
            </option>
          ))}
        </select>
      </div>
      <NumberField
        label={t('designer.properties.size')}
        value={object.sizePt}
        min={1}
        max={MAX_TEXT_SIZE_PT}
        step={0.5}
        onValue={(sizePt) => onChange({ sizePt })}
      />
      <div className="field">
        <label htmlFor={`${id}-colour`}>{t('designer.properties.colour')}</label>
        <input
          id={`${id}-colour`}
          type="color"
          value={object.colour}
          onChange={(event) => onChange({ colour: event.currentTarget.value.toLowerCase() })}
        />
      </div>
      <fieldset className="designer-align">
        <legend>{t('designer.properties.align')}</legend>
        {aligns.map((align) => (
          <label key={align}>
            <input
              type="radio"
              name={`${id}-align`}
              value={align}
              checked={object.align === align}
              onChange={() => onChange({ align })}
            />{' '}
            {t(`designer.properties.align.${align}`)}
          </label>
        ))}
      </fieldset>
      <div className="designer-styles">
        <label>
          <input
            type="checkbox"
            checked={object.bold}
            onChange={(event) => onChange({ bold: event.currentTarget.checked })}
          />{' '}
          {t('designer.properties.bold')}
        </label>
        <label>
          <input
            type="checkbox"
            checked={object.italic}
            onChange={(event) => onChange({ italic: event.currentTarget.checked })}
          />{' '}
          {t('designer.properties.italic')}
        </label>
      </div>
    </>
  );
}

function ShapeFields({
  object,
  onChange,
}: {
  readonly object: ShapeObject;
  readonly onChange: (patch: Partial<Omit<ShapeObject, 'id' | 'kind'>>) => void;
}) {
  return (
    <>
      {object.kind === 'line' ? null : (
        <OptionalColourField
          label={t('designer.properties.fill')}
          value={object.fill}
          onValue={(fill) => onChange({ fill })}
        />
      )}
      <OptionalColourField
        label={t('designer.properties.stroke')}
        value={object.stroke}
        onValue={(stroke) => onChange({ stroke })}
      />
      <NumberField
        label={t('designer.properties.strokeWidth')}
        value={object.strokeWidthMm}
        min={0}
        max={100}
        onValue={(strokeWidthMm) => onChange({ strokeWidthMm })}
      />
    </>
  );
}

/**
 * The selected object's properties: its text and type, or a shape's fill and outline; for every
 * object its box in millimetres and its rotation. Each change is reported as a patch at once; a
 * number field reports nothing while it holds no valid number.
 */
export function PropertiesPanel({
  object,
  onChange,
}: {
  readonly object: DesignObject | null;
  readonly onChange: (patch: DesignObjectPatch) => void;
}) {
  if (object === null) {
    return (
      <section className="properties-panel" aria-labelledby="properties-panel-title">
        <h2 id="properties-panel-title">{t('designer.properties.title')}</h2>
        <p className="empty-state">{t('designer.properties.none')}</p>
      </section>
    );
  }
  return (
    <section className="properties-panel" aria-labelledby="properties-panel-title">
      <h2 id="properties-panel-title">{t('designer.properties.title')}</h2>
      {object.kind === 'text' ? (
        <TextFields key={`text-${object.id}`} object={object} onChange={onChange} />
      ) : null}
      {object.kind === 'rectangle' || object.kind === 'ellipse' || object.kind === 'line' ? (
        <ShapeFields key={`shape-${object.id}`} object={object} onChange={onChange} />
      ) : null}
      <div className="designer-geometry" key={`geometry-${object.id}`}>
        <NumberField label={t('designer.properties.x')} value={object.x} onValue={(x) => onChange({ x })} />
        <NumberField label={t('designer.properties.y')} value={object.y} onValue={(y) => onChange({ y })} />
        <NumberField
          label={t('designer.properties.width')}
          value={object.width}
          min={MIN_OBJECT_SIZE_MM}
          onValue={(width) => onChange({ width })}
        />
        <NumberField
          label={t('designer.properties.height')}
          value={object.height}
          min={MIN_OBJECT_SIZE_MM}
          onValue={(height) => onChange({ height })}
        />
        <NumberField
          label={t('designer.properties.rotation')}
          value={object.rotation}
          step={1}
          onValue={(rotation) => onChange({ rotation: ((rotation % 360) + 360) % 360 })}
        />
      </div>
    </section>
  );
}
