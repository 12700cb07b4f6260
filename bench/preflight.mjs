#!/usr/bin/env node
// The automatic check of artwork files (preflight), measured against a running server: how long a
// file takes from its upload to its findings and previews, the server's extra memory while it
// checks, and whether an upload's own answer slows down while a check runs. Starts the server as
// `npm start` does (bench/lib/server.mjs), places one order through the public API, sends the
// files, and reads the findings back. Writes its section of docs/benchmarks.md.
import { randomUUID } from 'node:crypto';
import { cpus, loadavg, release, totalmem, type } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { cmyk, PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { writeSection } from './lib/report-file.mjs';
import { residentMemory, startServer } from './lib/server.mjs';
import { createShopClient, customerCartReadyToCheckOut, loadFixtures, newCustomer } from './lib/shop.mjs';
import { median, percentiles } from './lib/stats.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const REPORT_PATH = join(ROOT, 'docs/benchmarks.md');
const MM = 72 / 25.4;

const USAGE = `Usage: npm run bench:preflight [-- options]   (or: node bench/preflight.mjs [options])

Measures the automatic check of artwork files on a running server (embedded database).

Options:
  --runs N        checks of each file; figures are medians        (5)
  --uploads N     small uploads timed with and without a check    (30)
  --no-write      print only; do not rewrite docs/benchmarks.md
  -h, --help      this text`;

const TARGETS = [
  { key: 'small', label: '1-page A5 PDF with two images, checked and previewed: median ≤ 1.5 s', limit: 1.5 },
  { key: 'large', label: '24-page 50 MB PDF, checked and previewed: median ≤ 10 s', limit: 10 },
  { key: 'memory', label: 'server’s peak extra memory while checking ≤ 300 MB', limit: 300 },
];

function settingsOf() {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string' },
      uploads: { type: 'string' },
      'no-write': { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const whole = (raw, fallback) => {
    const value = Number(raw ?? fallback);
    if (!Number.isInteger(value) || value < 1) {
      console.error(USAGE);
      process.exit(2);
    }
    return value;
  };
  return { runs: whole(values.runs, 5), uploads: whole(values.uploads, 30), write: !values['no-write'] };
}

const progress = (message) => process.stderr.write(`[bench:preflight] ${message}\n`);

/** A photo-like JPEG (noise, so it does not compress away) of `width` × `height` pixels. */
async function photo(width, height, seed) {
  const channels = 3;
  const pixels = Buffer.alloc(width * height * channels);
  let state = seed;
  for (let index = 0; index < pixels.length; index++) {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    pixels[index] = (state >> 16) & 0xff;
  }
  return sharp(pixels, { raw: { width, height, channels } }).jpeg({ quality: 90 }).toBuffer();
}

/** An A5 page with its bleed and boxes, `images` photos placed on it. */
async function a5Pdf(pages, images) {
  const pdf = await PDFDocument.create();
  const embedded = await Promise.all(images.map((bytes) => pdf.embedJpg(bytes)));
  for (let index = 0; index < pages; index++) {
    const page = pdf.addPage([152 * MM, 214 * MM]);
    page.setTrimBox(2 * MM, 2 * MM, 148 * MM, 210 * MM);
    page.setBleedBox(0, 0, 152 * MM, 214 * MM);
    page.drawRectangle({ x: 0, y: 0, width: 152 * MM, height: 214 * MM, color: cmyk(0, 0.1, 0.2, 0) });
    const onPage =
      embedded.length === images.length && pages > 1 ? [embedded[index % embedded.length]] : embedded;
    onPage.forEach((image, at) => {
      const height = 90 * MM;
      page.drawImage(image, {
        x: 10 * MM,
        y: (20 + at * 95) * MM,
        width: height * (image.width / image.height),
        height,
      });
    });
  }
  return pdf.save();
}

async function main() {
  const settings = settingsOf();
  const started = performance.now();
  const loadStart = loadavg()[0];
  progress('building the files');
  // Two 3000 × 2000 photos on one page (about 300 ppi at 90 mm high); 24 pages of one photo each.
  const small = await a5Pdf(1, [await photo(3000, 2000, 1), await photo(3000, 2000, 2)]);
  const largePhotos = await Promise.all(
    Array.from({ length: 24 }, (_unused, index) => photo(1900, 1400, index + 3)),
  );
  const large = await a5Pdf(24, largePhotos);
  const tiny = await a5Pdf(1, []);
  progress(
    `files: ${(small.length / 1e6).toFixed(1)} MB, ${(large.length / 1e6).toFixed(1)} MB, ${(tiny.length / 1e3).toFixed(0)} kB`,
  );

  const contract = await import('@tirage/api-client/contract');
  const domain = await import('@tirage/domain');
  progress('starting the server');
  const server = await startServer({ root: ROOT, logLevel: 'warn' });
  try {
    const client = createShopClient(server.url, contract);
    const fixtures = await loadFixtures(client, contract, domain);
    const token = await newCustomer(client, contract, `preflight-${randomUUID().slice(0, 8)}`);
    const cartId = await customerCartReadyToCheckOut(client, fixtures, token, { withAddresses: true });
    const order = await client.expect('cart.checkout', {
      token,
      params: { id: cartId },
      body: fixtures.checkout,
      extraHeaders: { 'idempotency-key': randomUUID() },
    });
    const placed = await client.expect('order.get', { token, params: { id: order.id } });
    const line = placed.lineItems?.[0]?.id;
    if (line === undefined) throw new Error('the order has no line');
    const uploadUrl = (name) =>
      `${server.url}/api/v1/order/${order.id}/item/${line}/artwork/?${new URLSearchParams({ fileName: name })}`;
    const upload = async (name, bytes) => {
      const began = performance.now();
      const answer = await fetch(uploadUrl(name), {
        method: 'PUT',
        headers: {
          ...client.headers,
          'content-type': 'application/pdf',
          authorization: contract.bearer(token),
        },
        body: bytes,
      });
      const elapsed = performance.now() - began;
      if (answer.status !== 201) throw new Error(`upload answered ${answer.status}: ${await answer.text()}`);
      return { id: (await answer.json()).data.id, ms: elapsed };
    };
    const files = async () =>
      (await client.expect('artwork.list', { token, params: { orderId: order.id } })).uploads;
    const remove = (id) =>
      client.expect('artwork.remove', { token, params: { orderId: order.id, uploadId: id } });
    /** From the upload's start to the findings and previews read back (looked at every 20 ms). */
    const checked = async (name, bytes) => {
      const began = performance.now();
      const { id } = await upload(name, bytes);
      for (;;) {
        const file = (await files()).find((candidate) => candidate.id === id);
        if (file?.preflight.status !== 'pending') {
          const seconds = (performance.now() - began) / 1000;
          await remove(id);
          return { seconds, file };
        }
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };

    const atStart = residentMemory(server.pid);
    const figures = {};
    for (const [key, bytes] of [
      ['small', small],
      ['large', large],
    ]) {
      const runs = [];
      for (let run = 0; run < settings.runs; run++) {
        const result = await checked(`${key}.pdf`, bytes);
        runs.push(result.seconds);
        figures[`${key}Findings`] = result.file.preflight.findings.map((finding) => finding.code);
        figures[`${key}Previews`] = result.file.preflight.previewUrls.length;
        progress(`${key}: run ${run + 1}: ${result.seconds.toFixed(2)} s`);
      }
      figures[key] = { median: median(runs), runs };
    }
    const peak = residentMemory(server.pid);

    // An upload's own answer: small files, alone, then while the large file is being checked.
    const timedUploads = async () => {
      const times = [];
      for (let index = 0; index < settings.uploads; index++) {
        const sent = await upload(`petit-${index}.pdf`, tiny);
        times.push(sent.ms);
        await remove(sent.id);
      }
      return times;
    };
    const alone = await timedUploads();
    const busy = await upload('gros.pdf', large);
    const during = await timedUploads();
    const stillChecking = (await files()).find((file) => file.id === busy.id)?.preflight.status === 'pending';
    figures.uploads = {
      alone: percentiles(alone, [50, 95]),
      during: percentiles(during, [50, 95]),
      stillChecking,
    };
    figures.memory = {
      atStartMb: atStart === null ? null : atStart.rss / 1e6,
      peakMb: peak === null ? null : peak.peak / 1e6,
      extraMb: atStart === null || peak === null ? null : (peak.peak - atStart.rss) / 1e6,
    };

    const report = {
      date: new Date().toISOString().slice(0, 16).replace('T', ' '),
      machine: `${cpus().length} cores (${cpus()[0]?.model.trim()}), ${Math.round(totalmem() / 1e6)} MB RAM, ${type()} ${release()}, Node ${process.version}; load average ${loadStart.toFixed(2)} at start, ${loadavg()[0].toFixed(2)} at end`,
      sizes: { small: small.length, large: large.length, tiny: tiny.length },
      figures,
      settings,
      seconds: (performance.now() - started) / 1000,
    };
    const markdown = markdownOf(report);
    process.stdout.write(`${markdown}\n`);
    if (settings.write) {
      await writeSection(REPORT_PATH, 'preflight', markdown);
      progress(`wrote ${REPORT_PATH}`);
    }
  } finally {
    await server.stop();
  }
}

const ms = (value) => `${value.toFixed(1)} ms`;

function markdownOf({ date, machine, sizes, figures, settings, seconds }) {
  const judged = TARGETS.map((target) => {
    const value = target.key === 'memory' ? figures.memory.extraMb : figures[target.key].median;
    const shown =
      value === null
        ? 'not measured'
        : target.key === 'memory'
          ? `${value.toFixed(1)} MB`
          : `${value.toFixed(2)} s`;
    const verdict = value === null ? 'not judged' : value <= target.limit ? 'PASS' : 'FAIL';
    return `| ${target.label} | ${shown} | ${verdict} |`;
  });
  return [
    '# Artwork checks (preflight)',
    '',
    '<!-- Written by `npm run bench:preflight` (bench/preflight.mjs): edit the script, not this page. -->',
    '',
    'How long the automatic check of an artwork file takes on the running server (embedded',
    'database), from the start of its upload to its findings and previews read back through the',
    'API (looked at every 20 ms), and what it costs the server. The files are built by the script',
    'with pdf-lib and sharp: A5 pages with their bleed and boxes, photos of noise (they do not',
    'compress away).',
    '',
    '```sh',
    'npm run bench:preflight',
    'npm run bench:preflight -- --runs 9 --no-write   # options, see --help',
    '```',
    '',
    `- Date: ${date} UTC`,
    `- Machine: ${machine}`,
    `- Settings: ${settings.runs} checks of each file, ${settings.uploads} small uploads alone and as many during a check; ${seconds.toFixed(0)} s in all`,
    '',
    '| file | size | median | each run | findings | previews |',
    '| --- | ---: | ---: | --- | --- | ---: |',
    `| 1 page, two 3000 × 2000 photos | ${(sizes.small / 1e6).toFixed(1)} MB | ${figures.small.median.toFixed(2)} s | ${figures.small.runs.map((run) => run.toFixed(2)).join(' · ')} | ${figures.smallFindings.join(', ') || 'none'} | ${figures.smallPreviews} |`,
    `| 24 pages, one 1900 × 1400 photo each | ${(sizes.large / 1e6).toFixed(1)} MB | ${figures.large.median.toFixed(2)} s | ${figures.large.runs.map((run) => run.toFixed(2)).join(' · ')} | ${figures.largeFindings.join(', ') || 'none'} | ${figures.largePreviews} |`,
    '',
    `Server memory: VmRSS ${figures.memory.atStartMb?.toFixed(1)} MB before the checks, peak (VmHWM) ${figures.memory.peakMb?.toFixed(1)} MB.`,
    '',
    `An upload's own answer (a ${(sizes.tiny / 1e3).toFixed(0)} kB PDF, one at a time): alone p50 ${ms(figures.uploads.alone[0])}, p95 ${ms(figures.uploads.alone[1])}; while the 24-page file is checked p50 ${ms(figures.uploads.during[0])}, p95 ${ms(figures.uploads.during[1])}${figures.uploads.stillChecking ? '' : ' (the check ended before the last of them)'}.`,
    '',
    '| target | measured | verdict |',
    '| --- | ---: | --- |',
    ...judged,
  ].join('\n');
}

await main();
