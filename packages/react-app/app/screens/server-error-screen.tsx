/** The 500 screen (specification section 8): never a stack trace. */
export function ServerErrorScreen() {
  return (
    <main>
      <title>Internal Server Error</title>
      <h1>Internal Server Error</h1>
      <p>Une erreur est survenue de notre côté. Réessayez dans un instant.</p>
      <p>
        <a href="/">Retour à l’accueil</a>
      </p>
    </main>
  );
}
