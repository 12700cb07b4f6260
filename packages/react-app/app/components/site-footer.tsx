import { t } from '../i18n/translate.js';

/** A link of the footer. */
export interface NavigationLink {
  readonly path: string;
  readonly label: string;
}

/** The legal pages every shop links from its footer (French consumer law). */
export const LEGAL_LINKS: readonly NavigationLink[] = [
  { path: '/conditions-generales-de-vente/', label: t('frame.legal.cgv') },
  { path: '/mentions-legales/', label: t('frame.legal.mentions') },
  { path: '/confidentialite/', label: t('frame.legal.privacy') },
  { path: '/livraison/', label: t('frame.legal.delivery') },
];

/** The footer of every page: the legal pages. */
export function SiteFooter({ links = LEGAL_LINKS }: { readonly links?: readonly NavigationLink[] }) {
  return (
    <footer className="site-footer">
      <nav aria-label={t('frame.legalNavigation')}>
        <ul>
          {links.map((link) => (
            <li key={link.path}>
              <a href={link.path}>{link.label}</a>
            </li>
          ))}
        </ul>
      </nav>
      <p>{t('frame.footerNote')}</p>
    </footer>
  );
}
