import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Text files worth compressing; images and fonts are compressed already. */
const TEXT = /\.(html|js|mjs|css|svg|json|md|txt|xml|webmanifest|map)$/;
/** Below about a packet, compression saves nothing on the wire. */
const MIN_BYTES = 1024;

function* files(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

/**
 * Writes `.br` and `.gz` copies beside every text file of the build (at the
 * highest levels: done once, served many times), which the API picks by
 * the browser's Accept-Encoding (api/static_encoding.go). A copy that is not
 * smaller than the file is not written.
 */
export function compressBuild(): Plugin {
  let outDir = '';
  return {
    name: 'pursetrade-compress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir.startsWith('/') ? config.build.outDir : join(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const file of files(outDir)) {
        if (!TEXT.test(file)) continue;
        const raw = readFileSync(file);
        if (raw.length < MIN_BYTES) continue;
        const br = brotliCompressSync(raw, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
        });
        const gz = gzipSync(raw, { level: 9 });
        if (br.length < raw.length) writeFileSync(`${file}.br`, br);
        if (gz.length < raw.length) writeFileSync(`${file}.gz`, gz);
      }
    },
  };
}
