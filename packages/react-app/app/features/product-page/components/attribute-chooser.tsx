import {
  ATTRIBUTE_GLOSSARY_ANCHORS,
  type FeatureAttribute,
  glossaryLink,
  visibleAttributes,
} from '@tirage/domain';
import { useId } from 'react';
import { t } from '../../../i18n/translate.js';

/**
 * One chooser per visible attribute (format, paper, finishing…), with its info under it and, for
 * the attributes a printing term explains, a link to the term in the glossary.
 */
export function AttributeChooser({
  attributes,
  selected,
  disabled = false,
  onChange,
}: {
  readonly attributes: readonly FeatureAttribute[];
  readonly selected: Readonly<Record<string, string>>;
  readonly disabled?: boolean;
  readonly onChange: (key: string, value: string) => void;
}) {
  return (
    <div className="attribute-chooser">
      {visibleAttributes(attributes).map((attribute) => (
        <AttributeField
          key={attribute.key}
          attribute={attribute}
          value={selected[attribute.key] ?? attribute.selectedValue}
          disabled={disabled}
          onChange={onChange}
        />
      ))}
    </div>
  );
}

function AttributeField({
  attribute,
  value,
  disabled,
  onChange,
}: {
  readonly attribute: FeatureAttribute;
  readonly value: string;
  readonly disabled: boolean;
  readonly onChange: (key: string, value: string) => void;
}) {
  const id = useId();
  const chosen = attribute.options.find((option) => option.value === value);
  const info = chosen?.info ?? attribute.info;
  const glossaryAnchor = ATTRIBUTE_GLOSSARY_ANCHORS[attribute.key];
  return (
    <div className="field">
      <label htmlFor={id}>{attribute.label}</label>
      {glossaryAnchor === undefined ? null : (
        <a
          className="field-glossary"
          href={glossaryLink(glossaryAnchor)}
          aria-label={t('product.attributeGlossaryName', { label: attribute.label })}
        >
          {t('product.attributeGlossary')}
        </a>
      )}
      <select
        id={id}
        name={attribute.key}
        value={value}
        disabled={disabled}
        aria-describedby={info === undefined ? undefined : `${id}-info`}
        onChange={(event) => onChange(attribute.key, event.target.value)}
      >
        {attribute.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {info === undefined ? null : (
        <p id={`${id}-info`} className="field-info">
          {info}
        </p>
      )}
    </div>
  );
}
