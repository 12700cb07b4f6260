import { DESIGN_NAME_MAX_LENGTH } from '@tirage/domain';
import { Form, Link } from 'react-router';
import { t } from '../../../i18n/translate.js';

/** A saved design as the design area shows it. */
export interface DesignRow {
  readonly id: string;
  readonly name: string;
  readonly productName: string;
  /** DD-MM-YYYY. */
  readonly savedOn: string;
  /** The product's picture; none when the product is no longer sold. */
  readonly imageUrl: string | undefined;
  /** The product page that reopens it (`?design_id=`); none when the product is no longer sold. */
  readonly openPath: string | undefined;
}

/** Words a screen reader adds to a button or link: which design it acts on. */
function Hidden({ text }: { readonly text: string }) {
  return <span className="visually-hidden">{text}</span>;
}

/**
 * The customer's saved designs, newest first: each with its product's picture, its name, product
 * and date, and the ways to open it on its product page, rename it and remove it (form posts, so
 * they work before the page is hydrated).
 */
export function DesignList({
  designs,
  busy = false,
}: {
  readonly designs: readonly DesignRow[];
  /** A rename or a removal is on its way. */
  readonly busy?: boolean;
}) {
  if (designs.length === 0) {
    return (
      <div className="empty-state">
        <p>{t('designs.none')}</p>
        <p>{t('designs.noneHint')}</p>
      </div>
    );
  }
  return (
    <ul className="design-list" aria-label={t('designs.list')}>
      {designs.map((design) => (
        <li key={design.id}>
          <article className="design-card" aria-labelledby={`design-${design.id}`}>
            {design.imageUrl === undefined ? null : (
              <img src={design.imageUrl} alt="" width={96} height={64} loading="lazy" />
            )}
            <div className="design-card-body">
              <h2 id={`design-${design.id}`}>{design.name}</h2>
              <p>{t('designs.product', { product: design.productName })}</p>
              <p>{t('designs.savedOn', { date: design.savedOn })}</p>
              {design.openPath === undefined ? <p>{t('designs.productGone')}</p> : null}
            </div>
            <div className="design-card-actions">
              {design.openPath === undefined ? null : (
                <Link to={design.openPath} className="button-primary">
                  {t('designs.open')}
                  <Hidden text={t('designs.namedSuffix', { name: design.name })} />
                </Link>
              )}
              <details>
                <summary>
                  {t('designs.rename')}
                  <Hidden text={t('designs.namedSuffix', { name: design.name })} />
                </summary>
                <Form method="post" className="design-rename">
                  <input type="hidden" name="intent" value="rename" />
                  <input type="hidden" name="id" value={design.id} />
                  <div className="field">
                    <label htmlFor={`design-name-${design.id}`}>{t('designs.newName')}</label>
                    <input
                      id={`design-name-${design.id}`}
                      name="name"
                      required
                      maxLength={DESIGN_NAME_MAX_LENGTH}
                      defaultValue={design.name}
                    />
                  </div>
                  <button type="submit" disabled={busy}>
                    {t('designs.renameSubmit')}
                  </button>
                </Form>
              </details>
              <Form method="post">
                <input type="hidden" name="intent" value="delete" />
                <input type="hidden" name="id" value={design.id} />
                <button type="submit" disabled={busy}>
                  {t('designs.delete')}
                  <Hidden text={t('designs.namedSuffix', { name: design.name })} />
                </button>
              </Form>
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
