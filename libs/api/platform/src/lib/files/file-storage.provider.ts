import type { Provider } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { FileStorage } from './file-storage';
import { FsFileStorage } from './fs-file-storage';
import { S3FileStorage } from './s3-file-storage';

/** The storage adapter the config names, built once at start. */
export function createFileStorage(config: AppConfig): FileStorage {
  if (config.STORAGE_DRIVER === 'fs') return new FsFileStorage(config.storageDir);
  return new S3FileStorage({
    bucket: config.S3_BUCKET as string,
    prefix: config.S3_PREFIX,
    client: {
      region: config.S3_REGION,
      endpoint: config.S3_ENDPOINT,
      forcePathStyle: config.S3_FORCE_PATH_STYLE ?? Boolean(config.S3_ENDPOINT),
      credentials: config.S3_ACCESS_KEY_ID
        ? {
            accessKeyId: config.S3_ACCESS_KEY_ID,
            secretAccessKey: config.S3_SECRET_ACCESS_KEY as string,
          }
        : undefined,
    },
  });
}

export const fileStorageProvider: Provider = {
  provide: FileStorage,
  useFactory: createFileStorage,
  inject: [AppConfig],
};
