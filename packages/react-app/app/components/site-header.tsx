/** The header of every page: the shop's name back to the home page, and the account links. */
export function SiteHeader({ loggedIn = false }: { readonly loggedIn?: boolean }) {
  return (
    <header className="site-header">
      <a className="site-logo" href="/">
        Tirage
      </a>
      <nav aria-label="Mon compte">
        {loggedIn ? (
          <>
            <a href="/personal-area/">Mon compte</a>
            <form method="post" action="/logout/">
              <button type="submit">Se déconnecter</button>
            </form>
          </>
        ) : (
          <a href="/login/">Se connecter</a>
        )}
      </nav>
    </header>
  );
}
