import { Injectable } from '@nestjs/common';
import sharp from 'sharp';
import { BoundedQueue } from '../common/bounded-queue';
import { AppConfig } from '../config/app-config';
import {
  encodeUpload,
  type EncodedFile,
  type FileFormat,
  type UploadLimits,
} from './image-pipeline';

/**
 * The image pipeline as requests use it, bounded per instance: at most IMAGE_CONCURRENCY
 * images are decoded and re-encoded at once, at most IMAGE_QUEUE_MAX wait, and beyond
 * them the upload answers 503 SERVICO_OCUPADO with `Retry-After` at once. A 40-megapixel
 * picture (or a truncated one, which costs as much to find out) takes about half a second
 * of a core, so a flood of them costs bounded CPU and memory. Callers encode before they
 * take any database connection: a decode never runs inside a transaction.
 */
@Injectable()
export class ImageEncoder {
  private readonly queue: BoundedQueue;

  constructor(config: AppConfig) {
    // One libvips thread per image (sharp's default is one per core): IMAGE_CONCURRENCY is
    // then the number of cores images may take, and the event loop keeps one to answer.
    sharp.concurrency(1);
    this.queue = new BoundedQueue({
      concurrency: config.imageConcurrency,
      queueMax: config.IMAGE_QUEUE_MAX,
      initialAverageMs: 500,
      busyMessage:
        'Muitas imagens sendo processadas ao mesmo tempo. Tente enviar de novo em instantes.',
    });
  }

  /** Images being encoded and waiting: for tests and metrics. */
  get load() {
    return this.queue.load;
  }

  /** `encodeUpload` under the bound (a PDF is only checked by its header: no slot needed). */
  encode(
    input: Buffer,
    format: FileFormat,
    limits: UploadLimits,
    options?: { maxSide?: number; thumbnail?: boolean },
  ): Promise<EncodedFile> {
    if (format === 'pdf' || input.length > limits.maxBytes)
      return encodeUpload(input, format, limits, options);
    return this.queue.run(() => encodeUpload(input, format, limits, options));
  }
}
