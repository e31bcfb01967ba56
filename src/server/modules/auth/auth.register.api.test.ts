import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '#server/db/schema/index.ts';
import {
  PRODUCT_NAME,
  VERIFICATION_CODE_TTL_MS,
  VERIFICATION_RESEND_INTERVAL_MS,
} from '#shared/constants.ts';
import { en } from '#tests/helpers/messages.ts';
import { DEFAULT_PASSWORD, uniqueEmail } from '#tests/factories/users.ts';
import { codeFromMail } from '#tests/helpers/smtp-receiver.ts';
import { createTestApp } from '#tests/helpers/test-app.ts';
import {
  agentAt,
  createAuthTestApp,
  registerVerified,
  registerViaApi,
  sessionSetCookie,
  userRow,
  type AuthTestApp,
} from './auth.test-support.ts';
import { hashVerificationCode } from './verification-code.ts';

describe('registration', () => {
  let t: AuthTestApp;
  beforeAll(async () => {
    t = await createAuthTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('creates an unverified account: 201 {email, needsVerification, message, codeSent, resendAvailableInSeconds}, e-mail trimmed and lower-cased, not signed in', async () => {
    const agent = agentAt(t);
    const raw = uniqueEmail('Mixed.Case');
    const res = await agent.post('/api/auth/register', {
      email: `  ${raw.toUpperCase()} `,
      password: DEFAULT_PASSWORD,
      firstName: ' Alex ',
      lastName: 'Parent',
    });
    expect(res.statusCode).toBe(201);
    const email = raw.toLowerCase();
    expect(res.json()).toEqual({
      email,
      needsVerification: true,
      message: en('auth.wizardRegisterOk', { email }),
      codeSent: true,
      resendAvailableInSeconds: VERIFICATION_RESEND_INTERVAL_MS / 1000,
    });
    expect(sessionSetCookie(t, res)).toBeUndefined();
    expect((await agent.get('/api/auth/user')).statusCode).toBe(401);

    const row = await userRow(t, email);
    expect(row).toMatchObject({ email, firstName: 'Alex', lastName: 'Parent', isEmailVerified: false });
    expect(row!.password).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const code = codeFromMail(await t.smtp.waitFor(email));
    // Only an HMAC bound to the user is stored, never the code itself.
    expect(row!.verificationCode).not.toContain(code);
    expect(row!.verificationCode).toBe(hashVerificationCode(t.config.sessionSecret, row!.id, code));
    expect(row!.verificationCodeExpires!.getTime()).toBe(t.clock.now().getTime() + VERIFICATION_CODE_TTL_MS);
    expect(row!.verificationAttempts).toBe(0);
    expect(row!.verificationSentAt).not.toBeNull();
  });

  it('POST /api/register is the same handler (the wizard reading)', async () => {
    const email = uniqueEmail('wizard');
    const res = await agentAt(t).post('/api/register', {
      email,
      password: DEFAULT_PASSWORD,
      firstName: 'Sam',
      lastName: 'Rossi',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ email, needsVerification: true });
    expect(await userRow(t, email)).toMatchObject({ firstName: 'Sam', lastName: 'Rossi' });
    await t.smtp.waitFor(email);
  });

  it('names are optional on the sign-in screen and stored as null', async () => {
    const email = uniqueEmail('noname');
    const res = await agentAt(t).post('/api/auth/register', { email, password: DEFAULT_PASSWORD });
    expect(res.statusCode).toBe(201);
    expect(await userRow(t, email)).toMatchObject({ firstName: null, lastName: null });
  });

  it("mails the code over SMTP: text and HTML, product name, code in large type, 24 h, in the page's one language, no external images", async () => {
    const { mail, code } = await registerViaApi(t, agentAt(t), { firstName: '<b>Eve</b>' });
    expect(mail.subject).toBe(en('mail.verification.subject'));
    expect(mail.subject).toContain(PRODUCT_NAME);
    expect(mail.text).toContain(code);
    expect(mail.text).toContain('24 hours');
    expect(mail.text).toMatch(/verification code/);
    // One language (issue 30): no Italian beside the English any more.
    expect(mail.text).not.toContain('24 ore');
    expect(mail.text).not.toMatch(/codice di verifica/);
    expect(mail.html).toContain(PRODUCT_NAME);
    expect(mail.html).toMatch(new RegExp(`font-size:36px[^>]*>${code}</span>`));
    expect(mail.html).not.toMatch(/<img|url\(|src=/i);
    expect(mail.parsed.attachments).toHaveLength(0);
    // A first name is text, never markup.
    expect(mail.html).toContain('&lt;b&gt;Eve&lt;/b&gt;');
    expect(mail.html).not.toContain('<b>Eve</b>');
  });

  it('a verified e-mail, in any case, answers 409 with a clear message and sends no mail', async () => {
    const agent = agentAt(t);
    const { email } = await registerVerified(t, agent);
    const mailsBefore = t.smtp.messagesTo(email).length;
    const res = await agentAt(t).post('/api/auth/register', {
      email: email.toUpperCase(),
      password: 'another-pass',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: en('errors.emailTaken') });
    expect(t.smtp.messagesTo(email)).toHaveLength(mailsBefore);
  });

  it("an address never verified is registered afresh: the earlier registrant's password and code stop working", async () => {
    // Someone registers a parent's address first (they cannot read its mail).
    const squatter = await registerViaApi(t, agentAt(t), { password: 'squatters-password' });
    t.clock.advance(61_000);
    // The parent registers their own address: a new account state and a new code to their mailbox.
    const res = await agentAt(t).post('/api/auth/register', {
      email: squatter.email,
      password: 'parents-own-password',
      firstName: 'Real',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ email: squatter.email, needsVerification: true });
    const mails = t.smtp.messagesTo(squatter.email);
    expect(mails).toHaveLength(2);
    const parentsCode = codeFromMail(mails[1]!);

    const stale = await agentAt(t).post('/api/auth/verify-email', {
      email: squatter.email,
      verificationCode: squatter.code,
    });
    if (squatter.code !== parentsCode) expect(stale.statusCode).toBe(400);
    const verified = await agentAt(t).post('/api/auth/verify-email', {
      email: squatter.email,
      verificationCode: parentsCode,
    });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({ firstName: 'Real' });

    const squatterLogin = await agentAt(t).post('/api/auth/login', {
      email: squatter.email,
      password: 'squatters-password',
    });
    expect(squatterLogin.statusCode).toBe(401);
    const parentLogin = await agentAt(t).post('/api/auth/login', {
      email: squatter.email,
      password: 'parents-own-password',
    });
    expect(parentLogin.statusCode).toBe(200);
  });

  describe('an unverified address registered again within the minute of its last code mail (decision 012)', () => {
    const pacedAnswer = (email: string, seconds: number) => ({
      email,
      needsVerification: true,
      message: en('errors.codeRecentlySent', { seconds: seconds }),
      codeSent: false,
      resendAvailableInSeconds: seconds,
    });

    it('with the same password: 200, no new mail, the seconds until a resend; the code already sent verifies', async () => {
      const first = await registerViaApi(t, agentAt(t), { password: 'same-password', firstName: 'Alex' });
      t.clock.advance(20_000);
      for (const path of ['/api/auth/register', '/api/register']) {
        const again = await agentAt(t).post(path, {
          email: first.email,
          password: 'same-password',
          firstName: 'Alexandra',
          lastName: 'Parent',
        });
        expect(again.statusCode).toBe(200);
        expect(again.json()).toEqual(pacedAnswer(first.email, 40));
      }
      expect(t.smtp.messagesTo(first.email)).toHaveLength(1);

      const verified = await agentAt(t).post('/api/auth/verify-email', {
        email: first.email,
        verificationCode: first.code,
      });
      expect(verified.statusCode).toBe(200);
      expect(verified.json()).toMatchObject({ firstName: 'Alexandra', isEmailVerified: true });
      const login = await agentAt(t).post('/api/auth/login', {
        email: first.email,
        password: 'same-password',
      });
      expect(login.statusCode).toBe(200);
    });

    it('with another password: the same answer, but the code sent for the earlier password dies; a resend after the minute verifies the new one', async () => {
      const first = await registerViaApi(t, agentAt(t), { password: 'first-password' });
      t.clock.advance(45_000);
      const again = await agentAt(t).post('/api/auth/register', {
        email: first.email,
        password: 'second-password',
      });
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(pacedAnswer(first.email, 15));
      expect(t.smtp.messagesTo(first.email)).toHaveLength(1);

      // The mailed code was for the first password: it must not verify the second registration.
      const stale = await agentAt(t).post('/api/auth/verify-email', {
        email: first.email,
        verificationCode: first.code,
      });
      expect(stale.statusCode).toBe(400);
      expect(stale.json()).toEqual({ message: en('errors.invalidCode') });

      // The pacing is the resend's: still refused within the minute, then a new code.
      const early = await agentAt(t).post('/api/auth/resend-verification', { email: first.email });
      expect(early.statusCode).toBe(429);
      expect(early.json()).toMatchObject({
        message: en('errors.resendTooSoon'),
        code: 'resendTooSoon',
        retryAfter: 15,
      });
      t.clock.advance(15_000);
      const resent = await agentAt(t).post('/api/auth/resend-verification', { email: first.email });
      expect(resent.statusCode).toBe(200);
      const code = codeFromMail(
        await t.smtp.waitFor(first.email, () => t.smtp.messagesTo(first.email).length > 1),
      );
      const verified = await agentAt(t).post('/api/auth/verify-email', {
        email: first.email,
        verificationCode: code,
      });
      expect(verified.statusCode).toBe(200);
      const oldLogin = await agentAt(t).post('/api/auth/login', {
        email: first.email,
        password: 'first-password',
      });
      expect(oldLogin.statusCode).toBe(401);
      const newLogin = await agentAt(t).post('/api/auth/login', {
        email: first.email,
        password: 'second-password',
      });
      expect(newLogin.statusCode).toBe(200);
    });

    it('a squatter who re-registers within the minute cannot make the mailed code verify their password', async () => {
      const parent = await registerViaApi(t, agentAt(t), { password: 'parents-password' });
      t.clock.advance(10_000);
      const squatter = await agentAt(t).post('/api/auth/register', {
        email: parent.email,
        password: 'squatters-password',
      });
      expect(squatter.statusCode).toBe(200);
      const withParentsCode = await agentAt(t).post('/api/auth/verify-email', {
        email: parent.email,
        verificationCode: parent.code,
      });
      expect(withParentsCode.statusCode).toBe(400);
      const row = await userRow(t, parent.email);
      expect(row).toMatchObject({ isEmailVerified: false, verificationCode: null });
      const squatterLogin = await agentAt(t).post('/api/auth/login', {
        email: parent.email,
        password: 'squatters-password',
      });
      expect(squatterLogin.statusCode).toBe(403);
    });
  });

  it('two registrations of one address at once: one account; each answers 201, 200 (paced) or 409', async () => {
    const email = uniqueEmail('race');
    const body = { email, password: DEFAULT_PASSWORD };
    const answers = await Promise.all([
      agentAt(t).post('/api/auth/register', body),
      agentAt(t).post('/api/auth/register', body),
    ]);
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses).toContain(201);
    for (const status of statuses) expect([200, 201, 409]).toContain(status);
    const rows = await t.db.select().from(users).where(eq(users.email, email));
    expect(rows).toHaveLength(1);
  });

  it('bad input answers 400 with the SPEC §5 message under each field and writes nothing', async () => {
    const agent = agentAt(t);
    const email = uniqueEmail('bad');
    let res = await agent.post('/api/auth/register', { email: 'not-an-email', password: 'short' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: en('validation.invalidEmail'),
      errors: { email: [en('validation.invalidEmail')], password: [en('validation.passwordMin')] },
    });
    res = await agent.post('/api/auth/register', { email, password: '12345' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(en('validation.passwordMin'));
    expect(await userRow(t, email)).toBeUndefined();

    res = await agent.post('/api/auth/register', '{"email":', { 'content-type': 'application/json' });
    expect(res.statusCode).toBe(400);
    res = await agent.post('/api/auth/register', { email: 42, password: ['x'] });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty('email');
  });

  it('when SMTP refuses the mail: 502 with a clear message, the account stays, resend works once mail flows', async () => {
    const agent = agentAt(t);
    const email = uniqueEmail('smtpdown');
    t.smtp.rejectWith = 'Mailbox temporarily unavailable';
    let res;
    try {
      res = await agent.post('/api/auth/register', { email, password: DEFAULT_PASSWORD });
    } finally {
      t.smtp.rejectWith = undefined;
    }
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ message: en('errors.mailFailed'), email, needsVerification: true });
    expect(await userRow(t, email)).toMatchObject({ isEmailVerified: false, verificationSentAt: null });
    expect(t.logs().some((l) => l.msg === 'mail delivery failed' && l.level === 50)).toBe(true);

    // The account is real: signing in asks for verification, and a resend right away is accepted.
    res = await agent.post('/api/auth/login', { email, password: DEFAULT_PASSWORD });
    expect(res.statusCode).toBe(403);
    res = await agent.post('/api/auth/resend-verification', { email });
    expect(res.statusCode).toBe(200);
    const code = codeFromMail(await t.smtp.waitFor(email));
    res = await agent.post('/api/auth/verify-email', { email, verificationCode: code });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email, isEmailVerified: true });
  });
});

describe('registration without SMTP (development outbox)', () => {
  it('writes the mail to DATA_DIR/outbox and logs the code, which then verifies the account', async () => {
    const t = await createTestApp({ env: { TRUST_PROXY: '1' } });
    try {
      const agent = agentAt(t);
      const email = uniqueEmail('outbox');
      const res = await agent.post('/api/auth/register', { email, password: DEFAULT_PASSWORD });
      expect(res.statusCode).toBe(201);

      const outbox = path.join(t.config.dataDir, 'outbox');
      const files = (await readdir(outbox)).filter((f) => f.endsWith('.eml'));
      expect(files).toHaveLength(1);
      const eml = await readFile(path.join(outbox, files[0]!), 'utf8');
      expect(eml).toContain(`To: ${email}`);
      expect(eml).toContain('multipart/alternative');

      const line = t.logs().find((l) => typeof l.msg === 'string' && l.msg.includes(email));
      const code = /code for \S+: (\d{6})/.exec(String(line?.msg))?.[1];
      expect(code).toMatch(/^\d{6}$/);
      expect(eml).toContain(code);

      const verified = await agent.post('/api/auth/verify-email', { email, verificationCode: code });
      expect(verified.statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
