import type { LegalLinkId } from '@tirage/domain';
import type { DictionaryKey } from '../i18n/fr.js';
import { t } from '../i18n/translate.js';
import { PageLink } from './page-link.js';

/** A legal page of the shop as the footer links it: the shop's default link of that id. */
export interface LegalLink {
  readonly id: LegalLinkId;
  readonly path: string;
}

const LABELS: Readonly<Record<LegalLinkId, DictionaryKey>> = {
  cgv: 'frame.legal.cgv',
  'mentions-legales': 'frame.legal.mentions',
  confidentialite: 'frame.legal.privacy',
  livraison: 'frame.legal.delivery',
};

/**
 * The footer of every page: the shop's legal pages, where its default links say they are (reached
 * in the browser, without loading a document).
 */
export function SiteFooter({ links }: { readonly links: readonly LegalLink[] }) {
  return (
    <footer className="site-footer">
      <nav aria-label={t('frame.legalNavigation')}>
        <ul>
          {links.map((link) => (
            <li key={link.id}>
              <PageLink to={link.path}>{t(LABELS[link.id])}</PageLink>
            </li>
          ))}
        </ul>
      </nav>
      <p>{t('frame.footerNote')}</p>
    </footer>
  );
}
