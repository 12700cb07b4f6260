import { renderToStaticMarkup } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, test } from 'vitest';
import { percent } from '../../../lib/format.js';
import { PremiumResellerPanel } from './premium-reseller-panel.js';

type Props = Parameters<typeof PremiumResellerPanel>[0];

/** Its links are react-router `<Link>`s: the panel renders inside a router. */
const render = (props: Props) =>
  renderToStaticMarkup(
    <RouterProvider
      router={createMemoryRouter([{ path: '*', element: <PremiumResellerPanel {...props} /> }], {
        initialEntries: ['/personal-area/premium-reseller/'],
      })}
    />,
  );

const TEN_PERCENT = percent(10, 'fr-FR');

describe('the premium reseller page', () => {
  test('the discount is written the French way', () => {
    expect(TEN_PERCENT).toBe('10\u00a0%');
    expect(percent(12.5, 'fr-FR')).toBe('12,5\u00a0%');
  });

  test('the programme: reseller prices with the shop’s discount, and neutral shipping', () => {
    const html = render({ status: { premium: false }, discount: TEN_PERCENT, companyAccount: true });
    expect(html).toContain('<h2 id="premium-benefits">Ce que le programme vous apporte</h2>');
    expect(html).toContain(`<li>Des prix revendeur : ${TEN_PERCENT} de remise sur le prix hors taxes`);
    expect(html).toContain(
      '<li>Une expédition neutre : vos colis partent sous le nom d’expéditeur de votre choix',
    );
  });

  test('a premium reseller sees the status, its reason, the discount and the neutral sender', () => {
    const html = render({
      status: { premium: true, reason: 'Agence de communication partenaire' },
      discount: TEN_PERCENT,
      companyAccount: true,
    });
    expect(html).toContain('<p class="alert alert-success">Vous êtes revendeur premium.</p>');
    expect(html).toContain('<p>Motif : Agence de communication partenaire</p>');
    expect(html).toContain(`<p>Votre remise : ${TEN_PERCENT} sur le prix hors taxes des impressions`);
    expect(html).toContain('choisissez « Mon propre nom d’expéditeur » pour expédier sous un nom neutre.');
    expect(html).not.toContain('Devenir revendeur premium');
  });

  test('a premium reseller without a reason, in a shop without reseller prices', () => {
    const html = render({
      status: { premium: true, reason: undefined },
      discount: undefined,
      companyAccount: true,
    });
    expect(html).toContain('Vous êtes revendeur premium.');
    expect(html).not.toContain('Motif');
    expect(html).not.toContain('remise');
    expect(html).toContain('Une expédition neutre');
  });

  test('anyone else is told how to apply: a word to the customer service, no form', () => {
    const html = render({ status: { premium: false }, discount: TEN_PERCENT, companyAccount: true });
    expect(html).toContain('<p>Vous n’êtes pas encore revendeur premium.</p>');
    expect(html).toContain('<h3>Devenir revendeur premium</h3>');
    expect(html).toContain('Écrivez à notre service client');
    expect(html).toContain('<a href="/mentions-legales/" data-discover="true">mentions légales</a>');
    expect(html).not.toContain('<form');
    expect(html).not.toContain('/personal-area/company-profile/');
  });

  test('a private account is sent to give its company first', () => {
    const html = render({ status: { premium: false }, discount: TEN_PERCENT, companyAccount: false });
    expect(html).toContain(
      'Le programme est réservé aux comptes entreprise : <a href="/personal-area/company-profile/" data-discover="true">renseignez votre entreprise</a>.',
    );
  });
});
