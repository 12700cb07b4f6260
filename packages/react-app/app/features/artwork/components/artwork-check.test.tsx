// @vitest-environment happy-dom

import { cleanup, render, screen, within } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, test } from 'vitest';
import { findings } from '../../../test-support/fake-artworks.js';
import { ArtworkCheck, type ArtworkCheckView } from './artwork-check.js';

afterEach(cleanup);

const pending: ArtworkCheckView = { status: 'pending', groups: [], previewUrls: [], awaitingReview: false };

const withFindings: ArtworkCheckView = {
  status: 'checked',
  groups: [
    { severity: 'blocking', messages: [findings.lowResolution.message, findings.missingBleed.message] },
    { severity: 'warning', messages: [findings.rgb.message] },
    { severity: 'notice', messages: [findings.transparency.message] },
  ],
  previewUrls: [],
  awaitingReview: false,
};

const panel = (check: ArtworkCheckView) => {
  render(<ArtworkCheck fileId="upl-1" fileName="flyer.pdf" check={check} />);
  return screen.getByRole('region', { name: 'Vérification automatique de flyer.pdf' });
};

describe('the check of a file', () => {
  test('while it runs, a progress indicator says so in a live region', () => {
    const region = panel(pending);
    expect(within(region).getByRole('status').textContent).toBe('Vérification automatique en cours…');
    expect(
      within(region).getByRole('progressbar', { name: 'Vérification automatique en cours…' }),
    ).toBeTruthy();
    expect(within(region).queryByRole('heading')).toBeNull();
  });

  test('the server’s first paint already shows it running', () => {
    const html = renderToStaticMarkup(<ArtworkCheck fileId="upl-1" fileName="flyer.pdf" check={pending} />);
    expect(html).toContain('role="status"');
    expect(html).toContain('<progress aria-labelledby="artwork-check-upl-1"></progress>');
    expect(html).toContain('Vérification automatique en cours…');
  });

  test('the findings come under a heading per severity, most serious first, each with the server’s sentence', () => {
    const region = panel(withFindings);
    expect(within(region).queryByRole('progressbar')).toBeNull();
    expect(within(region).getByRole('status').textContent).toBe(
      'Vérification terminée : ce fichier doit être corrigé avant l’impression.',
    );
    expect(
      within(region)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['À corriger avant impression', 'À vérifier', 'Pour information']);
    const listed = (name: string) =>
      within(within(region).getByRole('region', { name }))
        .getAllByRole('listitem')
        .map((item) => item.textContent);
    expect(listed('À corriger avant impression')).toEqual([
      findings.lowResolution.message,
      findings.missingBleed.message,
    ]);
    expect(listed('À vérifier')).toEqual([findings.rgb.message]);
    expect(listed('Pour information')).toEqual([findings.transparency.message]);
  });

  test('a file with warnings only can be printed, and the outcome says so', () => {
    const region = panel({ ...withFindings, groups: withFindings.groups.slice(1) });
    expect(within(region).getByRole('status').textContent).toBe(
      'Vérification terminée : votre fichier peut être imprimé. Lisez les remarques ci-dessous.',
    );
    expect(within(region).queryByRole('heading', { name: 'À corriger avant impression' })).toBeNull();
  });

  test('a file without a finding is said to be print-ready', () => {
    const region = panel({ ...pending, status: 'checked' });
    expect(within(region).getByRole('status').textContent).toBe(
      'Aucun problème détecté : votre fichier est prêt pour l’impression.',
    );
    expect(within(region).queryByRole('heading')).toBeNull();
    expect(within(region).queryByRole('list')).toBeNull();
  });

  test('a file awaiting the professional check the shopper ordered says the team will look at it', () => {
    const region = panel({ ...pending, status: 'checked', awaitingReview: true });
    expect(region.textContent).toContain(
      'Vous avez choisi la vérification professionnelle : notre équipe contrôle aussi ce fichier avant l’impression.',
    );
  });

  test('an unreadable file says it could not be read, and why, without headings', () => {
    const region = panel({
      status: 'unreadable',
      groups: [{ severity: 'blocking', messages: [findings.unreadable.message] }],
      previewUrls: [],
      awaitingReview: false,
    });
    expect(within(region).getByRole('status').textContent).toBe(
      'Nous n’avons pas pu lire ce fichier : il ne peut pas être imprimé.',
    );
    expect(within(region).getByText(findings.unreadable.message)).toBeTruthy();
    expect(within(region).queryByRole('heading')).toBeNull();
  });

  test('previews show once the shop makes them, recto first, with what their lines mean', () => {
    panel({ ...withFindings, previewUrls: ['/preview/upl-1/1.png', '/preview/upl-1/2.png'] });
    expect(
      screen.getAllByRole('img').map((image) => [image.getAttribute('alt'), image.getAttribute('src')]),
    ).toEqual([
      ['Aperçu de la page 1 de « flyer.pdf »', '/preview/upl-1/1.png'],
      ['Aperçu de la page 2 de « flyer.pdf »', '/preview/upl-1/2.png'],
    ]);
    expect(screen.getByText(/^Les traits marquent la coupe et la zone de sécurité/)).toBeTruthy();
  });

  test('no preview, no picture', () => {
    panel(withFindings);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByRole('figure')).toBeNull();
  });
});
