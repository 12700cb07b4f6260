import { t } from '../designer-text.js';

/** A template as the browser shows it: its name and a picture of its recto. */
interface TemplateCard {
  readonly id: string;
  readonly name: string;
  readonly thumbnailUrl: string;
}

/**
 * The first step of the designer: the product's templates as a grid of buttons, and a blank page,
 * always offered (also while the templates load or when they cannot be loaded).
 */
export function TemplateBrowser({
  status,
  templates,
  onPick,
  onBlank,
  onRetry,
}: {
  readonly status: 'loading' | 'error' | 'ready';
  readonly templates: readonly TemplateCard[];
  readonly onPick: (id: string) => void;
  readonly onBlank: () => void;
  readonly onRetry: () => void;
}) {
  return (
    <section className="template-browser" aria-labelledby="template-browser-title">
      <h2 id="template-browser-title">{t('designer.templates.title')}</h2>
      <div aria-busy={status === 'loading'}>
        {status === 'loading' ? (
          <p className="template-browser-note">{t('designer.templates.loading')}</p>
        ) : null}
        {status === 'error' ? (
          <div className="alert alert-danger" role="alert">
            <p>{t('designer.templates.error')}</p>
            <button type="button" onClick={onRetry}>
              {t('designer.templates.retry')}
            </button>
          </div>
        ) : null}
        {status === 'ready' && templates.length === 0 ? (
          <p className="template-browser-note">{t('designer.templates.none')}</p>
        ) : null}
        {status === 'ready' && templates.length > 0 ? (
          <ul className="template-grid" aria-label={t('designer.templates.list')}>
            {templates.map((template) => (
              <li key={template.id}>
                <button
                  type="button"
                  className="template-card"
                  aria-labelledby={`template-${template.id}`}
                  onClick={() => onPick(template.id)}
                >
                  <img
                    src={template.thumbnailUrl}
                    alt={template.name}
                    width={160}
                    height={120}
                    loading="lazy"
                  />
                  <span id={`template-${template.id}`}>{template.name}</span>
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <button type="button" className="button-primary" onClick={onBlank}>
        {t('designer.templates.blank')}
      </button>
    </section>
  );
}
