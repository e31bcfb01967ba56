// GET /api/files serves registered uploads only: real secrets are planted in DATA_DIR (the generated
// session secret, a planted file, a file named like an upload that was never registered) and beside
// it, and every spelling of '..', of a separator and of an absolute path is tried. None may leak.
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadPng } from '#tests/factories/uploads.ts';
import { adminAgent, createAdmin } from '#tests/factories/users.ts';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';

const secret = (what: string) => `${what}-${randomBytes(12).toString('hex')}`;

/** Ways to write '..' and '/' in a URL path, as a server or a file system might decode them. */
const DOT_DOTS = ['..', '%2e%2e', '%2E%2E', '.%2e', '%2e.', '%252e%252e', '%c0%ae%c0%ae', '..%00'];
const SLASHES = ['/', '%2f', '%2F', '%252f', '\\', '%5c', '%5C', '%255c'];

describe('GET /api/files never serves a file outside the registered uploads', () => {
  let root: string;
  let dataDir: string;
  let t: TestApp;
  const secrets: Record<string, string> = {
    'secret.txt': secret('inside-data-dir'),
    'outside.txt': secret('outside-data-dir'),
    unregistered: secret('unregistered-upload'),
  };
  const unregisteredKey = `uploads/${randomUUID()}.png`;

  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'safekid-traversal-'));
    dataDir = path.join(root, 'data');
    await mkdir(path.join(dataDir, 'uploads'), { recursive: true });
    await writeFile(path.join(dataDir, 'secret.txt'), secrets['secret.txt']!);
    await writeFile(path.join(root, 'outside.txt'), secrets['outside.txt']!);
    // PNG-signed, where uploads live, named as we name them: only a registered upload is served.
    await writeFile(
      path.join(dataDir, unregisteredKey),
      Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.from(secrets.unregistered!)]),
    );
    // Without SESSION_SECRET the app generates its secret into DATA_DIR/session-secret.
    t = await createTestApp({ env: { DATA_DIR: dataDir, SESSION_SECRET: undefined } });
    secrets['session-secret'] = (await readFile(path.join(dataDir, 'session-secret'), 'utf8')).trim();
    expect(secrets['session-secret']).toBe(t.config.sessionSecret);
  });
  afterAll(async () => {
    await t.close();
    await rm(root, { recursive: true, force: true });
  });

  /** Each target as a path relative to the folder the request names (DATA_DIR/uploads or DATA_DIR). */
  function relativeTargets(fromUploads: boolean): string[][] {
    const up = fromUploads ? ['..'] : [];
    return [
      [...up, 'secret.txt'],
      [...up, 'session-secret'],
      [...up, '..', 'outside.txt'],
      [...up, '..', 'data', 'secret.txt'],
      [...up, '..', '..', '..', '..', '..', '..', ...root.split(path.sep).filter(Boolean), 'outside.txt'],
    ];
  }

  function traversalUrls(): string[] {
    const urls = new Set<string>();
    const prefixes: Array<[string, boolean]> = [
      ['/api/files/objects/uploads/', true],
      ['/api/files/objects/', false],
      ['/api/files/', false],
    ];
    for (const [prefix, fromUploads] of prefixes) {
      for (const segments of relativeTargets(fromUploads)) {
        for (const dots of DOT_DOTS) {
          for (const slash of SLASHES) {
            urls.add(prefix + segments.map((s) => (s === '..' ? dots : s)).join(slash));
          }
        }
      }
    }
    // Absolute paths, plain and encoded, after each prefix; the file names themselves.
    for (const file of [path.join(dataDir, 'secret.txt'), path.join(root, 'outside.txt')]) {
      for (const prefix of ['/api/files/objects/', '/api/files/objects/uploads/', '/api/files/']) {
        urls.add(prefix + file);
        urls.add(prefix + file.slice(1));
        urls.add(prefix + encodeURIComponent(file));
        urls.add(prefix + `file:${file}`);
        urls.add(prefix + file.replaceAll('/', '\\'));
      }
    }
    for (const name of ['secret.txt', 'session-secret', unregisteredKey, `objects/${unregisteredKey}`]) {
      urls.add(`/api/files/objects/${name}`);
      urls.add(`/api/files/objects/uploads/${name}`);
    }
    urls.add(`/api/files/objects/${unregisteredKey.replace('/', '%2f')}`);
    urls.add(`/api/files/objects/./${unregisteredKey}`);
    urls.add(`/api/files/objects/uploads/./../${unregisteredKey}`);
    return [...urls];
  }

  it('answers 4xx and none of the planted secrets, whatever the spelling', async () => {
    const urls = traversalUrls();
    expect(urls.length).toBeGreaterThan(400);
    for (const url of urls) {
      const res = await t.agent().get(url);
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, url).toBeLessThan(500);
      for (const [name, value] of Object.entries(secrets)) {
        expect(res.body.includes(value), `${url} served ${name}`).toBe(false);
      }
    }
  });

  it('serves a registered upload from the same DATA_DIR, so the refusals above are not a broken setup', async () => {
    const admin = await adminAgent(t, await createAdmin(t));
    const { filePath, bytes } = await uploadPng(t, admin, randomBytes(64));
    const res = await t.agent().get(`/api/files${filePath}`);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(bytes)).toBe(true);
  });
});
