// Shared set-up of the account API tests: a real app with a real SMTP receiver, agents with their
// own client address, and the register → mail → code steps.
import { randomInt } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import { users } from '#server/db/schema/index.ts';
import { sessionCookieName } from '#server/plugins/session.ts';
import { DEFAULT_PASSWORD, uniqueEmail } from '#tests/factories/users.ts';
import { codeFromMail, SmtpReceiver, type ReceivedMail } from '#tests/helpers/smtp-receiver.ts';
import type { TestAgent } from '#tests/helpers/test-agent.ts';
import { createTestApp, type TestApp, type TestAppOptions } from '#tests/helpers/test-app.ts';

export type AuthTestApp = TestApp & { smtp: SmtpReceiver };

/** The app sends its mail over SMTP to a receiver on a loopback port; client addresses come from X-Forwarded-For. */
export async function createAuthTestApp(options: TestAppOptions = {}): Promise<AuthTestApp> {
  const smtp = await new SmtpReceiver().start();
  const t = await createTestApp({
    ...options,
    env: { SMTP_URL: smtp.url, TRUST_PROXY: '1', ...options.env },
  });
  return {
    ...t,
    smtp,
    close: async () => {
      await t.close();
      await smtp.stop();
    },
  };
}

export function randomIp(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

/** One browser at its own client address, so per-IP limits of other tests never interfere. */
export function agentAt(t: TestApp, ip: string = randomIp()): TestAgent {
  const agent = t.agent();
  agent.headers['x-forwarded-for'] = ip;
  return agent;
}

export function sessionToken(t: TestApp, agent: TestAgent): string | undefined {
  return agent.cookies.get(sessionCookieName(t.config, 'user'));
}

export function sessionSetCookie(t: TestApp, res: LightMyRequestResponse) {
  return res.cookies.find((c) => c.name === sessionCookieName(t.config, 'user'));
}

export type Registered = { email: string; password: string; code: string; mail: ReceivedMail };

/** Registers through the API and reads the code from the mail the SMTP receiver got. */
export async function registerViaApi(
  t: AuthTestApp,
  agent: TestAgent,
  overrides: { email?: string; password?: string; firstName?: string; lastName?: string } = {},
): Promise<Registered> {
  const email = overrides.email ?? uniqueEmail();
  const password = overrides.password ?? DEFAULT_PASSWORD;
  const before = t.smtp.messagesTo(email).length;
  const res = await agent.post('/api/auth/register', {
    email,
    password,
    firstName: overrides.firstName ?? 'Alex',
    lastName: overrides.lastName ?? 'Parent',
  });
  if (res.statusCode !== 201) throw new Error(`register answered ${res.statusCode}: ${res.body}`);
  const mail = await t.smtp.waitFor(email, () => t.smtp.messagesTo(email).length > before);
  return { email: email.toLowerCase(), password, code: codeFromMail(mail), mail };
}

/** Registers and verifies: the agent ends signed in. */
export async function registerVerified(
  t: AuthTestApp,
  agent: TestAgent,
  overrides: Parameters<typeof registerViaApi>[2] = {},
): Promise<Registered> {
  const registered = await registerViaApi(t, agent, overrides);
  const res = await agent.post('/api/auth/verify-email', {
    email: registered.email,
    verificationCode: registered.code,
  });
  if (res.statusCode !== 200) throw new Error(`verify answered ${res.statusCode}: ${res.body}`);
  return registered;
}

export async function userRow(t: TestApp, email: string) {
  const [row] = await t.db.select().from(users).where(eq(users.email, email.toLowerCase()));
  return row;
}

/** A code that is certainly not the right one. */
export function wrongCode(code: string): string {
  return String((Number(code) + 1) % 1_000_000).padStart(6, '0');
}
