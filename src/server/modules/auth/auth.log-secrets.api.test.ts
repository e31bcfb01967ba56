import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VERIFICATION_RESEND_INTERVAL_MS } from '#shared/constants.ts';
import { uniqueEmail } from '#tests/factories/users.ts';
import { codeFromMail } from '#tests/helpers/smtp-receiver.ts';
import {
  agentAt,
  createAuthTestApp,
  sessionToken,
  userRow,
  wrongCode,
  type AuthTestApp,
} from './auth.test-support.ts';

describe('no secret in any answer or log line', () => {
  let t: AuthTestApp;
  beforeAll(async () => {
    // The most talkative level: whatever any plugin logs is searched.
    t = await createAuthTestApp({ env: { LOG_LEVEL: 'trace' } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('a full run (register, mail failure, resend, wrong and right codes, sign-in, sign-out, limits) reveals no password, hash, code or token', async () => {
    const answers: LightMyRequestResponse[] = [];
    const agent = agentAt(t);
    const call = async (res: Promise<LightMyRequestResponse>) => {
      const done = await res;
      answers.push(done);
      return done;
    };
    const password = 'Sup3r-Secret-Passphrase!';
    const email = uniqueEmail('secrets');

    await call(agent.post('/api/auth/register', { email, password, firstName: 'Alex' }));
    const firstCode = codeFromMail(await t.smtp.waitFor(email));
    await call(agent.post('/api/auth/login', { email, password }));
    await call(agent.post('/api/auth/verify-email', { email, verificationCode: wrongCode(firstCode) }));
    await call(agent.post('/api/auth/resend-verification', { email }));

    t.clock.advance(VERIFICATION_RESEND_INTERVAL_MS);
    t.smtp.rejectWith = 'Mailbox unavailable';
    await call(agent.post('/api/auth/resend-verification', { email }));
    t.smtp.rejectWith = undefined;
    await call(agent.post('/api/auth/resend-verification', { email }));
    const code = codeFromMail(t.smtp.messagesTo(email).at(-1)!);
    const row = await userRow(t, email);
    const passwordHash = row!.password;
    const codeHash = row!.verificationCode!;

    await call(agent.post('/api/verify-email', { email, code }));
    const tokens = [sessionToken(t, agent)!];
    await call(agent.get('/api/auth/user'));
    await call(agent.post('/api/auth/logout'));
    await call(agent.post('/api/auth/login', { email, password: `${password}-typo` }));
    await call(agent.post('/api/auth/login', { email: email.toUpperCase(), password }));
    tokens.push(sessionToken(t, agent)!);
    await call(agent.get('/api/auth/user'));
    await call(agent.post('/api/auth/register', { email, password }));
    await call(agent.post('/api/auth/verify-email', { email, verificationCode: code }));
    await call(agent.post('/api/auth/login', { email: 'not-an-email', password }));
    for (let i = 0; i < 11; i++)
      await call(agentAt(t).post('/api/auth/login', { email, password: `guess-${i}` }));
    await call(agent.post('/api/auth/logout'));

    expect(answers.map((a) => a.statusCode)).toEqual(
      expect.arrayContaining([200, 201, 400, 401, 403, 409, 429, 502]),
    );
    const secrets = { password, passwordHash, code, firstCode, codeHash };
    for (const answer of answers) {
      const { 'set-cookie': _cookie, ...headers } = answer.headers;
      const visible = `${answer.body}\n${JSON.stringify(headers)}`;
      for (const [name, secret] of Object.entries(secrets)) {
        expect(visible.includes(secret), `${name} in the answer to ${answer.raw.req.url}`).toBe(false);
      }
    }

    const logs = t.logText();
    expect(t.logs().filter((l) => l.msg === 'request completed').length).toBeGreaterThanOrEqual(
      answers.length,
    );
    expect(logs).toContain('mail delivery failed');
    for (const [name, secret] of Object.entries({ ...secrets, token0: tokens[0]!, token1: tokens[1]! })) {
      expect(logs.includes(secret), `${name} in the logs`).toBe(false);
    }
  });
});
