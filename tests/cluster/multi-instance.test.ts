// Two app PROCESSES on one PostgreSQL database and one shared DATA_DIR, as behind a load balancer
// (DESIGN §3: no state lives only in one process). Runs only when TEST_DATABASE_URL is set; makes and
// drops its own database.
import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '#server/lib/password.ts';

import { codeFromMail, SmtpReceiver } from '../helpers/smtp-receiver.ts';
import {
  ADMIN_COOKIE,
  connect,
  createEmptyDatabase,
  HttpClient,
  makeDataDir,
  startInstances,
  stopGracefully,
  USER_COOKIE,
  expectEditsShowAtOnce,
  type ClusterDatabase,
  type Instance,
} from './cluster-support.ts';
import { en } from '#tests/helpers/messages.ts';

const ADMIN = { username: 'cluster-admin', password: 'cluster-admin-password' };
const PASSWORD = 'correct-horse-battery';
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Every caller gets its own address (TRUST_PROXY=1): per-IP limits stay out of each test's way. */
let nextIp = 1;
const freshIp = () => `198.51.100.${nextIp++}`;

describe('two instances on one PostgreSQL database', () => {
  let database: ClusterDatabase;
  let data: { dir: string; remove(): Promise<void> };
  let smtp: SmtpReceiver;
  let sql: pg.Client;
  let one: Instance;
  let two: Instance;
  /** The instance for the i-th request of an alternating sequence. */
  const at = (i: number) => (i % 2 === 0 ? one.url : two.url);

  beforeAll(async () => {
    database = await createEmptyDatabase('safekid_cluster');
    data = await makeDataDir('safekid-cluster');
    smtp = await new SmtpReceiver().start();
    const env = {
      DATABASE_URL: database.url,
      // One DATA_DIR for both: uploaded files (and the generated session secret) are shared.
      DATA_DIR: data.dir,
      CLIENT_DIST_DIR: `${data.dir}/no-client-build`,
      SMTP_URL: smtp.url,
      TRUST_PROXY: '1',
      LOG_LEVEL: 'info',
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
    };
    // Both at once on an empty database: migrations, seed and the admin bootstrap must not collide.
    [one, two] = (await startInstances([env, env])) as [Instance, Instance];
    sql = await connect(database.url);
  });

  afterAll(async () => {
    await sql?.end();
    await Promise.all([one, two].filter(Boolean).map(stopGracefully));
    await smtp?.stop();
    await database?.drop();
    await data?.remove();
  });

  it('both started at once on an empty database: migrated once, seeded once, one admin', async () => {
    const migrations = await sql.query('select count(*)::int as n from drizzle.__drizzle_migrations');
    expect(migrations.rows[0].n).toBeGreaterThanOrEqual(1);
    const hashes = await sql.query(
      'select count(distinct hash)::int as n, count(*)::int as total from drizzle.__drizzle_migrations',
    );
    expect(hashes.rows[0].n).toBe(hashes.rows[0].total);
    expect((await sql.query('select count(*)::int as n from paypal_settings')).rows[0].n).toBe(1);
    expect((await sql.query('select count(*)::int as n from how_it_works_steps')).rows[0].n).toBe(3);
    const admins = await sql.query('select username from admins');
    expect(admins.rows).toEqual([{ username: ADMIN.username }]);
    for (const instance of [one, two]) {
      expect((await fetch(`${instance.url}/readyz`)).status).toBe(200);
    }
  });

  it('an account registered on one is verified on the other; its session works on both and ends on both', async () => {
    const browser = new HttpClient({ 'x-forwarded-for': freshIp() });
    const email = `cluster-${randomBytes(4).toString('hex')}@example.test`;
    const registered = await browser.post(one.url, '/api/auth/register', { email, password: PASSWORD });
    expect(registered.status).toBe(201);
    // The code was made (and hashed with the secret) by instance one; instance two checks it.
    const code = codeFromMail(await smtp.waitFor(email));
    const verified = await browser.post(two.url, '/api/auth/verify-email', { email, verificationCode: code });
    expect(verified.status).toBe(200);
    expect(browser.cookies.has(USER_COOKIE)).toBe(true);

    for (const instance of [one, two]) {
      const me = await browser.get(instance.url, '/api/auth/user');
      expect(me.status).toBe(200);
      expect(me.json()).toMatchObject({ email, isEmailVerified: true });
    }

    // Signed in again on instance one, signed out on instance two: gone everywhere.
    const signedIn = await browser.post(one.url, '/api/auth/login', { email, password: PASSWORD });
    expect(signedIn.status).toBe(200);
    const token = browser.cookies.get(USER_COOKIE)!;
    expect((await browser.get(two.url, '/api/tags')).status).toBe(200);
    expect((await browser.post(two.url, '/api/auth/logout')).status).toBe(200);
    const stale = new HttpClient();
    stale.cookies.set(USER_COOKIE, token);
    for (const instance of [one, two]) {
      expect((await stale.get(instance.url, '/api/auth/user')).status).toBe(401);
    }
  });

  it('failed sign-ins of one account, alternating between instances, reach 429 at the same total as on one', async () => {
    const email = `limited-${randomBytes(4).toString('hex')}@example.test`;
    await sql.query(
      `insert into users (email, password, first_name, is_email_verified) values ($1, $2, 'Lim', true)`,
      [email, await hashPassword(PASSWORD)],
    );
    // The per-account failure limit is 10 per 15 minutes (auth.rate-limits.ts).
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      // A new address each time: only the per-account limit can be what refuses.
      const attacker = new HttpClient({ 'x-forwarded-for': freshIp() });
      const res = await attacker.post(at(i), '/api/auth/login', { email, password: `wrong-${i}` });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([...Array<number>(10).fill(401), 429, 429]);
    // The owner is refused on both instances until the window passes, right password or not.
    for (const instance of [one, two]) {
      const owner = new HttpClient({ 'x-forwarded-for': freshIp() });
      const res = await owner.post(instance.url, '/api/auth/login', { email, password: PASSWORD });
      expect(res.status).toBe(429);
      expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
    }
    const counter = await sql.query('select count from rate_limits where key = $1', [
      `auth:login-fail:account:${email}`,
    ]);
    expect(counter.rows).toEqual([{ count: 10 }]);
  });

  it('wrong passwords for one account sent all at once across both instances: only 10 are ever checked', async () => {
    const email = `burst-${randomBytes(4).toString('hex')}@example.test`;
    await sql.query(
      `insert into users (email, password, first_name, is_email_verified) values ($1, $2, 'Bur', true)`,
      [email, await hashPassword(PASSWORD)],
    );
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        new HttpClient({ 'x-forwarded-for': freshIp() }).post(at(i), '/api/auth/login', {
          email,
          password: `guess-${i}`,
        }),
      ),
    );
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20);
  });

  it('an upload URL issued by one is accepted by the other; the file is served by both; the URL works once', async () => {
    const admin = new HttpClient({ 'x-forwarded-for': freshIp() });
    expect((await admin.post(one.url, '/api/admin/login', ADMIN)).status).toBe(200);
    expect(admin.cookies.has(ADMIN_COOKIE)).toBe(true);
    const ticket = await admin.post(one.url, '/api/admin/upload-url', {
      fileName: 'logo.png',
      contentType: 'image/png',
    });
    expect(ticket.status).toBe(200);
    const { uploadURL, filePath } = ticket.json<{ uploadURL: string; filePath: string }>();

    const bytes = Buffer.concat([PNG_SIGNATURE, randomBytes(4096)]);
    const browser = new HttpClient();
    const put = await browser.request(two.url, 'PUT', uploadURL, bytes, { 'content-type': 'image/png' });
    expect(put.status).toBe(201);
    expect(put.json()).toEqual({ filePath });

    for (const instance of [one, two]) {
      const res = await fetch(`${instance.url}/api/files${filePath}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/png');
      expect(Buffer.from(await res.arrayBuffer()).equals(bytes)).toBe(true);
    }
    // Used on instance two, so refused on instance one too.
    const again = await browser.request(one.url, 'PUT', uploadURL, bytes, { 'content-type': 'image/png' });
    expect(again.status).toBe(403);
    expect(again.json()).toEqual({ message: en('errors.uploadUrlInvalid') });
  });

  it('many parents activating one code at once across both instances: exactly one owner, every round', async () => {
    const parents = await Promise.all(
      Array.from({ length: 12 }, async (_, i) => {
        const email = `racer-${i}-${randomBytes(4).toString('hex')}@example.test`;
        const passwordHash = await hashPassword(PASSWORD);
        const row = await sql.query(
          `insert into users (email, password, first_name, is_email_verified) values ($1, $2, 'Racer', true) returning id`,
          [email, passwordHash],
        );
        const browser = new HttpClient({ 'x-forwarded-for': freshIp() });
        expect((await browser.post(at(i), '/api/auth/login', { email, password: PASSWORD })).status).toBe(
          200,
        );
        return { id: row.rows[0].id as string, browser };
      }),
    );
    const admin = new HttpClient({ 'x-forwarded-for': freshIp() });
    expect((await admin.post(two.url, '/api/admin/login', ADMIN)).status).toBe(200);
    const batch = await admin.post(two.url, '/api/admin/tags', { count: 3 });
    expect(batch.status).toBe(201);
    const codes = batch.json<{ tags: Array<{ id: string; uniqueCode: string }> }>().tags;

    for (const tag of codes) {
      const answers = await Promise.all(
        parents.map((parent, i) =>
          parent.browser.post(at(i), '/api/tags/activate', { uniqueCode: tag.uniqueCode }),
        ),
      );
      const winners = answers.flatMap((res, i) => (res.status === 200 ? [i] : []));
      expect(winners).toHaveLength(1);
      expect(answers.filter((res) => res.status === 404)).toHaveLength(parents.length - 1);
      expect(answers[winners[0]!]!.json()).toEqual({ id: tag.id, uniqueCode: tag.uniqueCode });
      const owner = await sql.query('select user_id from tags where id = $1', [tag.id]);
      expect(owner.rows).toEqual([{ user_id: parents[winners[0]!]!.id }]);
      // The winner sees it on both instances; nobody else does.
      for (const [i, parent] of parents.entries()) {
        const list = await parent.browser.get(at(i + 1), '/api/tags');
        const ids = list.json<Array<{ id: string }>>().map((t) => t.id);
        expect(ids.includes(tag.id)).toBe(i === winners[0]);
      }
    }
  });

  it('a public page cached on instance two shows an edit saved on instance one at once (LISTEN/NOTIFY)', async () => {
    await expectEditsShowAtOnce({ sql, writer: one.url, reader: two.url, versions: 150, ip: freshIp() });
  });
});
