// Writes .br and .gz next to every compressible file of the client build, so the server sends
// pre-compressed bytes instead of compressing on each request. A step of scripts/build-client.ts.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(js|css|svg|html|json|txt|map)$/;

/** Compresses the files under `root`; returns how many. */
export function compressAssets(root: string): number {
  let files = 0;
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const file = path.join(dir, name);
      if (statSync(file).isDirectory()) walk(file);
      else if (COMPRESSIBLE.test(name) && statSync(file).size > 512) {
        const data = readFileSync(file);
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
        files++;
      }
    }
  };
  walk(root);
  return files;
}
