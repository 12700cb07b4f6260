import type { TemplateCard } from '@tirage/domain';
import { t } from '../../../i18n/translate.js';

/** Templates of the design editor for one product: each opens the designer on it. */
export function DesignTemplates({
  title,
  productName,
  templates,
}: {
  readonly title: string;
  readonly productName: string;
  readonly templates: readonly TemplateCard[];
}) {
  return (
    <section className="design-templates">
      <h2>{title}</h2>
      <ul className="design-template-cards">
        {templates.map((template) => (
          <li key={template.id} className="design-template-card">
            <a
              className="design-template-link"
              href={template.designerPath}
              aria-label={t('offer.templateOpen', { name: template.name, product: productName })}
            >
              <img src={template.thumbnailUrl} alt="" width={200} height={140} loading="lazy" />
              <span>{template.name}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
