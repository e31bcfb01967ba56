// Without SMTP_URL mails go to DATA_DIR/outbox: fine for development, silent loss in production,
// so a production start says so; and the files, which hold codes, are the service user's alone.
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { loadConfig } from '../config.ts';
import { createMailer, OUTBOX_IN_PRODUCTION } from './mailer.ts';

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'safekid-mailer-'));
});
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

const logger = () => ({ warn: vi.fn(), info: vi.fn(), error: vi.fn() });
const configFor = (env: Record<string, string>) =>
  loadConfig({ DATA_DIR: dataDir, SESSION_SECRET: 's'.repeat(40), ...env });

it('a production start without SMTP_URL warns that nobody receives the mails; development does not', () => {
  const production = logger();
  expect(createMailer(configFor({ NODE_ENV: 'production' }), production as never).kind).toBe('outbox');
  expect(production.warn).toHaveBeenCalledWith(OUTBOX_IN_PRODUCTION);
  expect(OUTBOX_IN_PRODUCTION).toMatch(/^SMTP_URL is not set: .* nobody receives them\. Set SMTP_URL/);

  const development = logger();
  createMailer(configFor({ NODE_ENV: 'development' }), development as never);
  const withSmtp = logger();
  createMailer(configFor({ NODE_ENV: 'production', SMTP_URL: 'smtp://127.0.0.1:2525' }), withSmtp as never);
  expect(development.warn).not.toHaveBeenCalled();
  expect(withSmtp.warn).not.toHaveBeenCalled();
});

it('the outbox and its mails are readable by the service user alone', async () => {
  const mailer = createMailer(
    configFor({ NODE_ENV: 'development' }),
    logger() as unknown as FastifyBaseLogger,
  );
  await mailer.send({
    kind: 'verification',
    to: 'a@example.test',
    subject: 'Code',
    text: '048213',
    html: '<p>048213</p>',
  });
  const outbox = path.join(dataDir, 'outbox');
  const [file] = await readdir(outbox);
  expect((await stat(outbox)).mode & 0o777).toBe(0o700);
  expect((await stat(path.join(outbox, file!))).mode & 0o777).toBe(0o600);
});
