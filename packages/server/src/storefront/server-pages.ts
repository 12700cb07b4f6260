import type { BodyRefusal } from '../http/request-body.js';

/**
 * The pages the server writes itself, without the storefront (a form refused before it is read):
 * their French text is here, and only here. The storefront's own pages take theirs from its
 * dictionary (`packages/react-app/app/i18n/fr.ts`).
 */
const REFUSED_FORM_TEXT: Readonly<Record<BodyRefusal, { readonly title: string; readonly body: string }>> = {
  413: {
    title: 'Envoi trop volumineux',
    body: 'Les informations envoyées dépassent la taille acceptée. Revenez à la page précédente, raccourcissez votre saisie et réessayez.',
  },
  408: {
    title: 'Envoi trop lent',
    body: 'Les informations envoyées ne sont pas arrivées à temps. Vérifiez votre connexion, puis réessayez.',
  },
  400: {
    title: 'Envoi interrompu',
    body: 'L’envoi a été interrompu avant la fin. Réessayez.',
  },
};

const BACK_HOME = 'Retour à l’accueil';

/** The page answering a form the server refused before reading it (too large, too slow, cut off). */
export function refusedFormPage(status: BodyRefusal): Response {
  const { title, body } = REFUSED_FORM_TEXT[status];
  return serverPage(status, title, body);
}

const UNAVAILABLE_TEXT = {
  title: 'Le site est momentanément indisponible',
  body: 'Nous sommes en train de remettre la boutique en service. Réessayez dans quelques minutes.',
} as const;

/**
 * The page answering a storefront request when the database cannot be reached before the
 * storefront could render anything (the shop's own pages say the same through the storefront's
 * unavailable screen when the API answers 503).
 */
export function unavailablePage(retryAfterSeconds: number): Response {
  const page = serverPage(503, UNAVAILABLE_TEXT.title, UNAVAILABLE_TEXT.body);
  page.headers.set('retry-after', String(retryAfterSeconds));
  return page;
}

function serverPage(status: number, title: string, body: string): Response {
  const html = `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title}</title>
</head>
<body>
<main>
<h1>${title}</h1>
<p>${body}</p>
<p><a href="/">${BACK_HOME}</a></p>
</main>
</body>
</html>
`;
  return new Response(html, {
    status,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
  });
}
