import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import {
  assertStorageKey,
  byteLimit,
  type ObjectStorage,
  ObjectTooLargeError,
  StorageUnavailableError,
} from './object-storage.js';

/** Where the objects are kept: a bucket of AWS S3 or of an S3-compatible service (`S3_*`). */
export interface S3StorageOptions {
  readonly bucket: string;
  readonly region: string;
  /** The service's URL (MinIO, Garage, Scaleway, OVH, R2…); absent: AWS S3 for `region`. */
  readonly endpoint?: string | undefined;
  /** `https://endpoint/bucket/key` rather than `https://bucket.endpoint/key` (most self-hosted services). */
  readonly forcePathStyle?: boolean | undefined;
  /** Absent: the AWS SDK's own chain (`AWS_*` variables, shared files, the instance's role). */
  readonly credentials?: { readonly accessKeyId: string; readonly secretAccessKey: string } | undefined;
  /** Put before every key (without its trailing slash), for a bucket shared with other things. */
  readonly prefix?: string | undefined;
  /**
   * The size of the parts a file is sent in (5 MiB at least, S3's minimum): an upload holds about
   * `partSizeBytes × (queueSize + 1)` in memory, whatever the file's size.
   */
  readonly partSizeBytes?: number;
  /** How many parts of one file are sent at once. */
  readonly queueSize?: number;
}

/** 5 MiB parts, two in flight: about 15 MiB of memory for one upload of any size. */
const PART_SIZE_BYTES = 5 * 1024 * 1024;
const QUEUE_SIZE = 2;
/** How long connecting to the service may take. */
const CONNECTION_TIMEOUT_MS = 5_000;
/** How long a connection may carry nothing before the call fails (a service that hangs). */
const SOCKET_TIMEOUT_MS = 60_000;

const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);

interface ServiceError {
  readonly name?: string;
  readonly code?: string;
  readonly $metadata?: { readonly httpStatusCode?: number };
}

const statusOf = (error: unknown): number | undefined =>
  (error as ServiceError | null)?.$metadata?.httpStatusCode;

/** The service answered that there is no such object (not a missing bucket: that is a fault). */
const isNotFound = (error: unknown): boolean => {
  const name = (error as ServiceError | null)?.name;
  return name === 'NoSuchKey' || name === 'NotFound' || (statusOf(error) === 404 && name !== 'NoSuchBucket');
};

/**
 * A write the storage refused for now, to try again later: it cannot be reached, it fails (5xx),
 * it refuses the keys (403), or the bucket is gone. Anything else is a bug, thrown as it is.
 */
function isUnavailable(error: unknown): boolean {
  const { name, code } = (error as ServiceError | null) ?? {};
  const status = statusOf(error);
  if (status !== undefined) return status >= 500 || status === 403 || name === 'NoSuchBucket';
  return (code !== undefined && NETWORK_CODES.has(code)) || name === 'TimeoutError';
}

const storageFailure = (error: unknown): unknown =>
  isUnavailable(error) ? new StorageUnavailableError(error) : error;

/** A premature close of the counted stream: the upload stopped reading it (it failed). */
const isPrematureClose = (error: unknown): boolean =>
  (error as ServiceError | null)?.code === 'ERR_STREAM_PREMATURE_CLOSE';

/**
 * Objects in an S3 bucket, under the same keys as the local folder's paths (`uploads/…`,
 * `design-assets/…`, `media/…`), after `prefix/` when one is given. A file is sent in parts as it
 * is read (a multipart upload; one request for a file smaller than a part), so its size does not
 * change the memory used; an upload that fails or goes past its limit is aborted and leaves no
 * object nor parts. Downloads stream the service's answer.
 */
export function createS3ObjectStorage(options: S3StorageOptions): ObjectStorage {
  const { bucket } = options;
  const client = new S3Client({
    region: options.region,
    ...(options.endpoint === undefined ? {} : { endpoint: options.endpoint }),
    forcePathStyle: options.forcePathStyle ?? false,
    ...(options.credentials === undefined ? {} : { credentials: { ...options.credentials } }),
    requestHandler: { connectionTimeout: CONNECTION_TIMEOUT_MS, socketTimeout: SOCKET_TIMEOUT_MS },
  });
  if (options.prefix !== undefined) assertStorageKey(options.prefix);
  const keyOf = (key: string): string => {
    assertStorageKey(key);
    return options.prefix === undefined ? key : `${options.prefix}/${key}`;
  };
  const where = `bucket "${bucket}"${options.endpoint === undefined ? '' : ` at ${options.endpoint}`}`;

  return {
    description: `s3 ${bucket}${options.prefix === undefined ? '' : `/${options.prefix}`}`,

    async put(key, body, putOptions = {}) {
      const counted = { bytes: 0 };
      const limited = byteLimit(putOptions.maxBytes ?? Number.POSITIVE_INFINITY, counted);
      // Settles with the error that stopped the body (its own, or the limit), or nothing.
      const feeding = pipeline(body, limited).then(
        () => undefined,
        (error: unknown) => error,
      );
      const upload = new Upload({
        client,
        params: {
          Bucket: bucket,
          Key: keyOf(key),
          Body: limited,
          ...(putOptions.contentType === undefined ? {} : { ContentType: putOptions.contentType }),
        },
        partSize: options.partSizeBytes ?? PART_SIZE_BYTES,
        queueSize: options.queueSize ?? QUEUE_SIZE,
        leavePartsOnError: false,
      });
      try {
        await upload.done();
      } catch (error) {
        // The upload stopped reading: the body is stopped too (the client's request is not read on).
        limited.destroy();
        const stopped = await feeding;
        if (stopped instanceof ObjectTooLargeError) throw stopped;
        if (stopped !== undefined && !isPrematureClose(stopped)) throw stopped;
        throw storageFailure(error);
      }
      const stopped = await feeding;
      if (stopped !== undefined) throw stopped;
      return { sizeBytes: counted.bytes };
    },

    async get(key) {
      try {
        const found = await client.send(new GetObjectCommand({ Bucket: bucket, Key: keyOf(key) }));
        if (!(found.Body instanceof Readable)) throw new Error('The S3 client answered no stream');
        return { body: found.Body, sizeBytes: found.ContentLength ?? 0, contentType: found.ContentType };
      } catch (error) {
        if (isNotFound(error)) return undefined;
        throw error;
      }
    },

    async head(key) {
      try {
        const found = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: keyOf(key) }));
        return { sizeBytes: found.ContentLength ?? 0, contentType: found.ContentType };
      } catch (error) {
        if (isNotFound(error)) return undefined;
        throw error;
      }
    },

    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: keyOf(key) }));
    },

    async move(from, to, moveOptions = {}) {
      const source = keyOf(from);
      // The service copies within the bucket (up to 5 GB in one call): the bytes do not come here.
      try {
        await client.send(
          new CopyObjectCommand({
            Bucket: bucket,
            Key: keyOf(to),
            CopySource: `${encodeURIComponent(bucket)}/${source.split('/').map(encodeURIComponent).join('/')}`,
            ...(moveOptions.contentType === undefined
              ? {}
              : { ContentType: moveOptions.contentType, MetadataDirective: 'REPLACE' as const }),
          }),
        );
      } catch (error) {
        if (isNotFound(error)) throw new Error(`No object to move under ${from}`, { cause: error });
        throw storageFailure(error);
      }
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: source }));
    },

    async check() {
      try {
        await client.send(new HeadBucketCommand({ Bucket: bucket }));
      } catch (error) {
        const status = statusOf(error);
        const reason =
          status === 404
            ? `${where} does not exist`
            : status === 403
              ? `the keys given may not use ${where}`
              : status === 301
                ? `${where} is in another region than ${options.region}`
                : `${where} cannot be reached: ${(error as Error).message || (error as ServiceError).name}`;
        throw new Error(`Object storage: ${reason}`, { cause: error });
      }
    },

    async close() {
      client.destroy();
    },
  };
}
