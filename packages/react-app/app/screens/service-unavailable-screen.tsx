import { t } from '../i18n/translate.js';

/**
 * The screen of a shop that cannot serve anything for now (`service.unavailable`): what is going
 * on and a way to try the same page again. Search engines are asked not to index it: the page they
 * came for is back in a few minutes.
 */
export function ServiceUnavailableScreen({ retryHref }: { readonly retryHref: string }) {
  return (
    <main className="service-unavailable">
      <title>{t('error.unavailableTitle')}</title>
      <meta name="robots" content="noindex" />
      <h1>{t('error.unavailableHeading')}</h1>
      <p>{t('error.unavailableText')}</p>
      <p>
        <a className="service-unavailable-retry" href={retryHref}>
          {t('error.retry')}
        </a>
      </p>
    </main>
  );
}
