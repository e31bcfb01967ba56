// An instance keeps serving its own scripts after another instance rebuilt the client in the same
// folder: the rebuild moves them aside and the server looks there when a file is missing (decision 001).
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { keepPreviousAssets, writeBuildStamp } from '#server/render/client-build.ts';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';

let root: string;
let dist: string;
let t: TestApp;
beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'safekid-static-client-'));
  dist = path.join(root, 'client');
  await mkdir(path.join(dist, 'assets'), { recursive: true });
  await writeFile(path.join(dist, 'index.html'), '<!doctype html><html><head></head><body></body></html>\n');
  await writeFile(path.join(dist, 'assets/main-A.js'), 'export const a = 1;\n');
  writeBuildStamp(dist, 'a'.repeat(64));
  t = await createTestApp({ env: { CLIENT_DIST_DIR: dist } });
});
afterAll(async () => {
  await t.close();
  await rm(root, { recursive: true, force: true });
});

it('after a rebuild by another instance, the running one still serves the scripts its page names', async () => {
  // What `npm run build` does while this instance runs: old assets aside, then Vite's new output.
  keepPreviousAssets(dist, 'b'.repeat(64), new Date());
  await mkdir(path.join(dist, 'assets'), { recursive: true });
  await writeFile(path.join(dist, 'assets/main-B.js'), 'export const b = 2;\n');

  const old = await t.app.inject({ method: 'GET', url: '/assets/main-A.js' });
  expect(old.statusCode).toBe(200);
  expect(old.body).toBe('export const a = 1;\n');
  expect(old.headers['cache-control']).toContain('immutable');
  const current = await t.app.inject({ method: 'GET', url: '/assets/main-B.js' });
  expect(current.statusCode).toBe(200);
  expect((await t.app.inject({ method: 'HEAD', url: '/assets/main-A.js' })).statusCode).toBe(200);
  expect((await t.app.inject({ method: 'GET', url: '/assets/main-C.js' })).statusCode).toBe(404);
  const outside = await t.app.inject({ method: 'GET', url: '/assets/..%2F..%2Fclient.previous' });
  // Refused (403 from the file sender), never served from outside the assets folders.
  expect(outside.statusCode).toBe(403);
});
