import { readFileSync } from 'node:fs';
import { buildIdParamsSchema, buildMetaSchema } from '@tirage/api-client/contract';
import * as z from 'zod';

/** The build a server runs, as `/builds/latest.json` and `/builds/meta/{id}.json` describe it. */
export interface BuildInfo {
  /** Letters, digits and hyphens only (the contract's `buildIdParamsSchema`), at most 64. */
  readonly id: string;
  /** When it was built (or, without a build file, when the server started), ms since the epoch. */
  readonly timestamp: number;
  /** Public paths prerendered in this build. */
  readonly prerendered: readonly string[];
}

/**
 * The build file a deployment writes beside the compiled server: `dist/build-info.json` when
 * running `dist/`, so a source checkout (tests, `src/`) has none and falls back.
 */
const DEFAULT_BUILD_INFO_FILE = new URL('../build-info.json', import.meta.url);

const PACKAGE_FILE = new URL('../../package.json', import.meta.url);

/** A build file: the meta answer, `prerendered` optional; its id must be one the meta route can serve. */
const buildFileSchema = buildMetaSchema.extend({
  id: buildIdParamsSchema.shape.buildId,
  prerendered: buildMetaSchema.shape.prerendered.default([]),
});

export interface BuildInfoSource {
  /** The build file; `DEFAULT_BUILD_INFO_FILE` unless given. */
  readonly file?: URL | string;
  /** The server's version, for the fallback id; read from its package.json unless given. */
  readonly version?: string;
  /** When the server started, ms since the epoch. */
  readonly startedAt: number;
}

/**
 * The build this server answers for, decided once at start: the build file when there is one
 * (a malformed one stops the server, as a bad configuration does), else an id made of the
 * server's version and its start time (`0-1-0-m1abc2de`): a new deployment is a restart, so
 * the storefront's poll sees a new id after each one.
 */
export function loadBuildInfo(source: BuildInfoSource): BuildInfo {
  const file = source.file ?? DEFAULT_BUILD_INFO_FILE;
  let text: string | undefined;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  if (text !== undefined) {
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new Error(`Invalid build file ${String(file)}: not JSON`);
    }
    const parsed = buildFileSchema.safeParse(json);
    if (!parsed.success)
      throw new Error(`Invalid build file ${String(file)}: ${z.prettifyError(parsed.error)}`);
    return parsed.data;
  }
  return fallbackBuild(source.version ?? serverVersion(), source.startedAt);
}

/** An id from a version and a start time, in the characters a build id may hold. */
export function fallbackBuild(version: string, startedAt: number): BuildInfo {
  const versionPart =
    version
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 40) || 'dev';
  return { id: `${versionPart}-${startedAt.toString(36)}`, timestamp: startedAt, prerendered: [] };
}

function serverVersion(): string {
  const parsed = z.object({ version: z.string() }).safeParse(JSON.parse(readFileSync(PACKAGE_FILE, 'utf8')));
  return parsed.success ? parsed.data.version : 'dev';
}
