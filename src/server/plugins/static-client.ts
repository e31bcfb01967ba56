// Serves the built client: hashed assets cached forever (immutable), the few unhashed files from
// public/ briefly. Pre-compressed .br/.gz files written at build time are preferred.
import { existsSync } from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { CLIENT_DIST, PUBLIC_DIR } from '../render/client-assets.ts';

export const staticClientPlugin = fp(
  async (app) => {
    const assetsDir = path.join(CLIENT_DIST, 'assets');
    if (existsSync(assetsDir)) {
      await app.register(fastifyStatic, {
        root: assetsDir,
        prefix: '/assets/',
        preCompressed: true,
        immutable: true,
        maxAge: '365d',
        index: false,
        decorateReply: false,
      });
    }
    const rootDir = existsSync(path.join(CLIENT_DIST, 'index.html')) ? CLIENT_DIST : PUBLIC_DIR;
    await app.register(fastifyStatic, {
      root: rootDir,
      prefix: '/',
      // One route per file present at start: everything else falls through to the page routes.
      wildcard: false,
      index: false,
      allowedPath: (pathname) => !pathname.startsWith('/assets/') && pathname !== '/index.html' && !pathname.startsWith('/.vite'),
      preCompressed: true,
      maxAge: '1h',
      decorateReply: false,
    });
  },
  { name: 'static-client' },
);
