/** The header of every page: the shop's name, back to the home page. */
export function SiteHeader() {
  return (
    <header className="site-header">
      <a className="site-logo" href="/">
        Tirage
      </a>
    </header>
  );
}
