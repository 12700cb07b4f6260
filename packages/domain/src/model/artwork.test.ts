import { fc, test } from '@fast-check/vitest';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { acceptableFileArb, artworkNameArb, artworkStatusArb } from './artwork.arb.js';
import {
  ARTWORK_MEDIA_TYPES,
  ARTWORK_STATUSES,
  type Artwork,
  artworkErrors,
  artworkExtensions,
  artworkMark,
  artworkNameProblem,
  artworkUploadRefusal,
  checkArtworkFile,
  DEFAULT_UPLOAD_LIMITS,
  declaredArtworkType,
  isArtworkMediaType,
  isArtworkRemovable,
  lineArtworkMark,
  liveArtworkCount,
  MAX_ARTWORK_BYTES,
  MAX_ARTWORK_NAME_LENGTH,
  MAX_ARTWORKS_PER_LINE,
  orderTakesArtwork,
  uploadPercent,
} from './artwork.js';
import { statusArb } from './order.arb.js';
import { isOrderEditable } from './order.js';

const uploadTypeArb = fc.constantFrom('upload' as const, 'dex' as const, 'hds' as const);

describe('checkArtworkFile', () => {
  test.prop([acceptableFileArb])('takes every file of an artwork type within the limit', (file) => {
    expect(checkArtworkFile(file)).toEqual({ ok: true, value: file.mediaType });
  });

  test.prop([acceptableFileArb, fc.integer({ min: 1, max: 1_000_000 })])(
    'refuses a file one byte or more above the limit, naming the limit',
    (file, extra) => {
      const result = checkArtworkFile({ ...file, sizeBytes: MAX_ARTWORK_BYTES + extra });
      expect(result).toEqual({ ok: false, error: artworkErrors.tooLarge(MAX_ARTWORK_BYTES) });
    },
  );

  test.prop([acceptableFileArb, fc.subarray([...ARTWORK_MEDIA_TYPES])])(
    'takes only the types the shop accepts, and names them when it refuses',
    (file, acceptedTypes) => {
      const result = checkArtworkFile(file, { ...DEFAULT_UPLOAD_LIMITS, acceptedTypes });
      const declared = declaredArtworkType(file);
      const taken = declared !== undefined && acceptedTypes.includes(declared);
      expect(result.ok).toBe(taken);
      if (!taken) expect(result).toEqual({ ok: false, error: artworkErrors.unsupportedType(acceptedTypes) });
    },
  );

  it('names the accepted types in its refusal', () => {
    expect(artworkErrors.unsupportedType().message).toBe('Only PDF, PNG, JPEG and TIFF files are accepted');
    expect(artworkErrors.unsupportedType(['application/pdf']).message).toBe('Only PDF files are accepted');
    expect(artworkExtensions(['image/jpeg', 'image/tiff'])).toEqual(['.jpg', '.jpeg', '.tif', '.tiff']);
  });

  test.prop([acceptableFileArb, fc.integer({ min: 1, max: 10_000 })])(
    'follows a lower limit when one is given',
    (file, limit) => {
      const result = checkArtworkFile(file, { ...DEFAULT_UPLOAD_LIMITS, maxFileBytes: limit });
      expect(result.ok).toBe(file.sizeBytes <= limit);
    },
  );

  test.prop([acceptableFileArb])('refuses an empty file', (file) => {
    expect(checkArtworkFile({ ...file, sizeBytes: 0 })).toEqual({ ok: false, error: artworkErrors.empty() });
  });

  test.prop([
    acceptableFileArb,
    fc.constantFrom('application/zip', 'image/gif', 'text/plain', 'application/msword'),
    fc.constantFrom('doc', 'zip', 'gif', 'ai', 'psd'),
  ])('refuses a file whose type and extension are not artwork types', (file, mediaType, extension) => {
    const result = checkArtworkFile({ ...file, name: `maquette.${extension}`, mediaType });
    expect(result).toEqual({ ok: false, error: artworkErrors.unsupportedType() });
  });

  it('takes the type of the extension when the file declares none', () => {
    expect(checkArtworkFile({ name: 'scan.TIF', mediaType: '', sizeBytes: 10 })).toEqual({
      ok: true,
      value: 'image/tiff',
    });
    expect(declaredArtworkType({ name: 'flyer.jpeg', mediaType: 'application/octet-stream' })).toBe(
      'image/jpeg',
    );
    expect(declaredArtworkType({ name: 'sans-extension', mediaType: '' })).toBeUndefined();
    expect(declaredArtworkType({ name: 'piège.constructor', mediaType: '' })).toBeUndefined();
    expect(declaredArtworkType({ name: 'x.png', mediaType: 'IMAGE/PNG' })).toBe('image/png');
  });

  it('refuses names that are paths, control characters, empty or too long', () => {
    expect(artworkNameProblem('../etc/passwd.pdf')).toMatch(/\//);
    expect(artworkNameProblem('dossier\\flyer.pdf')).toMatch(/\//);
    expect(artworkNameProblem('flyer\n.pdf')).toMatch(/control/);
    expect(artworkNameProblem('   ')).toMatch(/empty/);
    expect(artworkNameProblem(`${'a'.repeat(MAX_ARTWORK_NAME_LENGTH - 4)}.pdf`)).toBeUndefined();
    expect(artworkNameProblem(`${'a'.repeat(MAX_ARTWORK_NAME_LENGTH)}.pdf`)).toMatch(/at most 255/);
    const refused = checkArtworkFile({ name: 'a/b.pdf', mediaType: 'application/pdf', sizeBytes: 5 });
    expect(refused.ok ? undefined : refused.error.kind).toBe('artwork.invalidName');
  });

  test.prop([artworkNameArb])('keeps every name a computer gives a file', (name) => {
    expect(artworkNameProblem(name)).toBeUndefined();
  });

  it('knows the four artwork types only', () => {
    expect(ARTWORK_MEDIA_TYPES.every(isArtworkMediaType)).toBe(true);
    expect(isArtworkMediaType('image/gif')).toBe(false);
    expect(isArtworkMediaType(42)).toBe(false);
  });
});

describe('artworkUploadRefusal', () => {
  test.prop([statusArb, uploadTypeArb, fc.array(artworkStatusArb, { maxLength: 30 })])(
    'a line takes a file exactly when the order takes files, the artwork is the customer’s and the line has room',
    (orderStatus, uploadType, statuses) => {
      const refusal = artworkUploadRefusal(orderStatus, { uploadType }, statuses);
      const allowed =
        isOrderEditable(orderStatus) &&
        uploadType !== 'hds' &&
        liveArtworkCount(statuses) < MAX_ARTWORKS_PER_LINE;
      expect(refusal === undefined).toBe(allowed);
    },
  );

  it('says why, in the order the rules are checked', () => {
    expect(artworkUploadRefusal('inProduction', { uploadType: 'hds' }, [])).toBe('orderClosed');
    expect(artworkUploadRefusal('cancelled', { uploadType: 'upload' }, [])).toBe('orderClosed');
    expect(artworkUploadRefusal('paid', { uploadType: 'hds' }, [])).toBe('designService');
    // A ready-made design's print file is the shop's, whatever files the line holds.
    const readyMade = { uploadType: 'upload', readyMadeDesignId: 'pod-paris-s-eveille' } as const;
    expect(artworkUploadRefusal('paid', readyMade, [])).toBe('readyMade');
    expect(artworkUploadRefusal('paid', readyMade, ['approved'])).toBe('readyMade');
    expect(artworkUploadRefusal('inProduction', readyMade, [])).toBe('orderClosed');
    const full = Array.from({ length: MAX_ARTWORKS_PER_LINE }, () => 'received' as const);
    expect(artworkUploadRefusal('paid', { uploadType: 'upload' }, full)).toBe('tooManyFiles');
    expect(artworkUploadRefusal('paid', { uploadType: 'upload' }, [...full.slice(1), 'rejected'])).toBe(
      undefined,
    );
    expect(artworkErrors.notAccepted('tooManyFiles').message).toBe(
      `A line holds at most ${MAX_ARTWORKS_PER_LINE} files`,
    );
  });

  test.prop([statusArb])('an order takes files exactly while it can be edited', (status) => {
    expect(orderTakesArtwork(status)).toBe(isOrderEditable(status));
  });

  test.prop([fc.array(artworkStatusArb, { maxLength: 30 })])('rejected files do not count', (statuses) => {
    expect(liveArtworkCount(statuses)).toBe(statuses.filter((status) => status !== 'rejected').length);
    expect(liveArtworkCount([...statuses, 'rejected'])).toBe(liveArtworkCount(statuses));
  });
});

describe('isArtworkRemovable', () => {
  it('lets the customer remove a file only while it waits for the check', () => {
    expect(ARTWORK_STATUSES.filter(isArtworkRemovable)).toEqual(['received']);
    expect(artworkErrors.notRemovable('approved').message).toBe(
      'A file that is approved can no longer be removed',
    );
  });
});

describe('uploadPercent', () => {
  test.prop([fc.nat(), fc.nat()])('is a whole percent from 0 to 100', (loaded, total) => {
    const percent = uploadPercent({ loaded, total });
    expect(Number.isInteger(percent)).toBe(true);
    expect(percent).toBeGreaterThanOrEqual(0);
    expect(percent).toBeLessThanOrEqual(100);
  });

  test.prop([fc.integer({ min: 1, max: MAX_ARTWORK_BYTES }), fc.nat(), fc.nat()])(
    'never goes back as more is sent, and is 100 only when all is sent',
    (total, a, b) => {
      const [less, more] = [Math.min(a, b) % (total + 1), Math.max(a, b) % (total + 1)].sort(
        (x, y) => x - y,
      ) as [number, number];
      expect(uploadPercent({ loaded: less, total })).toBeLessThanOrEqual(
        uploadPercent({ loaded: more, total }),
      );
      expect(uploadPercent({ loaded: total, total })).toBe(100);
      if (less < total) expect(uploadPercent({ loaded: less, total })).toBeLessThan(100);
    },
  );

  it('is 0 when nothing is known', () => {
    expect(uploadPercent({ loaded: 0, total: 0 })).toBe(0);
    expect(uploadPercent({ loaded: 5, total: 0 })).toBe(0);
    expect(uploadPercent({ loaded: Number.NaN, total: 10 })).toBe(0);
  });
});

describe('how a line’s artwork stands', () => {
  const checked = (
    severity: 'blocking' | 'warning' | undefined,
  ): Pick<Artwork, 'status' | 'preflight'>['preflight'] => ({
    status: 'checked',
    findings:
      severity === undefined
        ? []
        : [
            {
              code: 'resolution.low',
              severity,
              page: 1,
              measured: '72 ppi',
              expected: '300 ppi',
              message: '…',
            },
          ],
    previewUrls: [],
  });
  const pending = { status: 'pending', findings: [], previewUrls: [] } as const;
  const at = (iso: string) => Temporal.Instant.from(iso);

  it('the automatic check decides, unless staff did', () => {
    expect(artworkMark({ status: 'received', preflight: pending }, false)).toBe('checking');
    expect(artworkMark({ status: 'received', preflight: checked(undefined) }, false)).toBe('verified');
    expect(artworkMark({ status: 'received', preflight: checked('warning') }, false)).toBe('verified');
    expect(artworkMark({ status: 'received', preflight: checked('blocking') }, false)).toBe('toFix');
    expect(
      artworkMark(
        { status: 'received', preflight: { status: 'unreadable', findings: [], previewUrls: [] } },
        false,
      ),
    ).toBe('toFix');
    // The professional check the shopper paid for waits for its review.
    expect(artworkMark({ status: 'received', preflight: checked(undefined) }, true)).toBe('checking');
    expect(artworkMark({ status: 'approved', preflight: checked('blocking') }, true)).toBe('verified');
    expect(artworkMark({ status: 'rejected', preflight: checked(undefined) }, true)).toBe('toFix');
  });

  it('the newest file not rejected stands for the line', () => {
    const rejected = {
      status: 'rejected',
      preflight: checked(undefined),
      createdAt: at('2026-12-01T10:00:00Z'),
    } as const;
    const replaced = {
      status: 'received',
      preflight: checked('blocking'),
      createdAt: at('2026-12-01T11:00:00Z'),
    } as const;
    const newest = {
      status: 'received',
      preflight: checked(undefined),
      createdAt: at('2026-12-01T12:00:00Z'),
    } as const;
    expect(lineArtworkMark([], false)).toBeUndefined();
    expect(lineArtworkMark([rejected], false)).toBe('toFix');
    expect(lineArtworkMark([newest, rejected, replaced], false)).toBe('verified');
  });
});
