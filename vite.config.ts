import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const API_SERVER = process.env.API_SERVER ?? 'http://127.0.0.1:5000';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  publicDir: 'public',
  // The browser formats texts the server already parsed (decision 019): FormatJS's documented
  // no-parser entry keeps the ICU parser out of every bundle. Vitest runs server code, which parses.
  resolve: process.env.VITEST
    ? {}
    : {
        alias: {
          '@formatjs/icu-messageformat-parser': '@formatjs/icu-messageformat-parser/no-parser.js',
        },
      },
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
    rollupOptions: {
      // The app, and the tiny entry that hydrates the server-rendered public tag page.
      input: { main: 'index.html', tag: 'src/web/entry-tag.ts' },
    },
  },
  server: {
    port: 5173,
    strictPort: true,
    // `npm run dev`: Vite serves the client with hot reload; everything the server answers is proxied.
    proxy: Object.fromEntries(
      ['/api', '/tag/', '/activate-bracelet/', '/healthz', '/readyz'].map((path) => [
        path,
        { target: API_SERVER },
      ]),
    ),
  },
});
