import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  VERIFICATION_CODE_TTL_MS,
  VERIFICATION_MAX_WRONG_TRIES,
  VERIFICATION_RESEND_INTERVAL_MS,
} from '#shared/constants.ts';

import { uniqueEmail } from '#tests/factories/users.ts';
import { codeFromMail } from '#tests/helpers/smtp-receiver.ts';
import {
  agentAt,
  createAuthTestApp,
  registerVerified,
  registerViaApi,
  sessionSetCookie,
  sessionToken,
  userRow,
  wrongCode,
  type AuthTestApp,
} from './auth.test-support.ts';
import { en } from '#tests/helpers/messages.ts';

describe('e-mail verification', () => {
  let t: AuthTestApp;
  beforeAll(async () => {
    t = await createAuthTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const verify = (agent: ReturnType<typeof agentAt>, email: string, code: string) =>
    agent.post('/api/auth/verify-email', { email, verificationCode: code });

  it('the code from the mail verifies the account and signs in (standalone page reading)', async () => {
    const agent = agentAt(t);
    const { email, code } = await registerViaApi(t, agent, { firstName: 'Alex' });
    const res = await verify(agent, ` ${email.toUpperCase()} `, code);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      id: expect.any(String),
      email,
      firstName: 'Alex',
      lastName: 'Parent',
      isEmailVerified: true,
      // Issue 17 adds the consent's notice version (none yet) to SPEC's shape.
      consentedNoticeVersion: null,
    });
    expect(sessionSetCookie(t, res)?.httpOnly).toBe(true);
    const me = await agent.get('/api/auth/user');
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual(body);
    expect(await userRow(t, email)).toMatchObject({
      isEmailVerified: true,
      verificationCode: null,
      verificationCodeExpires: null,
    });
  });

  it('POST /api/verify-email {email, code} is the wizard reading of the same rule', async () => {
    const agent = agentAt(t);
    const { email, code } = await registerViaApi(t, agent);
    const res = await agent.post('/api/verify-email', { email, code });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email, isEmailVerified: true });
    expect((await agent.get('/api/auth/user')).statusCode).toBe(200);
  });

  it('a code works once', async () => {
    const agent = agentAt(t);
    const { email, code } = await registerVerified(t, agent);
    const again = await verify(agentAt(t), email, code);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: en('errors.invalidCode') });
    expect(sessionSetCookie(t, again)).toBeUndefined();
  });

  it('a code is valid for 24 hours, not a millisecond more', async () => {
    const agent = agentAt(t);
    const early = await registerViaApi(t, agent);
    const late = await registerViaApi(t, agent);
    t.clock.advance(VERIFICATION_CODE_TTL_MS - 1);
    expect((await verify(agent, early.email, early.code)).statusCode).toBe(200);
    t.clock.advance(1);
    const res = await verify(agentAt(t), late.email, late.code);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: en('errors.invalidCode') });
    expect(await userRow(t, late.email)).toMatchObject({ isEmailVerified: false });
  });

  it('wrong codes count: the 5th wrong try kills the code, even the right one is then refused until a new one is sent', async () => {
    const agent = agentAt(t);
    const { email, code } = await registerViaApi(t, agent);
    const wrong = wrongCode(code);
    for (let i = 1; i < VERIFICATION_MAX_WRONG_TRIES; i++) {
      const res = await verify(agent, email, wrong);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: en('errors.invalidCode') });
      expect((await userRow(t, email))!.verificationAttempts).toBe(i);
    }
    let res = await verify(agent, email, wrong);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: en('errors.tooManyWrongCodes'), code: 'tooManyWrongCodes' });

    res = await verify(agent, email, code);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: en('errors.tooManyWrongCodes'), code: 'tooManyWrongCodes' });
    expect(sessionSetCookie(t, res)).toBeUndefined();
    expect(await userRow(t, email)).toMatchObject({ isEmailVerified: false, verificationAttempts: 5 });

    // A new code starts over; the dead one stays dead.
    t.clock.advance(VERIFICATION_RESEND_INTERVAL_MS);
    expect((await agent.post('/api/auth/resend-verification', { email })).statusCode).toBe(200);
    const fresh = codeFromMail(await t.smtp.waitFor(email, (m) => codeFromMail(m) !== code));
    expect((await verify(agent, email, code)).statusCode).toBe(400);
    res = await verify(agent, email, fresh);
    expect(res.statusCode).toBe(200);
  });

  it('parallel guesses cannot exceed 5 tries on one code', async () => {
    const agent = agentAt(t);
    const { email, code } = await registerViaApi(t, agent);
    const guesses = Array.from({ length: 12 }, (_, i) =>
      String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'),
    );
    const answers = await Promise.all(guesses.map((g) => verify(agentAt(t), email, g)));
    expect(answers.every((a) => a.statusCode === 400)).toBe(true);
    expect((await userRow(t, email))!.verificationAttempts).toBe(VERIFICATION_MAX_WRONG_TRIES);
    expect((await verify(agent, email, code)).json()).toEqual({
      message: en('errors.tooManyWrongCodes'),
      code: 'tooManyWrongCodes',
    });
  });

  it('unknown and already verified addresses answer like a wrong code', async () => {
    const unknown = await verify(agentAt(t), uniqueEmail('nobody'), '123456');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ message: en('errors.invalidCode') });

    const { email } = await registerVerified(t, agentAt(t));
    const verified = await verify(agentAt(t), email, '123456');
    expect(verified.statusCode).toBe(400);
    expect(verified.json()).toEqual({ message: en('errors.invalidCode') });
  });

  it('a malformed code answers 400 with the SPEC §5 message and costs no try', async () => {
    const agent = agentAt(t);
    const { email } = await registerViaApi(t, agent);
    for (const bad of ['12345', '1234567', 'abcdef', '']) {
      const res = await verify(agent, email, bad);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(en('validation.codeLength'));
      expect(res.json().errors.verificationCode[0]).toBe(en('validation.codeLength'));
    }
    const wizard = await agent.post('/api/verify-email', { email, code: '12a456' });
    expect(wizard.json().errors.code[0]).toBe(en('validation.codeLength'));
    const badEmail = await agent.post('/api/auth/verify-email', { email: 'x', verificationCode: '123456' });
    expect(badEmail.json().message).toBe(en('validation.invalidEmail'));
    expect((await userRow(t, email))!.verificationAttempts).toBe(0);
  });

  it('verification starts a fresh session: a token the browser already had stops working', async () => {
    const agent = agentAt(t);
    await registerVerified(t, agent);
    const first = sessionToken(t, agent)!;
    const { code, email } = await registerViaApi(t, agent);
    await verify(agent, email, code);
    const second = sessionToken(t, agent)!;
    expect(second).not.toBe(first);
    const old = agentAt(t);
    old.cookies.set('sid', first);
    expect((await old.get('/api/auth/user')).statusCode).toBe(401);
    expect((await agent.get('/api/auth/user')).json()).toMatchObject({ email });
  });
});

describe('resend verification', () => {
  let t: AuthTestApp;
  beforeAll(async () => {
    t = await createAuthTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const resend = (agent: ReturnType<typeof agentAt>, email: string) =>
    agent.post('/api/auth/resend-verification', { email });

  it('mails a new code that replaces the old one', async () => {
    const agent = agentAt(t);
    const { email, code } = await registerViaApi(t, agent);
    t.clock.advance(VERIFICATION_RESEND_INTERVAL_MS);
    const res = await resend(agent, email.toUpperCase());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: en('errors.resendAccepted') });
    const mails = t.smtp.messagesTo(email);
    expect(mails).toHaveLength(2);
    const fresh = codeFromMail(mails[1]!);
    expect(fresh).not.toBe(code);
    const old = await agent.post('/api/auth/verify-email', { email, verificationCode: code });
    expect(old.statusCode).toBe(400);
    const ok = await agent.post('/api/auth/verify-email', { email, verificationCode: fresh });
    expect(ok.statusCode).toBe(200);
  });

  it('answers unknown and verified addresses exactly like known ones, and mails nobody', async () => {
    const known = await registerViaApi(t, agentAt(t));
    const verified = await registerVerified(t, agentAt(t));
    const unknown = uniqueEmail('ghost');
    t.clock.advance(VERIFICATION_RESEND_INTERVAL_MS);
    const answers = await Promise.all(
      [known.email, verified.email, unknown].map((email) => resend(agentAt(t), email)),
    );
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(answers[0]!.body);
    }
    expect(t.smtp.messagesTo(known.email)).toHaveLength(2);
    expect(t.smtp.messagesTo(verified.email)).toHaveLength(1);
    expect(t.smtp.messagesTo(unknown)).toHaveLength(0);
  });

  it('at most once a minute per address, known or not: 429 with Retry-After, then allowed again', async () => {
    const { email } = await registerViaApi(t, agentAt(t));
    const unknown = uniqueEmail('ghost');
    // Registration just sent a code: an immediate resend waits, as does a second one for an unknown address.
    expect((await resend(agentAt(t), unknown)).statusCode).toBe(200);
    for (const address of [email, unknown]) {
      const res = await resend(agentAt(t), address);
      expect(res.statusCode).toBe(429);
      expect(res.json().message).toBe(en('errors.resendTooSoon'));
      expect(res.json().code).toBe('resendTooSoon');
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(60);
    }
    expect(t.smtp.messagesTo(email)).toHaveLength(1);
    t.clock.advance(VERIFICATION_RESEND_INTERVAL_MS);
    expect((await resend(agentAt(t), email)).statusCode).toBe(200);
    expect(t.smtp.messagesTo(email)).toHaveLength(2);
  });

  it('when SMTP refuses: 502 with a clear message, and a retry right away goes through', async () => {
    const { email, code } = await registerViaApi(t, agentAt(t));
    t.clock.advance(VERIFICATION_RESEND_INTERVAL_MS);
    t.smtp.rejectWith = 'Service not available';
    let res;
    try {
      res = await resend(agentAt(t), email);
    } finally {
      t.smtp.rejectWith = undefined;
    }
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ message: en('errors.mailFailed') });
    res = await resend(agentAt(t), email);
    expect(res.statusCode).toBe(200);
    const fresh = codeFromMail(await t.smtp.waitFor(email, (m) => codeFromMail(m) !== code));
    const ok = await agentAt(t).post('/api/auth/verify-email', { email, verificationCode: fresh });
    expect(ok.statusCode).toBe(200);
  });

  it('bad input answers 400 with the SPEC message', async () => {
    const res = await resend(agentAt(t), 'nope');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(en('validation.invalidEmail'));
  });
});
