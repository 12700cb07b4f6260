import { t } from '../i18n/translate.js';

/**
 * A newer version of the shop is served: the shopper reloads when they choose to (the page never
 * reloads by itself, so nothing they typed is lost).
 */
export function NewBuildNotice({ onReload }: { readonly onReload: () => void }) {
  return (
    <aside className="new-build-notice" role="status" aria-label={t('build.label')}>
      <p>{t('build.newVersion')}</p>
      <button type="button" className="button-primary" onClick={onReload}>
        {t('build.reload')}
      </button>
    </aside>
  );
}
