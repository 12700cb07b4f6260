import {
  artworkLabels,
  artworksCoverQuantity,
  DEFAULT_LABELS_PER_ROLL,
  type MultiArtworkEntry,
  newArtworkEntry,
  totalArtworkLabels,
} from '@tirage/domain';
import { t } from '../../../i18n/translate.js';
import { quantity as formatQuantity } from '../../../lib/format.js';
import { readQuantity } from './quantity-chooser.js';

/** A typed count; undefined when the field is emptied. */
const count = (text: string): number | undefined => (text.trim() === '' ? undefined : readQuantity(text));

/**
 * The artworks of a multi-artwork job (roll labels): each with a name and a number of labels, or
 * a number of rolls of 500 labels. The rows are the shopper's, half-filled ones included; the
 * flow keeps the complete ones. Their labels must make the quantity ordered.
 */
export function ArtworkList({
  rows,
  quantity,
  locale,
  onChange,
}: {
  readonly rows: readonly MultiArtworkEntry[];
  readonly quantity: number;
  readonly locale: string;
  readonly onChange: (rows: readonly MultiArtworkEntry[]) => void;
}) {
  const change = (index: number, entry: MultiArtworkEntry) =>
    onChange(rows.map((row, at) => (at === index ? entry : row)));
  const covered = artworksCoverQuantity(rows, quantity);
  return (
    <fieldset className="artwork-list">
      <legend>{t('product.artworks')}</legend>
      <p className="field-info">
        {t('product.artworksHelp', { perRoll: formatQuantity(DEFAULT_LABELS_PER_ROLL, locale) })}
      </p>
      {rows.map((row, index) => {
        const id = `artwork-${index}`;
        const byRolls = row.rolls !== undefined && row.rolls > 0;
        return (
          // Rows have no identity of their own but their place in the list.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <div className="artwork-row" key={index}>
            <div className="field">
              <label htmlFor={`${id}-name`}>{t('product.artworkName', { number: index + 1 })}</label>
              <input
                id={`${id}-name`}
                value={row.name}
                maxLength={120}
                onChange={(event) => change(index, { ...row, name: event.target.value })}
              />
            </div>
            <div className="field">
              <label htmlFor={`${id}-quantity`}>{t('product.artworkLabels', { number: index + 1 })}</label>
              <input
                id={`${id}-quantity`}
                inputMode="numeric"
                value={
                  byRolls
                    ? String(artworkLabels(row))
                    : Number.isNaN(row.quantity)
                      ? ''
                      : String(row.quantity)
                }
                readOnly={byRolls}
                onChange={(event) =>
                  change(index, { ...row, quantity: count(event.target.value) ?? Number.NaN })
                }
              />
            </div>
            <div className="field">
              <label htmlFor={`${id}-rolls`}>{t('product.artworkRolls', { number: index + 1 })}</label>
              <input
                id={`${id}-rolls`}
                inputMode="numeric"
                value={row.rolls === undefined ? '' : String(row.rolls)}
                onChange={(event) => {
                  const { rolls: _rolls, ...rest } = row;
                  const rolls = count(event.target.value);
                  change(
                    index,
                    rolls === undefined ? rest : { ...rest, rolls, labelsPerRoll: DEFAULT_LABELS_PER_ROLL },
                  );
                }}
              />
            </div>
            {rows.length > 1 ? (
              <button type="button" onClick={() => onChange(rows.filter((_row, at) => at !== index))}>
                {t('product.artworkRemove', { number: index + 1 })}
              </button>
            ) : null}
          </div>
        );
      })}
      <button
        type="button"
        onClick={() =>
          onChange([...rows, newArtworkEntry(t('product.artworkDefaultName', { number: rows.length + 1 }))])
        }
      >
        {t('product.artworkAdd')}
      </button>
      <p className={covered ? 'field-info' : 'field-error'} role="status">
        {t('product.artworksTotal', {
          labels: formatQuantity(totalArtworkLabels(rows), locale),
          quantity: formatQuantity(quantity, locale),
        })}
      </p>
    </fieldset>
  );
}
