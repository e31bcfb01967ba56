// Browsers signed in without the sign-in screens: a parent or an admin made in the database, and
// their session cookie set in the browser context (as if they had signed in).
import { randomBytes } from 'node:crypto';
import type { BrowserContext } from '@playwright/test';
import { admins, users } from '#server/db/schema/index.ts';
import { hashPassword } from '#server/lib/password.ts';
import { sessionCookieName } from '#server/plugins/session.ts';
import type { E2EServer } from './fixtures.ts';

const PASSWORD = 'correct-horse-battery';

async function setSession(server: E2EServer, context: BrowserContext, kind: 'user' | 'admin', id: string) {
  const { token } = await server.app.deps.sessions.create(kind, id);
  await context.addCookies([{ name: sessionCookieName(server.config, kind), value: token, url: server.url }]);
}

export async function signInAsParent(
  server: E2EServer,
  context: BrowserContext,
  { verified = true }: { verified?: boolean } = {},
) {
  const [user] = await server.db
    .insert(users)
    .values({
      email: `parent-${randomBytes(4).toString('hex')}@example.test`,
      password: await hashPassword(PASSWORD),
      firstName: 'Robin',
      isEmailVerified: verified,
    })
    .returning();
  await setSession(server, context, 'user', user!.id);
  return user!;
}

export async function signInAsAdmin(server: E2EServer, context: BrowserContext) {
  const [admin] = await server.db
    .insert(admins)
    .values({
      username: `admin-${randomBytes(4).toString('hex')}`,
      email: 'admin@example.test',
      password: await hashPassword(PASSWORD),
    })
    .returning();
  await setSession(server, context, 'admin', admin!.id);
  return admin!;
}
