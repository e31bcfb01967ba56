import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VERIFICATION_MAX_WRONG_TRIES, VERIFICATION_RESEND_INTERVAL_MS } from '#shared/constants.ts';

import type { RateLimitRule } from '#server/infra/rate-limit/rate-limiter.ts';
import { createUser, DEFAULT_PASSWORD, uniqueEmail } from '#tests/factories/users.ts';
import { codeFromMail } from '#tests/helpers/smtp-receiver.ts';
import { authRateLimits } from './auth.rate-limits.ts';
import {
  agentAt,
  createAuthTestApp,
  randomIp,
  registerViaApi,
  userRow,
  wrongCode,
  type AuthTestApp,
} from './auth.test-support.ts';
import { en } from '#tests/helpers/messages.ts';
import { waitTime } from '#shared/wait-time.ts';

describe('rate limits on the account calls', () => {
  let t: AuthTestApp;
  beforeAll(async () => {
    t = await createAuthTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  /** Uses up a rule as earlier calls would have, so the next call is the one over the limit. */
  async function exhaust(rule: RateLimitRule) {
    await t.app.deps.rateLimiter.record(Array.from({ length: rule.limit }, () => rule));
  }

  function expectLimited(res: LightMyRequestResponse) {
    expect(res.statusCode).toBe(429);
    const seconds = Number(res.headers['retry-after']);
    expect(seconds).toBeGreaterThan(0);
    expect(res.json()).toEqual({ message: en('errors.rateLimited', waitTime(seconds)), retryAfter: seconds });
    return seconds;
  }

  it('10 failed sign-ins lock the account for 15 minutes, from any address; other accounts are untouched', async () => {
    const user = await createUser(t);
    const other = await createUser(t);
    const ip = randomIp();
    for (let i = 0; i < 10; i++) {
      const res = await agentAt(t, ip).post('/api/auth/login', { email: user.email, password: `wrong-${i}` });
      expect(res.statusCode).toBe(401);
    }
    const right = { email: user.email, password: DEFAULT_PASSWORD };
    const seconds = expectLimited(await agentAt(t, ip).post('/api/auth/login', right));
    expect(seconds).toBeLessThanOrEqual(15 * 60);
    expectLimited(await agentAt(t).post('/api/auth/login', right));
    const neighbour = await agentAt(t, ip).post('/api/auth/login', {
      email: other.email,
      password: DEFAULT_PASSWORD,
    });
    expect(neighbour.statusCode).toBe(200);

    t.clock.advance(seconds * 1000);
    expect((await agentAt(t, ip).post('/api/auth/login', right)).statusCode).toBe(200);
  });

  it('an unknown e-mail is limited exactly like a known one', async () => {
    const email = uniqueEmail('ghost');
    for (let i = 0; i < 10; i++) {
      expect((await agentAt(t).post('/api/auth/login', { email, password: `wrong-${i}` })).statusCode).toBe(
        401,
      );
    }
    expectLimited(await agentAt(t).post('/api/auth/login', { email, password: 'another-guess' }));
  });

  it('sign-in per IP: over the limit answers 429; another address is unaffected', async () => {
    const user = await createUser(t);
    const ip = randomIp();
    await exhaust(authRateLimits.loginPerIp(ip));
    const body = { email: user.email, password: DEFAULT_PASSWORD };
    expectLimited(await agentAt(t, ip).post('/api/auth/login', body));
    expect((await agentAt(t).post('/api/auth/login', body)).statusCode).toBe(200);
  });

  it('registration per IP: over the limit answers 429 and creates nothing', async () => {
    const ip = randomIp();
    await exhaust(authRateLimits.registerPerIp(ip));
    const email = uniqueEmail('limited');
    for (const path of ['/api/auth/register', '/api/register']) {
      expectLimited(await agentAt(t, ip).post(path, { email, password: DEFAULT_PASSWORD }));
    }
    expect(await userRow(t, email)).toBeUndefined();
    expect(t.smtp.messagesTo(email)).toHaveLength(0);
  });

  it('verification per IP: over the limit answers 429 without spending a try', async () => {
    const { email, code } = await registerViaApi(t, agentAt(t));
    const ip = randomIp();
    await exhaust(authRateLimits.verifyPerIp(ip));
    expectLimited(await agentAt(t, ip).post('/api/auth/verify-email', { email, verificationCode: code }));
    expectLimited(await agentAt(t, ip).post('/api/verify-email', { email, code }));
    expect((await userRow(t, email))!.verificationAttempts).toBe(0);
  });

  it('resend per IP: over the limit answers 429 and mails nothing', async () => {
    const { email } = await registerViaApi(t, agentAt(t));
    t.clock.advance(VERIFICATION_RESEND_INTERVAL_MS);
    const ip = randomIp();
    await exhaust(authRateLimits.resendPerIp(ip));
    expectLimited(await agentAt(t, ip).post('/api/auth/resend-verification', { email }));
    expect(t.smtp.messagesTo(email)).toHaveLength(1);
  });

  it('wrong codes per account: after three dead codes in an hour even a fresh right code waits', async () => {
    const agent = agentAt(t);
    const { email } = await registerViaApi(t, agent);
    let code = codeFromMail(t.smtp.messagesTo(email).at(-1)!);
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < VERIFICATION_MAX_WRONG_TRIES; i++) {
        const res = await agentAt(t).post('/api/auth/verify-email', {
          email,
          verificationCode: wrongCode(code),
        });
        expect(res.statusCode).toBe(400);
      }
      t.clock.advance(VERIFICATION_RESEND_INTERVAL_MS);
      expect((await agent.post('/api/auth/resend-verification', { email })).statusCode).toBe(200);
      code = codeFromMail(t.smtp.messagesTo(email).at(-1)!);
    }
    expectLimited(await agentAt(t).post('/api/auth/verify-email', { email, verificationCode: code }));
    t.clock.advance(60 * 60 * 1000);
    expect(
      (await agentAt(t).post('/api/auth/verify-email', { email, verificationCode: code })).statusCode,
    ).toBe(200);
  });

  it('a school behind one address: 20 parents register, verify and sign in without noticing a limit', async () => {
    const ip = randomIp();
    for (let i = 0; i < 20; i++) {
      const agent = agentAt(t, ip);
      const { email, code } = await registerViaApi(t, agent);
      expect((await agent.post('/api/auth/verify-email', { email, verificationCode: code })).statusCode).toBe(
        200,
      );
      await agent.post('/api/auth/logout');
      const res = await agent.post('/api/auth/login', { email, password: DEFAULT_PASSWORD });
      expect(res.statusCode).toBe(200);
    }
  });
});
