// Serves the built client: hashed assets cached forever (immutable), the few unhashed files from
// public/ briefly. Pre-compressed .br/.gz files written at build time are preferred. An asset the
// current build lacks is looked up among the previous builds' assets (decision 001): a page loaded
// before an upgrade still gets the scripts it names.
import { existsSync } from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { PUBLIC_DIR } from '../render/client-assets.ts';
import { previousAssetDirs } from '../render/client-build.ts';
import { access, withRouteAccess } from './route-access.ts';

/** @fastify/static builds its own route options: its routes get their role (public) this way. */
const publicStatic = withRouteAccess('public', fastifyStatic);

export const staticClientPlugin = fp(
  async (app) => {
    const clientDist = app.deps.config.clientDistDir;
    const assetsDir = path.join(clientDist, 'assets');
    if (existsSync(assetsDir)) {
      await app.register(async (scope) => {
        // Serves nothing itself: gives `reply.sendFile` this context's caching and pre-compression.
        await scope.register(fastifyStatic, {
          root: assetsDir,
          serve: false,
          preCompressed: true,
          immutable: true,
          maxAge: '365d',
          index: false,
        });
        scope.get('/assets/*', access.public, async (request, reply) => {
          const file = (request.params as { '*': string })['*'];
          // Earlier builds' folders are listed now, not at start, and only on a miss: a rebuild by a
          // newer instance moves this instance's own assets there while it still runs.
          const has = (dir: string) => existsSync(path.join(dir, file));
          const root = has(assetsDir) ? assetsDir : (previousAssetDirs(clientDist).find(has) ?? assetsDir);
          return reply.sendFile(file, root);
        });
      });
    }
    const rootDir = existsSync(path.join(clientDist, 'index.html')) ? clientDist : PUBLIC_DIR;
    await app.register(publicStatic, {
      root: rootDir,
      prefix: '/',
      // One route per file present at start: everything else falls through to the page routes.
      wildcard: false,
      index: false,
      globIgnore: ['assets/**', 'index.html', '.vite/**', '**/*.br', '**/*.gz'],
      preCompressed: true,
      maxAge: '1h',
      decorateReply: false,
    });
  },
  { name: 'static-client', decorators: { fastify: ['deps'] } },
);
