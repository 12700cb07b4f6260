import { Temporal } from 'temporal-polyfill';
import { describe, expect, test } from 'vitest';
import {
  anArtwork,
  checked,
  findings,
  pendingCheck,
  unreadableCheck,
} from '../../test-support/fake-artworks.js';
import { businessCardsLine, placedOrder } from '../../test-support/fake-orders.js';
import { checkViewOf, fileCheckCanBeAdded, fileViewsOf, lineMarkOf } from './artwork-screens.server.js';

const order = placedOrder();
const withCheck = { ...businessCardsLine, selection: { ...businessCardsLine.selection, fileCheck: true } };

/** Where the storefront passes a file's preview on, in these tests. */
const previewAt = (page: number) => `/preview/${page}`;

describe('the check of a file, as the panel shows it', () => {
  test('findings are grouped by severity, blocking then warning then notice, whatever the order they came in', () => {
    const view = checkViewOf(
      checked(findings.transparency, findings.lowResolution, findings.rgb, findings.missingBleed),
      'toFix',
      previewAt,
    );
    expect(view.groups).toEqual([
      { severity: 'blocking', messages: [findings.lowResolution.message, findings.missingBleed.message] },
      { severity: 'warning', messages: [findings.rgb.message] },
      { severity: 'notice', messages: [findings.transparency.message] },
    ]);
  });

  test('a severity without a finding has no group, and a sentence said twice is said once', () => {
    expect(checkViewOf(checked(findings.rgb, findings.rgb), 'verified', previewAt).groups).toEqual([
      { severity: 'warning', messages: [findings.rgb.message] },
    ]);
    expect(checkViewOf(checked(), 'verified', previewAt).groups).toEqual([]);
  });

  test('it waits for the professional review only once checked without anything blocking', () => {
    expect(checkViewOf(checked(findings.rgb), 'checking', previewAt).awaitingReview).toBe(true);
    expect(checkViewOf(pendingCheck, 'checking', previewAt).awaitingReview).toBe(false);
    expect(checkViewOf(checked(), 'verified', previewAt).awaitingReview).toBe(false);
  });
});

describe('the files of a line', () => {
  test('each carries its check and its mark; the review status shows only where someone reviews', () => {
    const artworks = [
      anArtwork({ id: 'upl-1', preflight: pendingCheck }),
      anArtwork({ id: 'upl-2', preflight: checked(findings.lowResolution) }),
      anArtwork({ id: 'upl-3', preflight: checked() }),
      anArtwork({ id: 'upl-4', preflight: unreadableCheck }),
      anArtwork({ id: 'upl-other', lineItemId: 'line-other' }),
    ];
    const views = fileViewsOf(artworks, order, businessCardsLine, 'fr-FR');
    expect(views.map((view) => [view.id, view.check.status, view.mark, view.showsReviewStatus])).toEqual([
      ['upl-1', 'pending', 'checking', false],
      ['upl-2', 'checked', 'toFix', false],
      ['upl-3', 'checked', 'verified', false],
      ['upl-4', 'unreadable', 'toFix', false],
    ]);
    expect(views[1]?.check.groups).toEqual([
      { severity: 'blocking', messages: [findings.lowResolution.message] },
    ]);
    expect(views[3]?.check.groups).toEqual([
      { severity: 'blocking', messages: [findings.unreadable.message] },
    ]);
    expect(views[0]).toMatchObject({
      fileName: 'carte-recto.pdf',
      size: '2,4\u202fMo',
      sentOn: '02-03-2026',
      removable: true,
    });
  });

  test('with the professional check, a clean file still waits for the team, and says so', () => {
    const [view] = fileViewsOf([anArtwork({ preflight: checked() })], order, withCheck, 'fr-FR');
    expect(view).toMatchObject({
      mark: 'checking',
      showsReviewStatus: true,
      check: { awaitingReview: true },
    });
  });

  test('its previews are shown through the storefront, which holds the session, not at the API’s address', () => {
    const previews = {
      ...checked(),
      previewUrls: [
        '/api/v1/order/ord-1/artwork/upl-1/preview/1',
        '/api/v1/order/ord-1/artwork/upl-1/preview/2',
      ],
    };
    const [view] = fileViewsOf(
      [anArtwork({ id: 'upl-1', preflight: previews })],
      order,
      businessCardsLine,
      'fr-FR',
    );
    expect(view?.check.previewUrls).toEqual([
      `/personal-area/artwork-preview/?order_number=${order.orderNumber}&upload_id=upl-1&page=1`,
      `/personal-area/artwork-preview/?order_number=${order.orderNumber}&upload_id=upl-1&page=2`,
    ]);
  });
});

describe('the mark of a line', () => {
  const at = (iso: string) => Temporal.Instant.from(iso);

  test('is the newest file’s that was not rejected, and nothing for a line without files', () => {
    const older = anArtwork({
      id: 'upl-1',
      preflight: checked(findings.lowResolution),
      createdAt: at('2026-03-02T10:00:00Z'),
    });
    const newer = anArtwork({ id: 'upl-2', preflight: checked(), createdAt: at('2026-03-03T10:00:00Z') });
    expect(lineMarkOf([older], businessCardsLine)).toBe('toFix');
    expect(lineMarkOf([older, newer], businessCardsLine)).toBe('verified');
    expect(lineMarkOf([older, newer], withCheck)).toBe('checking');
    expect(lineMarkOf([anArtwork({ preflight: pendingCheck })], businessCardsLine)).toBe('checking');
    expect(lineMarkOf([anArtwork({ lineItemId: 'line-other' })], businessCardsLine)).toBeUndefined();
  });
});

describe('offering the professional check', () => {
  test('only while the order can be edited, on a line that can take it and has not', () => {
    expect(fileCheckCanBeAdded(order, businessCardsLine)).toBe(true);
    expect(fileCheckCanBeAdded(order, withCheck)).toBe(false);
    expect(fileCheckCanBeAdded(placedOrder({ status: 'inProduction' }), businessCardsLine)).toBe(false);
    expect(fileCheckCanBeAdded(order, { ...businessCardsLine, isFileCheckEditable: false })).toBe(false);
    expect(
      fileCheckCanBeAdded(order, {
        ...businessCardsLine,
        selection: { ...businessCardsLine.selection, uploadType: 'hds' },
      }),
    ).toBe(false);
  });
});
