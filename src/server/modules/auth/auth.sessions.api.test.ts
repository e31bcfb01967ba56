import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_ABSOLUTE_TTL_MS, SESSION_IDLE_TTL_MS } from '#shared/constants.ts';
import { ManualClock } from '#server/adapters/clock.ts';
import { openDatabase, type DatabaseHandle } from '#server/db/client.ts';
import { sessions } from '#server/db/schema/index.ts';
import { createUser, DEFAULT_PASSWORD } from '#tests/factories/users.ts';
import { SmtpReceiver } from '#tests/helpers/smtp-receiver.ts';
import { createTestApp, openTestDatabase, type TestApp } from '#tests/helpers/test-app.ts';
import type { TestDatabase } from '#tests/helpers/test-database.ts';
import {
  agentAt,
  createAuthTestApp,
  sessionSetCookie,
  sessionToken,
  type AuthTestApp,
} from './auth.test-support.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('sessions', () => {
  let t: AuthTestApp;
  beforeAll(async () => {
    t = await createAuthTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  async function signedIn() {
    const user = await createUser(t);
    const agent = agentAt(t);
    const res = await agent.post('/api/auth/login', { email: user.email, password: DEFAULT_PASSWORD });
    expect(res.statusCode).toBe(200);
    return { user, agent };
  }
  const sessionRows = (userId: string) => t.db.select().from(sessions).where(eq(sessions.userId, userId));

  it('every sign-in issues a new token and ends the one the browser carried (no fixation)', async () => {
    const { user, agent } = await signedIn();
    const first = sessionToken(t, agent)!;
    const again = await agent.post('/api/auth/login', { email: user.email, password: DEFAULT_PASSWORD });
    const second = sessionSetCookie(t, again)!.value;
    expect(second).not.toBe(first);
    expect(await sessionRows(user.id)).toHaveLength(1);

    const old = agentAt(t);
    old.cookies.set('sid', first);
    expect((await old.get('/api/auth/user')).statusCode).toBe(401);
    expect((await agent.get('/api/auth/user')).statusCode).toBe(200);
  });

  it('a token planted before sign-in is not adopted', async () => {
    const user = await createUser(t);
    const agent = agentAt(t);
    agent.cookies.set('sid', 'attacker-chosen-token-value-000000000000000');
    const res = await agent.post('/api/auth/login', { email: user.email, password: DEFAULT_PASSWORD });
    expect(sessionSetCookie(t, res)!.value).not.toBe('attacker-chosen-token-value-000000000000000');
  });

  it('expiry slides with use: active sessions outlive 30 days, the cookie is renewed', async () => {
    const { agent } = await signedIn();
    t.clock.advance(29 * DAY_MS);
    const res = await agent.get('/api/auth/user');
    expect(res.statusCode).toBe(200);
    const renewed = sessionSetCookie(t, res)!;
    expect(renewed.expires!.getTime()).toBe(
      Math.floor((t.clock.now().getTime() + SESSION_IDLE_TTL_MS) / 1000) * 1000,
    );
    t.clock.advance(29 * DAY_MS);
    expect((await agent.get('/api/auth/user')).statusCode).toBe(200);
  });

  it('a session idle for 30 days is over and its row deleted', async () => {
    const { user, agent } = await signedIn();
    t.clock.advance(SESSION_IDLE_TTL_MS - 1);
    expect((await agent.get('/api/auth/user')).statusCode).toBe(200);
    t.clock.advance(SESSION_IDLE_TTL_MS);
    const res = await agent.get('/api/auth/user');
    expect(res.statusCode).toBe(401);
    expect(sessionSetCookie(t, res)?.value).toBe('');
    expect(await sessionRows(user.id)).toHaveLength(0);
  });

  it('even an always-active session ends at the absolute cap', async () => {
    const { agent } = await signedIn();
    for (let day = 20; day < SESSION_ABSOLUTE_TTL_MS / DAY_MS; day += 20) {
      t.clock.advance(20 * DAY_MS);
      expect((await agent.get('/api/auth/user')).statusCode).toBe(200);
    }
    t.clock.set(t.clock.now().getTime() + SESSION_ABSOLUTE_TTL_MS); // far past the cap
    expect((await agent.get('/api/auth/user')).statusCode).toBe(401);
  });

  it('housekeeping purges expired sessions nobody came back for, and keeps live ones', async () => {
    const idle = await signedIn();
    t.clock.advance(SESSION_IDLE_TTL_MS / 2);
    const live = await signedIn();
    t.clock.advance(SESSION_IDLE_TTL_MS / 2 + 1);
    await t.app.deps.sessions.purgeExpired();
    expect(await sessionRows(idle.user.id)).toHaveLength(0);
    expect(await sessionRows(live.user.id)).toHaveLength(1);
  });
});

describe('two app instances on one database', () => {
  let testDb: TestDatabase;
  let secondHandle: DatabaseHandle;
  let smtp: SmtpReceiver;
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    testDb = await openTestDatabase();
    // PostgreSQL: a second pool, as a second process would have. PGlite has one owner per database.
    secondHandle = testDb.url
      ? await openDatabase({ kind: 'postgres', url: testDb.url, poolSize: 2 })
      : testDb.handle;
    smtp = await new SmtpReceiver().start();
    const clock = new ManualClock(Date.now());
    const env = { SMTP_URL: smtp.url, TRUST_PROXY: '1' };
    a = await createTestApp({ database: testDb.handle, clock, env });
    b = await createTestApp({ database: secondHandle, clock, env });
  });
  afterAll(async () => {
    await a.close();
    await b.close();
    if (secondHandle !== testDb.handle) await secondHandle.close();
    await testDb.drop();
    await testDb.handle.close().catch(() => undefined);
    await smtp.stop();
  });

  it('share a session: signed in on one, recognised and signed out on the other', async () => {
    const user = await createUser(a);
    const onA = agentAt(a);
    await onA.post('/api/auth/login', { email: user.email, password: DEFAULT_PASSWORD });
    const onB = agentAt(b);
    onB.cookies.set('sid', sessionToken(a, onA)!);
    const me = await onB.get('/api/auth/user');
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ id: user.id });
    await onB.post('/api/auth/logout');
    expect((await onA.get('/api/auth/user')).statusCode).toBe(401);
  });

  it('share a rate limit: failed sign-ins on either count against one account limit', async () => {
    const user = await createUser(a);
    for (let i = 0; i < 10; i++) {
      const app = i % 2 === 0 ? a : b;
      const res = await agentAt(app).post('/api/auth/login', {
        email: user.email,
        password: 'wrong-password',
      });
      expect(res.statusCode).toBe(401);
    }
    for (const app of [a, b]) {
      const res = await agentAt(app).post('/api/auth/login', {
        email: user.email,
        password: DEFAULT_PASSWORD,
      });
      expect(res.statusCode).toBe(429);
      expect(res.headers['retry-after']).toBeDefined();
    }
  });

  it('share the once-a-minute resend limit', async () => {
    const email = `shared-${Date.now()}@example.test`;
    expect((await agentAt(a).post('/api/auth/resend-verification', { email })).statusCode).toBe(200);
    expect((await agentAt(b).post('/api/auth/resend-verification', { email })).statusCode).toBe(429);
  });
});
