import type { Temporal } from 'temporal-polyfill';
import type { ArtworkError } from '../errors/errors.js';
import type { PreflightFinding } from '../preflight/preflight.js';
import type { UploadType } from '../product/upload-type.js';
import { err, ok, type Result } from '../shared/result.js';
import { isOrderEditable, type OrderStatus } from './order.js';

/**
 * The life of an artwork file sent for an order line (the specification says "not shown"):
 * `received` (stored, waiting for the prepress check; the customer may still remove it), then
 * `approved` (good to print) or `rejected` (with the reason the prepress team gives; the customer
 * sends another file). Only staff move a file out of `received`.
 */
export const ARTWORK_STATUSES = ['received', 'approved', 'rejected'] as const;
export type ArtworkStatus = (typeof ARTWORK_STATUSES)[number];

/** The file types a print shop can print from: PDF, PNG, JPEG and TIFF. */
export const ARTWORK_MEDIA_TYPES = ['application/pdf', 'image/png', 'image/jpeg', 'image/tiff'] as const;
export type ArtworkMediaType = (typeof ARTWORK_MEDIA_TYPES)[number];

/** The largest artwork file taken: 200 MB (200 × 1024 × 1024 bytes). */
export const MAX_ARTWORK_BYTES = 200 * 1024 * 1024;

/**
 * A shop's upload limits (part of its `ShopRules`): the largest file taken, in bytes, and the
 * types it takes (a subset of `ARTWORK_MEDIA_TYPES`, the types the shop can read and print).
 */
export interface UploadLimits {
  readonly maxFileBytes: number;
  readonly acceptedTypes: readonly ArtworkMediaType[];
}

/** The specification's upload limits, for a caller that has no shop. */
export const DEFAULT_UPLOAD_LIMITS: UploadLimits = {
  maxFileBytes: MAX_ARTWORK_BYTES,
  acceptedTypes: ARTWORK_MEDIA_TYPES,
};

/** How many files one order line may hold, not counting rejected ones (multi-artwork jobs need several). */
export const MAX_ARTWORKS_PER_LINE = 20;

/** The longest file name kept (the name is shown back; files are stored under their own id). */
export const MAX_ARTWORK_NAME_LENGTH = 255;

/** One artwork file of an order line, as the customer sees it. */
export interface Artwork {
  readonly id: string;
  readonly orderId: string;
  readonly lineItemId: string;
  /** The name the file had on the customer's computer. */
  readonly fileName: string;
  /** The type read from the file's own bytes, not from its name. */
  readonly mediaType: ArtworkMediaType;
  readonly sizeBytes: number;
  readonly status: ArtworkStatus;
  /** Why the prepress team refused the file; set on `rejected` files only. */
  readonly rejectionReason: string | undefined;
  readonly createdAt: Temporal.Instant;
  /** The automatic check of the file, run once it is stored. */
  readonly preflight: ArtworkPreflight;
}

/** `pending` while the file waits for (or is in) its automatic check. */
export const PREFLIGHT_STATUSES = ['pending', 'checked', 'unreadable'] as const;
export type PreflightStatus = (typeof PREFLIGHT_STATUSES)[number];

/** The automatic check's outcome as the shopper reads it: each finding said in French. */
export interface ArtworkPreflight {
  readonly status: PreflightStatus;
  readonly findings: readonly (PreflightFinding & { readonly message: string })[];
  /** Pictures of the first page (and the verso) with the trim and safe-area lines, recto first. */
  readonly previewUrls: readonly string[];
}

/** A file the customer chose, before it is sent; its content is whatever the adapter sends. */
export interface ArtworkFile<Content = unknown> {
  readonly name: string;
  /** The type the browser or the client declared ('' when it does not know). */
  readonly mediaType: string;
  readonly sizeBytes: number;
  readonly content: Content;
}

export function isArtworkMediaType(value: unknown): value is ArtworkMediaType {
  return typeof value === 'string' && (ARTWORK_MEDIA_TYPES as readonly string[]).includes(value);
}

const TYPE_OF_EXTENSION: Readonly<Record<string, ArtworkMediaType>> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  tif: 'image/tiff',
  tiff: 'image/tiff',
};

/** What each artwork type is called in a sentence. */
const TYPE_NAMES: Readonly<Record<ArtworkMediaType, string>> = {
  'application/pdf': 'PDF',
  'image/png': 'PNG',
  'image/jpeg': 'JPEG',
  'image/tiff': 'TIFF',
};

/** The file name extensions of the given types, with their dot (a file picker's `accept`). */
export function artworkExtensions(types: readonly ArtworkMediaType[]): readonly string[] {
  return Object.entries(TYPE_OF_EXTENSION).flatMap(([extension, type]) =>
    types.includes(type) ? [`.${extension}`] : [],
  );
}

/** The types named as a sentence lists them: `PDF, PNG, JPEG and TIFF`. */
export function artworkTypeNames(types: readonly ArtworkMediaType[]): string {
  const names = ARTWORK_MEDIA_TYPES.filter((type) => types.includes(type)).map((type) => TYPE_NAMES[type]);
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/**
 * The type a file declares: its own when it is an artwork type, else the type its name's extension
 * stands for (some systems give `.tif` files no type), else nothing.
 */
export function declaredArtworkType(
  file: Pick<ArtworkFile, 'name' | 'mediaType'>,
): ArtworkMediaType | undefined {
  const declared = file.mediaType.toLowerCase();
  if (isArtworkMediaType(declared)) return declared;
  const dot = file.name.lastIndexOf('.');
  if (dot < 0) return undefined;
  const extension = file.name.slice(dot + 1).toLowerCase();
  return Object.hasOwn(TYPE_OF_EXTENSION, extension) ? TYPE_OF_EXTENSION[extension] : undefined;
}

/** Control characters and path separators: a file name is a name, never a path. */
const hasForbiddenCharacter = (name: string): boolean =>
  [...name].some((character) => {
    const code = character.charCodeAt(0);
    return code < 0x20 || code === 0x7f || character === '/' || character === '\\';
  });

/** Why a file name is refused, or nothing when it can be kept. */
export function artworkNameProblem(name: string): string | undefined {
  if (name.trim() === '') return 'A file name cannot be empty';
  if (name.length > MAX_ARTWORK_NAME_LENGTH)
    return `A file name is at most ${MAX_ARTWORK_NAME_LENGTH} characters`;
  if (hasForbiddenCharacter(name)) return 'A file name cannot hold / or \\ or control characters';
  return undefined;
}

export const artworkErrors = {
  tooLarge: (maxBytes: number): ArtworkError => ({
    kind: 'artwork.tooLarge',
    maxBytes,
    message: `A file is at most ${maxBytes} bytes`,
  }),
  unsupportedType: (accepted: readonly ArtworkMediaType[] = ARTWORK_MEDIA_TYPES): ArtworkError => ({
    kind: 'artwork.unsupportedType',
    message: `Only ${artworkTypeNames(accepted)} files are accepted`,
  }),
  empty: (): ArtworkError => ({ kind: 'artwork.empty', message: 'The file is empty' }),
  invalidName: (message: string): ArtworkError => ({ kind: 'artwork.invalidName', message }),
  notAccepted: (reason: ArtworkRefusal): ArtworkError => ({
    kind: 'artwork.notAccepted',
    reason,
    message: ARTWORK_REFUSAL_MESSAGES[reason],
  }),
  storageUnavailable: (): ArtworkError => ({
    kind: 'artwork.storageUnavailable',
    message: 'The shop cannot store files for now: try again later',
  }),
  notRemovable: (status: ArtworkStatus): ArtworkError => ({
    kind: 'artwork.notRemovable',
    message: `A file that is ${status} can no longer be removed`,
  }),
} as const;

/**
 * What can be told of a file before it is sent: it has a name, is not empty, is not above the
 * shop's limit, and declares (by type or extension) a type the shop takes. The server reads the
 * real type from the file's bytes; this only spares the shopper a long upload bound to be refused.
 */
export function checkArtworkFile(
  file: Pick<ArtworkFile, 'name' | 'mediaType' | 'sizeBytes'>,
  limits: UploadLimits = DEFAULT_UPLOAD_LIMITS,
): Result<ArtworkMediaType, ArtworkError> {
  const nameProblem = artworkNameProblem(file.name);
  if (nameProblem !== undefined) return err(artworkErrors.invalidName(nameProblem));
  const type = declaredArtworkType(file);
  if (type === undefined || !limits.acceptedTypes.includes(type))
    return err(artworkErrors.unsupportedType(limits.acceptedTypes));
  if (file.sizeBytes <= 0) return err(artworkErrors.empty());
  if (file.sizeBytes > limits.maxFileBytes) return err(artworkErrors.tooLarge(limits.maxFileBytes));
  return ok(type);
}

/** Why an order line takes no new file. */
export type ArtworkRefusal = Extract<ArtworkError, { kind: 'artwork.notAccepted' }>['reason'];

const ARTWORK_REFUSAL_MESSAGES: Readonly<Record<ArtworkRefusal, string>> = {
  orderClosed: 'This order no longer takes files',
  designService: 'The design service makes the artwork of this line',
  readyMade: 'The shop provides the print file of this ready-made design',
  tooManyFiles: `A line holds at most ${MAX_ARTWORKS_PER_LINE} files`,
};

/**
 * Files are taken until the job goes to press, as edits are: while the order awaits payment, is
 * paid, or is in its file review. From production on (and for a cancelled order) they can no
 * longer change.
 */
export function orderTakesArtwork(status: OrderStatus): boolean {
  return isOrderEditable(status);
}

/** The files that count against a line's limit: every one but the rejected. */
export function liveArtworkCount(statuses: readonly ArtworkStatus[]): number {
  return statuses.filter((status) => status !== 'rejected').length;
}

/**
 * Whether a line of an order takes one more file, and why not: the order must still take files,
 * the line's artwork must be the customer's (not the design service's, nor the shop's ready-made
 * design), and the line must hold fewer than `MAX_ARTWORKS_PER_LINE` live files.
 */
export function artworkUploadRefusal(
  orderStatus: OrderStatus,
  line: { readonly uploadType: UploadType; readonly readyMadeDesignId?: string | undefined },
  statusesOnLine: readonly ArtworkStatus[],
): ArtworkRefusal | undefined {
  if (!orderTakesArtwork(orderStatus)) return 'orderClosed';
  if (line.uploadType === 'hds') return 'designService';
  if (line.readyMadeDesignId !== undefined) return 'readyMade';
  if (liveArtworkCount(statusesOnLine) >= MAX_ARTWORKS_PER_LINE) return 'tooManyFiles';
  return undefined;
}

/** A customer may remove a file only while it waits for the prepress check. */
export function isArtworkRemovable(status: ArtworkStatus): boolean {
  return status === 'received';
}

/** How far an upload is, in whole percent (0 to 100); nothing sent of nothing is 0. */
export function uploadPercent(progress: { readonly loaded: number; readonly total: number }): number {
  if (!(progress.total > 0) || !(progress.loaded > 0)) return 0;
  return Math.min(100, Math.floor((progress.loaded / progress.total) * 100));
}

/**
 * How a line's artwork stands, as the order detail marks it: `verified` ("Fichier vérifié"),
 * `toFix` ("À corriger": a blocking finding, an unreadable file, or a file the prepress team
 * rejected) or `checking` ("En cours de vérification": the automatic check has not run yet, or
 * the professional check the shopper paid for has not reviewed the file yet). A staff decision
 * outranks the automatic check.
 */
export type ArtworkMark = 'verified' | 'toFix' | 'checking';

export function artworkMark(
  artwork: Pick<Artwork, 'status' | 'preflight'>,
  professionalCheck: boolean,
): ArtworkMark {
  if (artwork.status === 'approved') return 'verified';
  if (artwork.status === 'rejected') return 'toFix';
  const { preflight } = artwork;
  if (preflight.status === 'pending') return 'checking';
  if (preflight.status === 'unreadable') return 'toFix';
  if (preflight.findings.some((finding) => finding.severity === 'blocking')) return 'toFix';
  return professionalCheck ? 'checking' : 'verified';
}

/**
 * The mark of a line from its files: the newest file not rejected stands for the line (a file sent
 * again replaces the one before); a line whose every file was rejected is to fix; none is nothing.
 */
export function lineArtworkMark(
  files: readonly Pick<Artwork, 'status' | 'preflight' | 'createdAt'>[],
  professionalCheck: boolean,
): ArtworkMark | undefined {
  if (files.length === 0) return undefined;
  const standing = [...files]
    .filter((file) => file.status !== 'rejected')
    .sort((a, b) => b.createdAt.epochMilliseconds - a.createdAt.epochMilliseconds)[0];
  return standing === undefined ? 'toFix' : artworkMark(standing, professionalCheck);
}
