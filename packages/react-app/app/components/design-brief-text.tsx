import { t } from '../i18n/translate.js';

/** The brief a shopper wrote for the designer, as it travels with the line: opened on demand. */
export function DesignBriefText({ brief }: { readonly brief: string }) {
  return (
    <details className="design-brief-text">
      <summary>{t('designBrief.shown')}</summary>
      <pre>{brief}</pre>
    </details>
  );
}
