/** A link of the footer. */
export interface NavigationLink {
  readonly path: string;
  readonly label: string;
}

/** The legal pages every shop links from its footer (French consumer law). */
export const LEGAL_LINKS: readonly NavigationLink[] = [
  { path: '/conditions-generales-de-vente/', label: 'Conditions générales de vente' },
  { path: '/mentions-legales/', label: 'Mentions légales' },
  { path: '/confidentialite/', label: 'Confidentialité' },
  { path: '/livraison/', label: 'Livraison' },
];

/** The footer of every page: the legal pages. */
export function SiteFooter({ links = LEGAL_LINKS }: { readonly links?: readonly NavigationLink[] }) {
  return (
    <footer className="site-footer">
      <nav aria-label="Informations légales">
        <ul>
          {links.map((link) => (
            <li key={link.path}>
              <a href={link.path}>{link.label}</a>
            </li>
          ))}
        </ul>
      </nav>
      <p>Tirage, imprimerie en ligne. Prix en euros ; TVA selon le pays de livraison.</p>
    </footer>
  );
}
