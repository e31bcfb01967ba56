// Parents and admins made straight in the database, and agents signed in as them.
import { randomBytes } from 'node:crypto';
import type { CurrentUser } from '#shared/schemas/auth.ts';
import { admins, users } from '#server/db/schema/index.ts';
import { hashPassword } from '#server/lib/password.ts';
import { sessionCookieName } from '#server/plugins/session.ts';
import type { TestApp } from '../helpers/test-app.ts';
import type { TestAgent } from '../helpers/test-agent.ts';

export const DEFAULT_PASSWORD = 'correct-horse-battery';

export function uniqueEmail(prefix = 'parent'): string {
  return `${prefix}-${randomBytes(5).toString('hex')}@example.test`;
}

export async function createUser(
  t: TestApp,
  overrides: {
    email?: string;
    password?: string;
    verified?: boolean;
    firstName?: string | null;
    lastName?: string | null;
  } = {},
): Promise<CurrentUser & { password: string }> {
  const password = overrides.password ?? DEFAULT_PASSWORD;
  const [row] = await t.db
    .insert(users)
    .values({
      email: (overrides.email ?? uniqueEmail()).toLowerCase(),
      password: await hashPassword(password),
      firstName: overrides.firstName === undefined ? 'Alex' : overrides.firstName,
      lastName: overrides.lastName === undefined ? 'Parent' : overrides.lastName,
      isEmailVerified: overrides.verified ?? true,
    })
    .returning();
  return {
    id: row!.id,
    email: row!.email,
    firstName: row!.firstName,
    lastName: row!.lastName,
    isEmailVerified: row!.isEmailVerified,
    consentedNoticeVersion: null,
    password,
  };
}

/** An agent carrying a fresh session for this parent (as if they had signed in). */
export async function agentFor(t: TestApp, user: { id: string }): Promise<TestAgent> {
  const agent = t.agent();
  const { token } = await t.app.deps.sessions.create('user', user.id);
  agent.cookies.set(sessionCookieName(t.config, 'user'), token);
  return agent;
}

export async function createAdmin(
  t: TestApp,
  overrides: { username?: string; password?: string; email?: string } = {},
): Promise<{ id: string; username: string; password: string }> {
  const password = overrides.password ?? DEFAULT_PASSWORD;
  const [row] = await t.db
    .insert(admins)
    .values({
      username: overrides.username ?? `admin-${randomBytes(4).toString('hex')}`,
      email: overrides.email ?? 'admin@example.test',
      password: await hashPassword(password),
    })
    .returning();
  return { id: row!.id, username: row!.username, password };
}

export async function adminAgent(t: TestApp, admin: { id: string }): Promise<TestAgent> {
  const agent = t.agent();
  const { token } = await t.app.deps.sessions.create('admin', admin.id);
  agent.cookies.set(sessionCookieName(t.config, 'admin'), token);
  return agent;
}
