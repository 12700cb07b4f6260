import { Form, Link } from 'react-router';
import { t } from '../../../i18n/translate.js';

/** A design made in the online designer, as the design area shows it. */
export interface DesignDocumentRow {
  readonly id: string;
  readonly productName: string;
  /** Its size and sides, e.g. "148 × 210 mm, recto-verso". */
  readonly format: string;
  readonly objectCount: number;
  /** DD-MM-YYYY. */
  readonly savedOn: string;
  /** The designer, opened on it. */
  readonly openPath: string;
}

/**
 * The designs the customer made in the online designer, last saved first: each with its product,
 * size, contents and date, the way back to the designer, and its removal (a form post, so it works
 * before the page is hydrated).
 */
export function DesignDocumentList({
  documents,
  busy = false,
}: {
  readonly documents: readonly DesignDocumentRow[];
  /** A removal is on its way. */
  readonly busy?: boolean;
}) {
  return (
    <section aria-labelledby="design-documents-title">
      <h2 id="design-documents-title">{t('designs.online.title')}</h2>
      {documents.length === 0 ? (
        <p className="empty-state">{t('designs.online.none')}</p>
      ) : (
        <ul className="design-list">
          {documents.map((document, index) => {
            const name = t('designs.online.name', { number: index + 1, product: document.productName });
            return (
              <li key={document.id}>
                <article className="design-card" aria-label={name}>
                  <div className="design-card-body">
                    <h3>{name}</h3>
                    <p>{document.format}</p>
                    <p>{t('designs.online.objects', { count: document.objectCount })}</p>
                    <p>{t('designs.savedOn', { date: document.savedOn })}</p>
                  </div>
                  <div className="design-card-actions">
                    <Link to={document.openPath} className="button-primary">
                      {t('designs.online.open')}
                      <span className="visually-hidden">{` : ${name}`}</span>
                    </Link>
                    <Form method="post">
                      <input type="hidden" name="id" value={document.id} />
                      <button type="submit" name="intent" value="deleteDocument" disabled={busy}>
                        {t('designs.delete')}
                        <span className="visually-hidden">{` : ${name}`}</span>
                      </button>
                    </Form>
                  </div>
                </article>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
