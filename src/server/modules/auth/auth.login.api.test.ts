import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_IDLE_TTL_MS } from '#shared/constants.ts';

import { sessions } from '#server/db/schema/index.ts';
import { hashToken } from '#server/infra/sessions/session-store.ts';
import { createUser, DEFAULT_PASSWORD, uniqueEmail } from '#tests/factories/users.ts';
import {
  agentAt,
  createAuthTestApp,
  sessionSetCookie,
  sessionToken,
  type AuthTestApp,
} from './auth.test-support.ts';
import { en } from '#tests/helpers/messages.ts';

describe('sign-in, sign-out and the current user', () => {
  let t: AuthTestApp;
  beforeAll(async () => {
    t = await createAuthTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const login = (agent: ReturnType<typeof agentAt>, email: string, password = DEFAULT_PASSWORD) =>
    agent.post('/api/auth/login', { email, password });

  it('signs in: 200 with the current user only, and an httpOnly SameSite=Lax session cookie for 30 days', async () => {
    const user = await createUser(t, { firstName: 'Alex', lastName: 'Parent' });
    const agent = agentAt(t);
    const res = await login(agent, user.email);
    expect(res.statusCode).toBe(200);
    const expected = {
      id: user.id,
      email: user.email,
      firstName: 'Alex',
      lastName: 'Parent',
      isEmailVerified: true,
      // Issue 17 adds the consent's notice version (none yet) to SPEC's shape.
      consentedNoticeVersion: null,
    };
    expect(res.json()).toEqual(expected);
    const cookie = sessionSetCookie(t, res)!;
    expect(cookie).toMatchObject({ name: 'sid', path: '/', httpOnly: true, sameSite: 'Lax' });
    expect(cookie.secure).toBeFalsy();
    expect(cookie.value.length).toBeGreaterThanOrEqual(22); // ≥ 128 bits of base64url
    expect(cookie.expires!.getTime()).toBe(
      Math.floor((t.clock.now().getTime() + SESSION_IDLE_TTL_MS) / 1000) * 1000,
    );
    const rows = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows).toHaveLength(1);
    // Only the token's hash is stored.
    expect(rows[0]!.tokenHash).toBe(hashToken(cookie.value));

    const me = await agent.get('/api/auth/user');
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual(expected);
    expect(me.headers['cache-control']).toBe('no-store');
  });

  it('compares the e-mail trimmed and case-insensitively', async () => {
    const user = await createUser(t);
    const res = await login(agentAt(t), `  ${user.email.toUpperCase()}  `);
    expect(res.statusCode).toBe(200);
  });

  it('a wrong password and an unknown e-mail answer the same 401, with no session', async () => {
    const user = await createUser(t);
    const wrong = await login(agentAt(t), user.email, 'wrong-password');
    const unknown = await login(agentAt(t), uniqueEmail('nobody'));
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: en('errors.invalidCredentials') });
      expect(sessionSetCookie(t, res)).toBeUndefined();
    }
  });

  it('an unverified account with the right password gets 403 needsVerification and no session; a wrong password still 401', async () => {
    const user = await createUser(t, { verified: false });
    const res = await login(agentAt(t), user.email);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: en('errors.needsVerification'), needsVerification: true });
    expect(res.json().message).toContain('verify your email');
    expect(sessionSetCookie(t, res)).toBeUndefined();
    const rows = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows).toHaveLength(0);

    const wrong = await login(agentAt(t), user.email, 'wrong-password');
    expect(wrong.statusCode).toBe(401);
  });

  it('bad input answers 400 with the SPEC §5 messages', async () => {
    let res = await agentAt(t).post('/api/auth/login', { email: 'someone', password: '123' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: en('validation.invalidEmail'),
      errors: { email: [en('validation.invalidEmail')], password: [en('validation.passwordMin')] },
    });
    res = await agentAt(t).post('/api/auth/login');
    expect(res.statusCode).toBe(400);
  });

  it('GET /api/auth/user answers 401 signed out, and clears a cookie that no longer names a session', async () => {
    expect((await agentAt(t).get('/api/auth/user')).statusCode).toBe(401);
    const agent = agentAt(t);
    agent.cookies.set('sid', 'forged-or-expired-token');
    const res = await agent.get('/api/auth/user');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: en('errors.unauthorized') });
    expect(sessionSetCookie(t, res)?.value).toBe('');
  });

  it('signs out: 200 {ok: true}, the session row is deleted, the cookie cleared, the old token dead', async () => {
    const user = await createUser(t);
    const agent = agentAt(t);
    await login(agent, user.email);
    const token = sessionToken(t, agent)!;
    const res = await agent.post('/api/auth/logout');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    const cleared = sessionSetCookie(t, res)!;
    expect(cleared.value).toBe('');
    expect(cleared.expires!.getTime()).toBeLessThanOrEqual(Date.now());
    expect(
      await t.db
        .select()
        .from(sessions)
        .where(eq(sessions.tokenHash, hashToken(token))),
    ).toHaveLength(0);

    const replay = agentAt(t);
    replay.cookies.set('sid', token);
    expect((await replay.get('/api/auth/user')).statusCode).toBe(401);
    // Signing out twice, or while signed out, is harmless.
    expect((await agentAt(t).post('/api/auth/logout')).statusCode).toBe(200);
  });

  it('signing out ends only this browser: the same parent stays signed in elsewhere', async () => {
    const user = await createUser(t);
    const phone = agentAt(t);
    const laptop = agentAt(t);
    await login(phone, user.email);
    await login(laptop, user.email);
    await phone.post('/api/auth/logout');
    expect((await phone.get('/api/auth/user')).statusCode).toBe(401);
    expect((await laptop.get('/api/auth/user')).statusCode).toBe(200);
  });

  it('a state-changing call from a foreign Origin is refused with 403 and changes nothing', async () => {
    const user = await createUser(t);
    const agent = agentAt(t);
    let res = await agent.post(
      '/api/auth/login',
      { email: user.email, password: DEFAULT_PASSWORD },
      { origin: 'https://evil.example' },
    );
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: en('errors.forbiddenOrigin') });
    expect(sessionSetCookie(t, res)).toBeUndefined();

    res = await agent.post(
      '/api/auth/login',
      { email: user.email, password: DEFAULT_PASSWORD },
      { 'sec-fetch-site': 'cross-site' },
    );
    expect(res.statusCode).toBe(403);

    res = await agent.post(
      '/api/auth/login',
      { email: user.email, password: DEFAULT_PASSWORD },
      { origin: 'http://safekid.test' },
    );
    expect(res.statusCode).toBe(200);

    // A forged sign-out from another site leaves the session alone.
    res = await agent.post('/api/auth/logout', undefined, { origin: 'https://evil.example' });
    expect(res.statusCode).toBe(403);
    expect((await agent.get('/api/auth/user')).statusCode).toBe(200);

    const email = uniqueEmail('csrf');
    res = await agentAt(t).post(
      '/api/auth/register',
      { email, password: DEFAULT_PASSWORD },
      { origin: 'https://evil.example' },
    );
    expect(res.statusCode).toBe(403);
    expect(t.smtp.messagesTo(email)).toHaveLength(0);
  });
});

describe('session cookie in production', () => {
  it('is named __Host-sid and marked Secure, httpOnly, SameSite=Lax, Path=/', async () => {
    const t = await createAuthTestApp({
      env: { NODE_ENV: 'production', PUBLIC_URL: 'https://safekid.test' },
    });
    try {
      const user = await createUser(t);
      const agent = agentAt(t);
      const res = await agent.post('/api/auth/login', { email: user.email, password: DEFAULT_PASSWORD });
      expect(res.statusCode).toBe(200);
      const cookie = res.cookies.find((c) => c.name === '__Host-sid');
      expect(cookie).toMatchObject({ path: '/', httpOnly: true, sameSite: 'Lax', secure: true });
      expect(cookie!.domain).toBeUndefined();
      expect(res.cookies.find((c) => c.name === 'sid')).toBeUndefined();
      expect((await agent.get('/api/auth/user')).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
