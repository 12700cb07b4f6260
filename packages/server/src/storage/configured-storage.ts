import type { Config } from '../config/config.js';
import { createLocalObjectStorage } from './local-storage.js';
import type { ObjectStorage } from './object-storage.js';
import { createS3ObjectStorage } from './s3-storage.js';

/** The shop's file storage as configured: an S3 bucket when `STORAGE=s3`, else `DATA_DIR` on the local disk. */
export function createConfiguredStorage(config: Pick<Config, 'storage' | 'dataDir'>): ObjectStorage {
  const { storage } = config;
  if (storage.kind === 'local') return createLocalObjectStorage(config.dataDir);
  return createS3ObjectStorage({
    bucket: storage.bucket,
    region: storage.region,
    endpoint: storage.endpoint,
    forcePathStyle: storage.forcePathStyle,
    prefix: storage.prefix,
    credentials: storage.credentials,
  });
}
