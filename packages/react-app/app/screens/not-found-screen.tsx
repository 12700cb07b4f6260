/** The 404 screen (specification section 8): 'Page Not Found: {path}'. */
export function NotFoundScreen({ path }: { readonly path: string }) {
  return (
    <main>
      <title>Page Not Found</title>
      <h1>Page Not Found</h1>
      <p>{`Page Not Found: ${path}`}</p>
      <p>
        <a href="/">Retour à l’accueil</a>
      </p>
    </main>
  );
}
