import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fc, test } from '@fast-check/vitest';
import { buildIdParamsSchema } from '@tirage/api-client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fallbackBuild, loadBuildInfo } from './build-info.js';

const STARTED_AT = Date.UTC(2026, 10, 18, 8);

describe('the build a server answers for', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'tirage-build-info-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('is the build file when there is one', async () => {
    const file = join(dir, 'build-info.json');
    await writeFile(
      file,
      JSON.stringify({
        id: 'web-2026-11-18-a1b2c3',
        timestamp: 1_700_000_000_000,
        prerendered: ['/', '/flyers/'],
      }),
    );
    expect(loadBuildInfo({ file, startedAt: STARTED_AT })).toEqual({
      id: 'web-2026-11-18-a1b2c3',
      timestamp: 1_700_000_000_000,
      prerendered: ['/', '/flyers/'],
    });
  });

  it('lists no prerendered page when the build file names none', async () => {
    const file = join(dir, 'no-pages.json');
    await writeFile(file, JSON.stringify({ id: 'b1', timestamp: 1 }));
    expect(loadBuildInfo({ file, startedAt: STARTED_AT }).prerendered).toEqual([]);
  });

  it('is made of the version and the start time without a build file', () => {
    const build = loadBuildInfo({ file: join(dir, 'missing.json'), version: '0.1.0', startedAt: STARTED_AT });
    expect(build).toEqual({ id: `0-1-0-${STARTED_AT.toString(36)}`, timestamp: STARTED_AT, prerendered: [] });
  });

  it('reads the version from the package without one given', () => {
    const build = loadBuildInfo({ file: join(dir, 'missing.json'), startedAt: STARTED_AT });
    expect(build.id).toMatch(/^\d+-\d+-\d+-[0-9a-z]+$/);
  });

  it.each([
    ['not JSON', '{ id: '],
    ['an id the meta route cannot serve', JSON.stringify({ id: 'release_1.2', timestamp: 1 })],
    ['no timestamp', JSON.stringify({ id: 'b1' })],
  ])('stops the server on a build file with %s', async (_what, text) => {
    const file = join(dir, `bad-${text.length}.json`);
    await writeFile(file, text);
    expect(() => loadBuildInfo({ file, startedAt: STARTED_AT })).toThrow(/Invalid build file/);
  });

  test.prop([fc.string({ maxLength: 80 }), fc.integer({ min: 0, max: 8_640_000_000_000_000 })])(
    'gives an id the meta route can serve, whatever the version',
    (version, startedAt) => {
      const build = fallbackBuild(version, startedAt);
      expect(buildIdParamsSchema.safeParse({ buildId: build.id }).success).toBe(true);
      expect(build.timestamp).toBe(startedAt);
    },
  );

  test.prop([fc.integer({ min: 0, max: 2 ** 45 }), fc.integer({ min: 0, max: 2 ** 45 })])(
    'gives two starts of one version two ids',
    (a, b) => {
      expect(fallbackBuild('0.1.0', a).id === fallbackBuild('0.1.0', b).id).toBe(a === b);
    },
  );
});
