// Issue 29: "Forgot password?". The answer is the same for every address; the mailed link works once,
// for one hour; a reset ends every session and every other link of the account, verifies an
// unverified address and mails a confirmation; mails are limited per address and per account.
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_RESET_TTL_MS } from '#shared/constants.ts';
import { en } from '#tests/helpers/messages.ts';
import { createUser, agentFor, DEFAULT_PASSWORD, uniqueEmail } from '#tests/factories/users.ts';
import type { ReceivedMail } from '#tests/helpers/smtp-receiver.ts';
import { passwordResetRateLimits as limits } from './password-reset.rate-limits.ts';
import { agentAt, createAuthTestApp, randomIp, userRow, type AuthTestApp } from './auth.test-support.ts';
import { waitTime } from '#shared/wait-time.ts';

const FORGOT = '/api/auth/forgot-password';
const RESET = '/api/auth/reset-password';
const NEW_PASSWORD = 'a-brand-new-secret';
const RESET_SUBJECT = en('mail.passwordReset.subject');

describe('password reset', () => {
  let t: AuthTestApp;
  beforeAll(async () => {
    t = await createAuthTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const forgot = (email: string, ip = randomIp(), next?: string) =>
    agentAt(t, ip).post(FORGOT, next === undefined ? { email } : { email, next });
  const reset = (token: unknown, password = NEW_PASSWORD, ip = randomIp()) =>
    agentAt(t, ip).post(RESET, { token, password });
  const resetMails = (email: string) => t.smtp.messagesTo(email).filter((m) => m.subject === RESET_SUBJECT);

  /** Asks for a link and reads it from the mail the SMTP receiver got. */
  async function mailedLink(
    email: string,
    next?: string,
  ): Promise<{ url: URL; token: string; mail: ReceivedMail }> {
    const before = resetMails(email).length;
    const res = await forgot(email, randomIp(), next);
    expect(res.statusCode, res.body).toBe(200);
    await t.app.deps.services.passwordReset.settled();
    const mails = resetMails(email);
    expect(mails).toHaveLength(before + 1);
    const mail = mails.at(-1)!;
    const href = /https?:\/\/\S+\/reset-password#\S+/.exec(mail.text)?.[0];
    expect(href, mail.text).toBeDefined();
    const url = new URL(href!);
    const token = new URLSearchParams(url.hash.slice(1)).get('token')!;
    return { url, token, mail };
  }

  const expectInvalidLink = (res: LightMyRequestResponse) => {
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toBe(en('passwordReset.invalidLink'));
  };
  const signIn = (email: string, password: string) => agentAt(t).post('/api/auth/login', { email, password });

  it('answers an address without an account exactly as one with an account, and mails only the account', async () => {
    const user = await createUser(t);
    const stranger = uniqueEmail('nobody');
    const known = await forgot(user.email);
    const unknown = await forgot(stranger);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(known.statusCode).toBe(200);
    expect(unknown.body).toBe(known.body);
    expect(known.json()).toEqual({ message: en('passwordReset.forgotAccepted') });
    expect(Object.keys(unknown.headers).sort()).toEqual(Object.keys(known.headers).sort());
    await t.app.deps.services.passwordReset.settled();
    expect(resetMails(user.email)).toHaveLength(1);
    expect(t.smtp.messagesTo(stranger)).toHaveLength(0);
  });

  it('mails a link to the public URL with the token in the fragment, in text and HTML, never logged', async () => {
    const user = await createUser(t);
    const { url, token, mail } = await mailedLink(user.email);
    expect(url.origin).toBe(t.config.publicUrl);
    expect(url.pathname).toBe('/reset-password');
    expect(url.search).toBe('');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(mail.html).toContain(`href="${url.href}"`);
    expect(t.logText()).not.toContain(token);
    expect(t.logText()).not.toContain(user.email);
  });

  it('the link sets the password once: the new one signs in, the old one no longer, a second use is refused', async () => {
    const user = await createUser(t);
    const { token } = await mailedLink(user.email);
    const res = await reset(token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: en('passwordReset.resetOk') });
    expect((await signIn(user.email, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await signIn(user.email, DEFAULT_PASSWORD)).statusCode).toBe(401);
    expectInvalidLink(await reset(token, 'yet-another-one'));
    expect((await signIn(user.email, NEW_PASSWORD)).statusCode).toBe(200);
    expect(t.logText()).not.toContain(token);
  });

  it('a link past its hour, an unknown and a malformed one answer the same 400 and change nothing', async () => {
    const user = await createUser(t);
    const { token } = await mailedLink(user.email);
    t.clock.advance(PASSWORD_RESET_TTL_MS);
    expectInvalidLink(await reset(token));
    expectInvalidLink(await reset('A'.repeat(43)));
    for (const malformed of ['', 'short', `${token}x`, 'A'.repeat(42) + '!', 42, null, ['x']]) {
      expectInvalidLink(await reset(malformed));
    }
    expect((await signIn(user.email, DEFAULT_PASSWORD)).statusCode).toBe(200);
  });

  it('a link just inside its hour still works', async () => {
    const user = await createUser(t);
    const { token } = await mailedLink(user.email);
    t.clock.advance(PASSWORD_RESET_TTL_MS - 1000);
    expect((await reset(token)).statusCode).toBe(200);
  });

  it('ends every session of the account and every other link, and mails a confirmation', async () => {
    const user = await createUser(t);
    const phone = await agentFor(t, user);
    const laptop = await agentFor(t, user);
    const other = await createUser(t);
    const neighbour = await agentFor(t, other);
    expect((await phone.get('/api/auth/user')).statusCode).toBe(200);
    const first = await mailedLink(user.email);
    const second = await mailedLink(user.email);
    expect(second.token).not.toBe(first.token);

    expect((await reset(second.token)).statusCode).toBe(200);
    expect((await phone.get('/api/auth/user')).statusCode).toBe(401);
    expect((await laptop.get('/api/auth/user')).statusCode).toBe(401);
    expect((await neighbour.get('/api/auth/user')).statusCode).toBe(200);
    expectInvalidLink(await reset(first.token, 'not-this-one'));

    const confirmation = await t.smtp.waitFor(user.email, (m) => m.subject !== RESET_SUBJECT);
    expect(confirmation.text).toContain('was changed');
    expect(confirmation.text).toContain('Every device signed in to your account has been signed out.');
  });

  it('verifies an address that was never verified: the link proves the mailbox', async () => {
    const user = await createUser(t, { verified: false });
    expect((await signIn(user.email, DEFAULT_PASSWORD)).statusCode).toBe(403);
    const { token } = await mailedLink(user.email);
    expect((await reset(token)).statusCode).toBe(200);
    expect((await userRow(t, user.email))?.isEmailVerified).toBe(true);
    expect((await signIn(user.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('carries an app page to return to in the fragment; another site or a scheme is refused', async () => {
    const user = await createUser(t);
    const { url } = await mailedLink(user.email, '/activate-bracelet/AB-12');
    expect(new URLSearchParams(url.hash.slice(1)).get('next')).toBe('/activate-bracelet/AB-12');
    for (const next of [
      '//evil.example/x',
      'https://evil.example',
      '/\\evil.example',
      '/auth',
      '/nowhere/page',
      'x',
    ]) {
      const res = await forgot(user.email, randomIp(), next);
      expect(res.statusCode, next).toBe(400);
      expect(res.json().message).toBe(en('passwordReset.invalidNext'));
    }
  });

  it('refuses a short new password with SPEC’s message and uses nothing up', async () => {
    const user = await createUser(t);
    const { token } = await mailedLink(user.email);
    const res = await reset(token, '12345');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Password must be at least 6 characters');
    expect((await reset(token)).statusCode).toBe(200);
  });

  describe('limits', () => {
    const expectLimited = (res: LightMyRequestResponse) => {
      expect(res.statusCode, res.body).toBe(429);
      const seconds = Number(res.headers['retry-after']);
      expect(seconds).toBeGreaterThan(0);
      expect(res.json()).toEqual({
        message: en('errors.rateLimited', waitTime(seconds)),
        retryAfter: seconds,
      });
    };

    it('three link mails an hour per address, known or not, from any client address; then an hour later again', async () => {
      const user = await createUser(t);
      const stranger = uniqueEmail('nobody');
      for (let i = 0; i < limits.mailPerAccount('').limit; i++) {
        expect((await forgot(user.email)).statusCode).toBe(200);
        expect((await forgot(stranger)).statusCode).toBe(200);
      }
      const known = await forgot(user.email);
      const unknown = await forgot(stranger);
      expectLimited(known);
      expectLimited(unknown);
      expect(unknown.body).toBe(known.body);
      await t.app.deps.services.passwordReset.settled();
      expect(resetMails(user.email)).toHaveLength(3);

      t.clock.advance(60 * 60 * 1000);
      expect((await forgot(user.email)).statusCode).toBe(200);
    });

    it('500 requests for one account from 40 addresses send at most 3 mails and never a 5xx', async () => {
      const user = await createUser(t);
      const ips = Array.from({ length: 40 }, randomIp);
      const statuses: number[] = [];
      for (let batch = 0; batch < 10; batch++) {
        const answers = await Promise.all(
          Array.from({ length: 50 }, (_, i) => forgot(user.email, ips[(batch * 50 + i) % ips.length])),
        );
        statuses.push(...answers.map((res) => res.statusCode));
      }
      await t.app.deps.services.passwordReset.settled();
      expect(statuses.filter((s) => s === 200)).toHaveLength(3);
      expect(statuses.filter((s) => s === 429)).toHaveLength(497);
      expect(resetMails(user.email)).toHaveLength(3);
    });

    it('one client address asks for at most 30 links an hour, whatever the addresses', async () => {
      const ip = randomIp();
      for (let i = 0; i < limits.forgotPerIp(ip).limit; i++) {
        expect((await forgot(uniqueEmail('spray'), ip)).statusCode).toBe(200);
      }
      expectLimited(await forgot(uniqueEmail('spray'), ip));
      expect((await forgot(uniqueEmail('spray'))).statusCode).toBe(200);
    });

    it('one client address tries at most 30 links in 15 minutes', async () => {
      const ip = randomIp();
      for (let i = 0; i < limits.resetPerIp(ip).limit; i++) {
        expectInvalidLink(await reset('B'.repeat(43), NEW_PASSWORD, ip));
      }
      expectLimited(await reset('B'.repeat(43), NEW_PASSWORD, ip));
    });
  });

  it('with the mail server refusing, answers just the same (no 5xx, nothing said about the account)', async () => {
    const user = await createUser(t);
    t.smtp.rejectWith = '451 Try again later';
    try {
      const known = await forgot(user.email);
      const unknown = await forgot(uniqueEmail('nobody'));
      await t.app.deps.services.passwordReset.settled();
      expect(known.statusCode).toBe(200);
      expect(unknown.body).toBe(known.body);
      expect(resetMails(user.email)).toHaveLength(0);
    } finally {
      t.smtp.rejectWith = undefined;
    }
    // A reset still works and its confirmation failing fails nothing.
    const { token } = await mailedLink(user.email);
    t.smtp.rejectWith = '451 Try again later';
    try {
      expect((await reset(token)).statusCode).toBe(200);
    } finally {
      t.smtp.rejectWith = undefined;
    }
    expect((await signIn(user.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('hostile bodies answer 4xx, never 5xx', async () => {
    const bodies: unknown[] = [
      {},
      { email: 42 },
      { email: 'x'.repeat(10_000) },
      { email: ['a@b.c'] },
      { email: 'a@example.test', next: { toString: 1 } },
      { email: 'a@example.test', next: 'x'.repeat(5_000) },
    ];
    for (const body of bodies) {
      const res = await agentAt(t).post(FORGOT, body as Record<string, unknown>);
      expect(res.statusCode, JSON.stringify(body).slice(0, 60)).toBe(400);
    }
    for (const body of [
      {},
      { token: 'x'.repeat(100_000), password: NEW_PASSWORD },
      { token: {}, password: 1 },
    ]) {
      const res = await agentAt(t).post(RESET, body as Record<string, unknown>);
      expect(res.statusCode).toBe(400);
    }
  });
});
