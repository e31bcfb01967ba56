// `npm run build`: the client's production build in CLIENT_DIST_DIR (default dist/client). Keeps the
// previous build's hashed assets servable, builds with Vite, pre-compresses, and stamps the build with
// the hash of the sources it was made from, which `npm start` checks (decision 001).
import path from 'node:path';
import { build } from 'vite';
import { clientDistDir } from '../src/server/config.ts';
import { clientSourcesHash, keepPreviousAssets, writeBuildStamp } from '../src/server/render/client-build.ts';
import { PROJECT_ROOT } from '../src/server/render/client-assets.ts';
import { compressAssets } from './compress-assets.ts';

const distDir = clientDistDir();
// Hashed before building: a source edited during the build makes the stamp differ, never match.
const sources = clientSourcesHash(PROJECT_ROOT);
keepPreviousAssets(distDir, sources, new Date());
await build({ root: PROJECT_ROOT, build: { outDir: distDir } });
const files = compressAssets(distDir);
writeBuildStamp(distDir, sources);
process.stdout.write(`compressed ${files} files in ${path.relative(process.cwd(), distDir)}\n`);
