// What the storefront's initial JavaScript is made of: gzip sizes of the scripts a page loads,
// and their split between libraries, read from the source maps of a second, temporary build of
// the storefront (same configuration, `--sourcemapClient`, written to a temporary directory, so
// the measured build is left as it is). Without that build, the chunks are only named by the
// telltale strings of the libraries they contain.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { copyFile, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';

/** The storefront package, its client assets, and the prefix of its route manifest file. */
const APP_DIR = 'packages/react-app';
const MANIFEST_PREFIX = 'window.__reactRouterManifest=';
const MAP_BUILD_TIMEOUT_MS = 300_000;

/** Bytes of `text` once gzipped with zlib's default level (6), like most servers and CDNs. */
export function gzipBytes(text) {
  return gzipSync(typeof text === 'string' ? Buffer.from(text) : text).length;
}

// ---------------------------------------------------------------------------------------------
// The temporary build with source maps
// ---------------------------------------------------------------------------------------------

/**
 * Builds the storefront's client once more, with source maps, into a fresh temporary directory:
 * a small project there reuses the package's own `react-router.config.ts` and `vite.config.ts`,
 * with the app directory pointing at the real one and the build directory at the temporary one.
 * Answers `{ assetsDir, manifest, cleanup }`; throws with the build's log when it fails.
 */
export async function buildWithSourceMaps(root) {
  const appRoot = join(root, APP_DIR);
  const dir = await mkdtemp(join(tmpdir(), 'tirage-bench-web-map-'));
  const cleanup = () => rm(dir, { recursive: true, force: true });
  try {
    const path = (file) => JSON.stringify(join(appRoot, file));
    await writeFile(
      join(dir, 'react-router.config.mjs'),
      `import base from ${path('react-router.config.ts')};\n` +
        `export default { ...base, appDirectory: ${path('app')}, buildDirectory: ${JSON.stringify(join(dir, 'build'))} };\n`,
    );
    await writeFile(
      join(dir, 'vite.config.mjs'),
      `import base from ${path('vite.config.ts')};\n` +
        'export default async (env) => ({\n' +
        "  ...(typeof base === 'function' ? await base(env) : await base),\n" +
        `  cacheDir: ${JSON.stringify(join(dir, 'vite-cache'))},\n` +
        '});\n',
    );
    // React Router picks its default entry files from the package's dependencies.
    await copyFile(join(appRoot, 'package.json'), join(dir, 'package.json'));
    // The configuration files' own imports resolve from the temporary directory.
    await symlink(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir');

    const log = await run(
      join(root, 'node_modules/.bin/react-router'),
      ['build', dir, '--sourcemapClient'],
      dir,
    );
    if (log.status !== 0) {
      throw new Error(`the build with source maps failed (${log.status}):\n${lastLines(log.output)}`);
    }
    const assetsDir = join(dir, 'build/client/assets');
    const manifest = await readManifest(assetsDir);
    if (manifest === null)
      throw new Error(`the build with source maps wrote no route manifest in ${assetsDir}`);
    return { assetsDir, manifest, cleanup };
  } catch (error) {
    await cleanup();
    throw error;
  }
}

function run(command, args, cwd) {
  return new Promise((resolvePromise) => {
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, DO_NOT_TRACK: '1', NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    const timer = setTimeout(() => child.kill('SIGTERM'), MAP_BUILD_TIMEOUT_MS);
    child.once('error', (error) => {
      clearTimeout(timer);
      resolvePromise({ status: -1, output: `${output}\n${error.message}` });
    });
    child.once('close', (code, signal) => {
      clearTimeout(timer);
      resolvePromise({ status: code ?? signal, output });
    });
  });
}

function lastLines(text, lines = 15) {
  return text.trimEnd().split('\n').slice(-lines).join('\n');
}

/** The route manifest (`window.__reactRouterManifest={…}`) of a client build, or null. */
export async function readManifest(assetsDir) {
  const files = (await readdir(assetsDir)).filter((file) => /^manifest-[\w-]+\.js$/.test(file));
  if (files.length !== 1) return null;
  return parseManifest(await readFile(join(assetsDir, files[0]), 'utf8'));
}

/** The JSON of a route manifest file, or null when the text is not one. */
function parseManifest(text) {
  if (!text.startsWith(MANIFEST_PREFIX)) return null;
  try {
    return JSON.parse(text.slice(MANIFEST_PREFIX.length).trim().replace(/;$/, ''));
  } catch {
    return null;
  }
}

/**
 * Which chunk of the temporary build is which chunk of the measured one: both route manifests
 * list, for the entry and for each route, the module and its imports in the same order, so the
 * lists are paired position by position. A chunk paired two different ways is left out.
 * Answers a Map from the measured asset path (`/assets/…js`) to the temporary one.
 */
function pairChunks(measured, mapped) {
  const lists = (manifest) => {
    const entries = [['entry', manifest.entry]];
    for (const [id, route] of Object.entries(manifest.routes ?? {})) entries.push([`route ${id}`, route]);
    return new Map(entries.map(([key, item]) => [key, [item?.module, ...(item?.imports ?? [])]]));
  };
  const left = lists(measured);
  const right = lists(mapped);
  const pairs = new Map();
  const conflicts = new Set();
  for (const [key, files] of left) {
    const other = right.get(key);
    if (other === undefined || other.length !== files.length) continue;
    files.forEach((file, index) => {
      if (file === undefined || other[index] === undefined) return;
      if (pairs.has(file) && pairs.get(file) !== other[index]) conflicts.add(file);
      pairs.set(file, other[index]);
    });
  }
  for (const file of conflicts) pairs.delete(file);
  return pairs;
}

/** A chunk's file name without its hash (`entry.client-Cz2xFrKM.js` → `entry.client`). */
const stem = (name) => name.replace(/-[\w-]{8}\.js$/, '');

// ---------------------------------------------------------------------------------------------
// Source maps: bytes of the output per source file, then per library
// ---------------------------------------------------------------------------------------------

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const BASE64_VALUE = new Map([...BASE64].map((char, index) => [char, index]));

/**
 * The segments of a source map's `mappings`, line by line: `[generatedColumn, sourceIndex]`, the
 * source index undefined for a segment that maps to no source (Source Map v3, Base64 VLQ).
 */
function decodeMappings(mappings) {
  const lines = [];
  let sourceIndex = 0;
  for (const line of mappings.split(';')) {
    const segments = [];
    let column = 0;
    for (const segment of line.split(',')) {
      if (segment === '') continue;
      const fields = [];
      let value = 0;
      let shift = 0;
      for (const char of segment) {
        const digit = BASE64_VALUE.get(char);
        if (digit === undefined) throw new Error(`invalid source map mappings character ${char}`);
        value += (digit & 31) << shift;
        if (digit & 32) {
          shift += 5;
        } else {
          fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      column += fields[0];
      if (fields.length >= 4) {
        sourceIndex += fields[1];
        segments.push([column, sourceIndex]);
      } else {
        segments.push([column, undefined]);
      }
      // Fields 2 to 4 (original line, column and name) are relative too, but not needed here.
    }
    lines.push(segments);
  }
  return lines;
}

/**
 * The UTF-8 bytes of `code` per source of its source map `map`: each segment owns the text up to
 * the next segment of its line; text before a line's first segment, line breaks and segments
 * without a source count as `null` (the bundler's own glue). Answers a Map source → bytes.
 */
function bytesPerSource(code, map) {
  const lines = code.split('\n');
  const mapped = decodeMappings(map.mappings ?? '');
  const totals = new Map();
  const add = (source, text) => {
    if (text === '') return;
    totals.set(source, (totals.get(source) ?? 0) + Buffer.byteLength(text));
  };
  lines.forEach((line, index) => {
    const segments = mapped[index] ?? [];
    add(null, line.slice(0, segments[0]?.[0] ?? line.length));
    segments.forEach(([column, source], position) => {
      const end = segments[position + 1]?.[0] ?? line.length;
      add(source === undefined ? null : (map.sources[source] ?? null), line.slice(column, end));
    });
    if (index < lines.length - 1) add(null, '\n');
  });
  return totals;
}

const packageNames = new Map();

/** The name of the workspace package that holds `path`, from its package.json. */
function workspacePackage(root, path) {
  const relative = path.slice(join(root, 'packages').length + 1);
  const dir = relative.split(sep)[0];
  if (!packageNames.has(dir)) {
    let name = `packages/${dir}`;
    try {
      name = JSON.parse(readFileSync(join(root, 'packages', dir, 'package.json'), 'utf8')).name ?? name;
    } catch {}
    packageNames.set(dir, name);
  }
  return packageNames.get(dir);
}

/** The library a source of a source map comes from: an npm package, a workspace package, or glue. */
function libraryOf(root, source, mapDir) {
  if (source === null) return '(bundler glue)';
  if (source.startsWith('\0') || /^[a-z-]+:/.test(source)) return '(bundler glue)';
  const path = resolve(mapDir, source);
  const marker = `${sep}node_modules${sep}`;
  const at = path.lastIndexOf(marker);
  if (at !== -1) {
    const parts = path.slice(at + marker.length).split(sep);
    return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  if (path.startsWith(join(root, 'packages') + sep)) return workspacePackage(root, path);
  return '(other)';
}

/**
 * The libraries of one chunk of the temporary build: raw bytes per library, from its source map.
 * Answers `{ bytes, libraries: Map library → bytes }`, or null when the chunk has no source map.
 */
async function librariesOfChunk(root, assetsDir, file) {
  const path = join(assetsDir, file.replace(/^\/assets\//, ''));
  let code;
  try {
    // The comment that points at the map is not in the measured chunk.
    code = (await readFile(path, 'utf8')).replace(/\/\/# sourceMappingURL=\S*\s*$/, '');
  } catch {
    return null;
  }
  let map;
  try {
    map = JSON.parse(await readFile(`${path}.map`, 'utf8'));
  } catch {
    // The bundler writes no map for a chunk of its own making only (a route module that only
    // re-exports another chunk's exports).
    return {
      bytes: Buffer.byteLength(code),
      libraries: new Map([['(bundler glue)', Buffer.byteLength(code)]]),
    };
  }
  const libraries = new Map();
  for (const [source, bytes] of bytesPerSource(code, map)) {
    const library = libraryOf(root, source, dirname(path));
    libraries.set(library, (libraries.get(library) ?? 0) + bytes);
  }
  return { bytes: Buffer.byteLength(code), libraries };
}

// ---------------------------------------------------------------------------------------------
// Telltale strings: the fallback without source maps
// ---------------------------------------------------------------------------------------------

/** Strings that only the named library puts in a minified chunk (checked against this build). */
const TELLTALES = [
  ['react-dom', '__reactContainer'],
  ['scheduler', 'unstable_scheduleCallback'],
  ['react', 'react.transitional.element'],
  ['react-router', 'React Router'],
  ['xstate', 'xstate.init'],
  ['zod', 'ZodError'],
  ['temporal-polyfill', 'Temporal'],
  ['ofetch', 'FetchError'],
];

function telltaleLibraries(code) {
  if (code.startsWith(MANIFEST_PREFIX)) return ['route manifest (data)'];
  return TELLTALES.filter(([, telltale]) => code.includes(telltale)).map(([library]) => library);
}

// ---------------------------------------------------------------------------------------------
// The scripts of the measured pages
// ---------------------------------------------------------------------------------------------

/**
 * The chunks the pages load, with their sizes and libraries. `scripts` maps each asset path
 * (`/assets/…js`, as the measured server serves it) to its text, fetched from that server;
 * `measuredManifest` is the route manifest of the measured build (or null), `mapBuild` the
 * temporary build with source maps (or null). Each chunk's gzip size is split between its
 * libraries in proportion to their raw bytes in the source-mapped twin of the chunk.
 */
export async function describeChunks(root, scripts, measuredManifest, mapBuild) {
  const pairs =
    mapBuild === null || measuredManifest === null
      ? new Map()
      : pairChunks(measuredManifest, mapBuild.manifest);
  if (mapBuild !== null) {
    // A chunk the manifests do not pair (the route lists differ when the sources changed between
    // the two builds) is paired by its name without the hash, when that name is unique in both.
    const twins = (await readdir(mapBuild.assetsDir)).filter((file) => file.endsWith('.js'));
    const unique = (names) => {
      const counts = new Map();
      for (const name of names) counts.set(stem(name), (counts.get(stem(name)) ?? 0) + 1);
      return (name) => counts.get(stem(name)) === 1;
    };
    const uniqueTwin = unique(twins);
    const uniqueMeasured = unique([...scripts.keys()].map((path) => path.split('/').pop()));
    for (const path of scripts.keys()) {
      const name = path.split('/').pop();
      if (pairs.has(path) || !uniqueMeasured(name)) continue;
      const twin = twins.find((file) => stem(file) === stem(name) && uniqueTwin(file));
      if (twin !== undefined) pairs.set(path, `/assets/${twin}`);
    }
  }
  const chunks = new Map();
  for (const [path, code] of scripts) {
    const bytes = Buffer.byteLength(code);
    const gzip = gzipBytes(code);
    const chunk = {
      path,
      bytes,
      gzip,
      telltales: telltaleLibraries(code),
      libraries: null,
      twinBytes: null,
    };
    if (code.startsWith(MANIFEST_PREFIX)) {
      chunk.libraries = new Map([['(route manifest: data)', { bytes, gzip }]]);
    } else if (pairs.has(path)) {
      const twin = await librariesOfChunk(root, mapBuild.assetsDir, pairs.get(path));
      if (twin !== null && twin.bytes > 0) {
        chunk.twinBytes = twin.bytes;
        chunk.libraries = new Map(
          [...twin.libraries]
            .sort((a, b) => b[1] - a[1])
            .map(([library, twinBytes]) => [
              library,
              { bytes: (bytes * twinBytes) / twin.bytes, gzip: (gzip * twinBytes) / twin.bytes },
            ]),
        );
      }
    } else if (bytes === 0) {
      chunk.libraries = new Map();
    }
    chunks.set(path, chunk);
  }
  return chunks;
}

/**
 * The libraries of a page's chunks added up: Map library → { bytes, gzip }, largest first. A
 * chunk without source map figures counts whole under `(not attributed: file)`.
 */
export function librariesOfPage(chunks, paths) {
  const totals = new Map();
  const add = (library, figures) => {
    const total = totals.get(library) ?? { bytes: 0, gzip: 0 };
    totals.set(library, { bytes: total.bytes + figures.bytes, gzip: total.gzip + figures.gzip });
  };
  for (const path of paths) {
    const chunk = chunks.get(path);
    if (chunk === undefined) continue;
    if (chunk.libraries === null) add(`(not attributed: ${path.split('/').pop()})`, chunk);
    else for (const [library, figures] of chunk.libraries) add(library, figures);
  }
  return new Map([...totals].sort((a, b) => b[1].gzip - a[1].gzip));
}
