import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createS3ObjectStorage, type S3StorageOptions } from '../storage/s3-storage.js';

const PACKAGE_DIR = fileURLToPath(new URL('../..', import.meta.url));
const require = createRequire(import.meta.url);
/** The test server's module, resolved from this package (a development dependency). */
const S3RVER = require.resolve('s3rver');

/**
 * s3rver on a free port of the loopback, in its own process (so that the test's memory is the
 * client's alone), keeping its objects in a folder; its bucket made, it prints its port. It stops
 * when its standard input closes: the test process ending never leaves it running.
 */
const SERVER_SCRIPT = `const [s3rverUrl, directory, bucket] = process.argv.slice(1);
const { default: S3rver } = await import(s3rverUrl);
const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
const { port } = await server.run();
console.log(JSON.stringify({ port }));
process.stdin.on('end', () => server.close().finally(() => process.exit(0)));
process.stdin.resume();`;

/** s3rver's own keys: it checks every request's signature against them. */
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const;

export interface TestS3Server {
  readonly endpoint: string;
  readonly bucket: string;
  /** The adapter's options for this server's bucket. */
  readonly options: S3StorageOptions;
  stop(): Promise<void>;
}

/** Starts a local S3-compatible server (s3rver) with one empty bucket, in a temporary folder. */
export async function startTestS3Server(bucket = 'tirage-test'): Promise<TestS3Server> {
  const directory = await mkdtemp(join(tmpdir(), 'tirage-s3rver-'));
  const child: ChildProcess = spawn(
    process.execPath,
    ['--input-type=module', '-e', SERVER_SCRIPT, pathToFileURL(S3RVER).href, directory, bucket],
    { cwd: PACKAGE_DIR, stdio: ['pipe', 'pipe', 'inherit'] },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const port = await new Promise<number>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout as NonNullable<typeof child.stdout> });
    lines.once('line', (line) => resolve((JSON.parse(line) as { port: number }).port));
    child.once('exit', (code) => reject(new Error(`s3rver stopped before listening (exit code ${code})`)));
  });
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    options: { bucket, region: 'us-east-1', endpoint, forcePathStyle: true, credentials: CREDENTIALS },
    async stop() {
      child.stdin?.end();
      await exited;
      await rm(directory, { recursive: true, force: true });
    },
  };
}

/** The S3 adapter on the test server's bucket, under `prefix` when one is given. */
export const testS3Storage = (server: TestS3Server, prefix?: string) =>
  createS3ObjectStorage({ ...server.options, ...(prefix === undefined ? {} : { prefix }) });
