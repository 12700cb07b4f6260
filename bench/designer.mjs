// The online designer's benchmark (`npm run bench:designer`, after a build):
//
// 1. PDF render: a two-sided A5 design with two 12-megapixel photos and three fonts, rendered by
//    the shop (GET /api/v1/design-documents/{id}/pdf, in its worker threads) five times; the
//    median time and the server's extra resident memory while it renders (VmRSS sampled every
//    10 ms, less the VmRSS before the render).
// 2. The designer route's JavaScript, gzipped, split between libraries with the storefront's
//    source maps: at load (the template browser) and once the editor opens (the canvas chunk,
//    Konva's); the product page's initial JavaScript measured the same way.
// 3. The editor's frame time while dragging an object of a 40-object design in Chromium: the
//    canvas times each drawing of the page on the Performance API (`designer:draw` measures);
//    the p95 over a drag of 120 moves.
//
// Flags: --no-write (print only; otherwise docs/benchmarks.md's designer section is rewritten);
// --compare-with=<url>: the product page's initial JavaScript is also measured on the shop at <url>
// (another build, e.g. the commit before the designer, started by hand) and the difference given.
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import sharp from 'sharp';
import { writeSection } from './lib/report-file.mjs';
import { residentMemory, startServer } from './lib/server.mjs';
import { median, percentiles } from './lib/stats.mjs';
import {
  buildWithSourceMaps,
  describeChunks,
  gzipBytes,
  librariesOfPage,
  readManifest,
} from './lib/web-bundle.mjs';
import { CHROME_FLAGS } from './lib/web-lighthouse.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const write = !process.argv.includes('--no-write');
const compareWith = process.argv
  .find((arg) => arg.startsWith('--compare-with='))
  ?.slice('--compare-with='.length);
const RUNS = 5;
/** Debian's Chromium: playwright-core never downloads a browser here. */
const CHROMIUM = '/usr/bin/chromium';
const HEADERS = { 'fe-x-tenant': 'fr', 'fe-x-active-currency': 'EUR' };
const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
const MB = (bytes) => `${(bytes / 1e6).toFixed(1)} MB`;

/** A 12-megapixel photo (4000 × 3000) with grain, so that it weighs what a camera's does. */
const photo = (seed) =>
  sharp({
    create: {
      width: 4000,
      height: 3000,
      channels: 3,
      background: { r: 40 + seed * 60, g: 90, b: 160 },
      noise: { type: 'gaussian', mean: 110 + seed * 20, sigma: 40 },
    },
  })
    .jpeg({ quality: 90 })
    .toBuffer();

async function json(response) {
  const body = await response.json();
  if (!response.ok) throw new Error(`${response.status} ${JSON.stringify(body)}`);
  return body.data;
}

const text = (id, value, font, top, sizePt, bold = false) => ({
  kind: 'text',
  id,
  x: 10,
  y: top,
  width: 128,
  height: 24,
  rotation: 0,
  text: value,
  font,
  sizePt,
  colour: '#1d3557',
  align: 'center',
  bold,
  italic: false,
});

async function pdfRender(server) {
  const guest = randomUUID();
  const assets = [];
  for (const seed of [0, 1]) {
    const bytes = await photo(seed);
    const asset = await json(
      await fetch(`${server.url}/api/v1/design-assets?anonymousUserId=${guest}`, {
        method: 'POST',
        headers: { ...HEADERS, 'content-type': 'image/jpeg' },
        body: bytes,
      }),
    );
    assets.push({ ...asset, fileBytes: bytes.length });
  }
  const page = (side, asset, title) => ({
    side,
    background: '#fdf6e3',
    objects: [
      { kind: 'image', id: 'photo', assetId: asset.id, x: -2, y: 60, width: 152, height: 114, rotation: 0 },
      text('title', title, 'Lora', 14, 36, true),
      text('date', 'Du 12 au 14 mars 2027 · Parc des expositions', 'Montserrat', 180, 12),
      text('more', 'Entrée libre · www.exemple.fr', 'Inter', 192, 10),
    ],
  });
  const document = {
    version: 1,
    format: {
      trimWidthMm: 148,
      trimHeightMm: 210,
      bleedMm: 2,
      safeMarginMm: 3,
      shape: 'rectangle',
      cornerRadiusMm: 0,
      sides: ['recto', 'verso'],
    },
    pages: [page('recto', assets[0], 'Salon du livre'), page('verso', assets[1], 'Programme')],
    assets: assets.map(({ id, mediaType, widthPx, heightPx }) => ({ id, mediaType, widthPx, heightPx })),
  };
  const design = await json(
    await fetch(`${server.url}/api/v1/design-documents`, {
      method: 'POST',
      headers: { ...HEADERS, 'content-type': 'application/json' },
      body: JSON.stringify({
        productId: 'flyers',
        selectedAttributes: { format: 'a5', sides: 'recto-verso' },
        document,
        anonymousUserId: guest,
      }),
    }),
  );
  const runs = [];
  for (let run = 0; run < RUNS; run += 1) {
    const before = residentMemory(server.pid)?.rss ?? 0;
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, residentMemory(server.pid)?.rss ?? 0);
    }, 10);
    const started = performance.now();
    const answer = await fetch(`${server.url}/api/v1/design-documents/${design.id}/pdf`, {
      headers: HEADERS,
    });
    const bytes = (await answer.arrayBuffer()).byteLength;
    const ms = performance.now() - started;
    clearInterval(sampler);
    peak = Math.max(peak, residentMemory(server.pid)?.rss ?? 0);
    if (answer.status !== 200) throw new Error(`the PDF answered ${answer.status}`);
    runs.push({ ms, extraRss: peak - before, bytes });
    console.log(`  render ${run + 1}: ${ms.toFixed(0)} ms, +${MB(peak - before)} resident, PDF ${MB(bytes)}`);
  }
  return {
    photos: assets.map((asset) => `${asset.widthPx} × ${asset.heightPx}, ${MB(asset.fileBytes)}`),
    medianMs: median(runs.map((run) => run.ms)),
    medianExtraRss: median(runs.map((run) => run.extraRss)),
    maxExtraRss: Math.max(...runs.map((run) => run.extraRss)),
    pdfBytes: runs[0]?.bytes ?? 0,
  };
}

/** The scripts a page loads, by path, with their text: from the page's load, then after `then`. */
async function scriptsOf(browser, url, then) {
  const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
  const loaded = new Map();
  let phase = 'load';
  const phases = { load: new Set(), after: new Set() };
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script' || !response.ok()) return;
    const path = new URL(response.url()).pathname;
    phases[phase].add(path);
    if (!loaded.has(path)) loaded.set(path, await response.text().catch(() => ''));
  });
  await page.goto(url, { waitUntil: 'load' });
  await page.locator('html[data-hydrated="true"]').waitFor();
  await page.waitForLoadState('networkidle');
  if (then !== undefined) {
    phase = 'after';
    await then(page);
    await page.waitForLoadState('networkidle');
  }
  return { page, loaded, phases };
}

function libraryTable(title, libraries) {
  const total = [...libraries.values()].reduce((sum, figures) => sum + figures.gzip, 0);
  const rows = [...libraries].map(
    ([library, figures]) =>
      `| ${library} | ${kB(figures.gzip)} | ${Math.round((figures.gzip / total) * 100)} % |`,
  );
  return [
    `| ${title} | gzip | share |`,
    '| --- | ---: | ---: |',
    ...rows,
    `| **total** | **${kB(total)}** | |`,
  ].join('\n');
}

async function javascriptAndFrames(server) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS });
  const mapBuild = await buildWithSourceMaps(root).catch((error) => {
    console.warn(`no source maps: ${error.message}`);
    return null;
  });
  try {
    const manifest = await readManifest(join(root, 'packages/react-app/build/client/assets'));
    const designer = await scriptsOf(
      browser,
      `${server.url}/designer/?product=flyers&format=a5&sides=recto&from=/flyers/`,
      async (page) => {
        await page.getByRole('button', { name: 'Concert' }).click();
        await page.locator('.design-canvas[data-fonts-ready="true"] canvas').first().waitFor();
      },
    );
    const product = await scriptsOf(browser, `${server.url}/flyers/`);
    await product.page.close();
    let compared = null;
    if (compareWith !== undefined) {
      const other = await scriptsOf(browser, `${compareWith.replace(/\/$/, '')}/flyers/`);
      await other.page.close();
      compared = [...other.loaded.values()].reduce((total, code) => total + gzipBytes(code), 0);
    }
    const chunks = await describeChunks(
      root,
      new Map([...designer.loaded, ...product.loaded]),
      manifest,
      mapBuild,
    );
    const atLoad = librariesOfPage(chunks, [...designer.phases.load]);
    const editor = librariesOfPage(chunks, [...designer.phases.after]);
    const productPage = librariesOfPage(chunks, [...product.phases.load]);
    const konvaOnProduct = [...productPage.keys()].filter((library) => /konva/.test(library));

    // A design of 40 objects: the template's 4 and 36 rectangles, stacked at the page's centre.
    const page = designer.page;
    for (let added = 0; added < 36; added += 1) await page.getByRole('button', { name: 'Rectangle' }).click();
    const objects = await page.getByRole('option').count();
    await page.evaluate(() => {
      window.__draws = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          if (entry.name === 'designer:draw') window.__draws.push(entry.duration);
        }
      }).observe({ type: 'measure' });
    });
    const canvas = await page.locator('.design-canvas canvas').first().boundingBox();
    const stage = await page.locator('.design-canvas').boundingBox();
    if (canvas === null || stage === null) throw new Error('the canvas is not shown');
    const x = canvas.x + canvas.width / 2;
    const y = canvas.y + canvas.height / 2;
    await page.mouse.move(x, y);
    await page.mouse.down();
    for (let step = 1; step <= 120; step += 1) {
      await page.mouse.move(x + Math.sin(step / 10) * 80, y + step * 0.5);
    }
    await page.mouse.up();
    await page.waitForTimeout(300);
    const draws = await page.evaluate(() => window.__draws);
    await page.close();
    const [p50, p95] = percentiles(draws, [50, 95]);
    return { atLoad, editor, productPage, konvaOnProduct, compared, objects, draws: draws.length, p50, p95 };
  } finally {
    await mapBuild?.cleanup();
    await browser.close();
  }
}

async function main() {
  for (const file of ['packages/server/dist/main.js', 'packages/react-app/build/client']) {
    if (!existsSync(join(root, file)))
      throw new Error(`${file} is missing: build first (npm run bench:designer does)`);
  }
  if (!existsSync(CHROMIUM)) {
    throw new Error(`no Chromium at ${CHROMIUM}: apt-get install -y chromium`);
  }
  const server = await startServer({ root, databaseUrl: undefined, logLevel: 'warn' });
  try {
    console.log('PDF render (two-sided A5, two 12-megapixel photos, three fonts):');
    const pdf = await pdfRender(server);
    console.log('JavaScript and frame time:');
    const web = await javascriptAndFrames(server);
    const sum = (libraries) => [...libraries.values()].reduce((total, figures) => total + figures.gzip, 0);
    const markdown = [
      '# Designer benchmarks',
      '',
      `Command: \`npm run bench:designer${process.argv.length > 2 ? ` -- ${process.argv.slice(2).join(' ')}` : ''}\` (${new Date().toISOString().slice(0, 10)}, ${process.platform}, Node ${process.version}).`,
      '',
      '## PDF render',
      '',
      `Two-sided A5 (152 × 214 mm with its bleed), two 12-megapixel JPEG photos (${pdf.photos.join('; ')}),`,
      `three fonts (Lora, Montserrat, Inter), rendered by the shop in its worker threads, ${RUNS} runs.`,
      '',
      '| measure | value | target |',
      '| --- | ---: | ---: |',
      `| median time | ${pdf.medianMs.toFixed(0)} ms | ≤ 800 ms |`,
      `| median extra resident memory | ${MB(pdf.medianExtraRss)} | ≤ 150 MB |`,
      `| largest extra resident memory | ${MB(pdf.maxExtraRss)} | |`,
      `| PDF size | ${MB(pdf.pdfBytes)} | |`,
      '',
      '## JavaScript of the designer',
      '',
      `At load (the template browser): ${kB(sum(web.atLoad))} gzipped. Once the editor opens, it adds ${kB(sum(web.editor))}:`,
      '',
      libraryTable('library (editor opened)', web.editor),
      '',
      `The product page \`/flyers/\` loads ${kB(sum(web.productPage))} gzipped, with ${
        web.konvaOnProduct.length === 0 ? 'no Konva' : `Konva (${web.konvaOnProduct.join(', ')})`
      }.${
        web.compared === null
          ? ''
          : ` The same page of the shop at ${compareWith}: ${kB(web.compared)}; the difference: ${kB(sum(web.productPage) - web.compared)} (target ≤ 2 kB).`
      }`,
      '',
      '## Frame time while dragging',
      '',
      `A design of ${web.objects} objects; one dragged over 120 moves; ${web.draws} drawings of the page timed.`,
      '',
      '| measure | value | target |',
      '| --- | ---: | ---: |',
      `| p50 drawing | ${web.p50.toFixed(2)} ms | |`,
      `| p95 drawing | ${web.p95.toFixed(2)} ms | ≤ 16 ms |`,
    ].join('\n');
    console.log(`\n${markdown}\n`);
    if (write) await writeSection(join(root, 'docs/benchmarks.md'), 'designer', markdown);
  } finally {
    await server.stop();
  }
}

await main();
