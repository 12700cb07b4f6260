import { escapeMarkup, formatMoney, type Money } from '@tirage/domain';
import { CARD_FIELD_MESSAGES } from './sandbox-cards.js';

/**
 * The sandbox gateway's pages, in French (it plays a French-facing provider; its words live here,
 * not in the shop's dictionary). Plain HTML with external scripts and styles only: the payment
 * screen's Content-Security-Policy, and the pages' own, allow scripts from our origin and nothing
 * inline.
 */

export const SANDBOX_PATH = '/sandbox-gateway';
export const ASSET_PATHS = {
  styles: `${SANDBOX_PATH}/assets/sandbox.css`,
  hostedFields: `${SANDBOX_PATH}/assets/hosted-fields.js`,
  payPal: `${SANDBOX_PATH}/assets/paypal.js`,
} as const;

/** What the frame's script says, beside the field messages shared with the server's check. */
const FRAME_MESSAGES = {
  ...CARD_FIELD_MESSAGES,
  invalidCard: 'Vérifiez les informations de la carte.',
  authenticationFailed: 'L’authentification 3-D Secure a échoué.',
  unavailable: 'Le service de paiement ne répond pas. Réessayez dans un instant.',
  checking: 'Vérification de la carte…',
  payPalFailed: 'Le paiement n’a pas pu être approuvé. Réessayez dans un instant.',
} as const;

function layout(input: { readonly title: string; readonly script?: string; readonly body: string }): string {
  const script = input.script === undefined ? '' : `\n    <script src="${input.script}" defer></script>`;
  return `<!doctype html>
<html lang="fr">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="robots" content="noindex">
    <title>${escapeMarkup(input.title)}</title>
    <link rel="stylesheet" href="${ASSET_PATHS.styles}">${script}
  </head>
  <body>
${input.body}
  </body>
</html>
`;
}

const amountSentence = (amount: Money | undefined): string =>
  amount === undefined ? '' : ` de ${escapeMarkup(formatMoney(amount, 'fr-FR'))}`;

/** The card form shown in the payment screen's frame, with the bank's 3-D Secure challenge. */
export function hostedFieldsPage(input: {
  readonly token: string;
  /** Offers "Enregistrer cette carte" (only a known customer can keep one). */
  readonly canSave: boolean;
  readonly amount: Money | undefined;
}): string {
  const save = input.canSave
    ? `
        <div class="field field-checkbox">
          <input id="card-save" name="save" type="checkbox">
          <label for="card-save">Enregistrer cette carte</label>
        </div>`
    : '';
  return layout({
    title: 'Saisie sécurisée de la carte (bac à sable)',
    script: ASSET_PATHS.hostedFields,
    body: `    <main id="sandbox-card" class="frame" data-token="${escapeMarkup(input.token)}"
      data-messages="${escapeMarkup(JSON.stringify(FRAME_MESSAGES))}">
      <form id="card-form" novalidate aria-label="Carte bancaire">
        <div class="field">
          <label for="card-number">Numéro de carte</label>
          <input id="card-number" name="number" type="text" inputmode="numeric" autocomplete="cc-number"
            spellcheck="false" maxlength="23" required aria-describedby="card-number-error">
          <p id="card-number-error" class="field-error" hidden></p>
        </div>
        <div class="field-row">
          <div class="field">
            <label for="card-expiry">Date d’expiration (MM/AA)</label>
            <input id="card-expiry" name="expiry" type="text" inputmode="numeric" autocomplete="cc-exp"
              placeholder="MM/AA" maxlength="7" required aria-describedby="card-expiry-error">
            <p id="card-expiry-error" class="field-error" hidden></p>
          </div>
          <div class="field">
            <label for="card-cvc">Cryptogramme (CVC)</label>
            <input id="card-cvc" name="cvc" type="text" inputmode="numeric" autocomplete="cc-csc"
              maxlength="4" required aria-describedby="card-cvc-error">
            <p id="card-cvc-error" class="field-error" hidden></p>
          </div>
        </div>${save}
        <p class="hint">Bac à sable : aucune carte réelle n’est débitée.</p>
      </form>
      <section id="challenge" class="challenge" aria-labelledby="challenge-title" hidden>
        <h1 id="challenge-title" tabindex="-1">Authentification 3-D Secure</h1>
        <p>Votre banque (bac à sable) vous demande de confirmer le paiement${amountSentence(input.amount)}
          avec la carte <span id="challenge-card"></span>.</p>
        <div class="actions">
          <button id="challenge-pass" type="button">Authentifier</button>
          <button id="challenge-fail" type="button" class="secondary">Échec de l’authentification</button>
        </div>
      </section>
      <p id="card-status" class="status" role="status"></p>
    </main>`,
  });
}

/** The PayPal-like approval page, shown in a frame over the payment screen. */
export function payPalPage(input: { readonly token: string; readonly amount: Money }): string {
  return layout({
    title: 'PayPal (bac à sable)',
    script: ASSET_PATHS.payPal,
    body: `    <main id="sandbox-paypal" class="frame paypal" data-token="${escapeMarkup(input.token)}"
      data-amount="${input.amount.cents}" data-currency="${input.amount.currency}"
      data-messages="${escapeMarkup(JSON.stringify(FRAME_MESSAGES))}">
      <h1>PayPal (bac à sable)</h1>
      <p>Vous allez payer <strong>${escapeMarkup(formatMoney(input.amount, 'fr-FR'))}</strong> à Tirage avec
        votre compte PayPal de test.</p>
      <div class="actions">
        <button id="paypal-approve" type="button">Approuver le paiement</button>
        <button id="paypal-cancel" type="button" class="secondary">Annuler</button>
      </div>
      <p id="paypal-status" class="status" role="status"></p>
    </main>`,
  });
}

/** Any page asked for with a token the sandbox did not issue, or parameters it cannot read. */
export function errorPage(reason: string): string {
  return layout({
    title: 'Page de paiement indisponible (bac à sable)',
    body: `    <main class="frame">
      <h1>Page de paiement indisponible</h1>
      <p>${escapeMarkup(reason)}</p>
      <p>Revenez à la page de paiement de la boutique et réessayez.</p>
    </main>`,
  });
}

export const ERROR_REASONS = {
  badToken: 'Le lien de cette page de paiement n’est pas valide ou a expiré.',
  badAmount: 'Le montant ou la devise de ce paiement n’est pas valide.',
} as const;
