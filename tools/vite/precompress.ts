import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

/** Files that compress (text); images and fonts are already compressed. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|map)$/;
/** Below this, the headers of an encoded answer cost about what compression saves. */
const MIN_BYTES = 1024;

/** Every file under `folder`, recursively. */
function filesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(folder, entry.name)) : [join(folder, entry.name)],
  );
}

/**
 * Writes `file.br` (brotli, maximum quality) and `file.gz` (gzip -9) beside every text
 * file of the build, so the API serves them as they are (web-apps.ts, chosen by
 * `Accept-Encoding`) instead of compressing on each request. Runs last, after the PWA
 * plugin wrote the service worker, so the worker goes out compressed too. A compressed
 * copy that is not smaller is not written.
 */
export function precompress(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'campo:precompress',
    apply: 'build',
    enforce: 'post',
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        const outDir = config.build.outDir;
        for (const file of filesUnder(outDir)) {
          if (!COMPRESSIBLE.test(file) || statSync(file).size < MIN_BYTES) continue;
          const raw = readFileSync(file);
          const brotli = brotliCompressSync(raw, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
            },
          });
          const gzip = gzipSync(raw, { level: 9 });
          if (brotli.length < raw.length) writeFileSync(`${file}.br`, brotli);
          if (gzip.length < raw.length) writeFileSync(`${file}.gz`, gzip);
        }
      },
    },
  };
}
