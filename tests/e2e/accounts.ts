// Accounts for browser tests, made directly in the worker's database: a verified parent or an admin,
// with the browser context carrying their session cookie.
import { randomBytes } from 'node:crypto';
import type { BrowserContext } from '@playwright/test';
import { consents, users } from '#server/db/schema/index.ts';
import { hashPassword } from '#server/lib/password.ts';
import { sessionCookieName } from '#server/plugins/session.ts';
import { PRIVACY_NOTICE_VERSION } from '#shared/privacy-notice.ts';
import type { E2EServer } from './fixtures.ts';

export const uniqueEmail = (prefix: string) => `${prefix}-${randomBytes(4).toString('hex')}@example.test`;

export const PARENT_PASSWORD = 'correct-horse-battery';

/**
 * A parent who registered and verified their e-mail; no browser session yet. They consented to the
 * current privacy notice (issue 17) unless `consented: false`, so the form saves without the box.
 */
export async function createVerifiedParent(server: E2EServer, { consented = true } = {}) {
  const [user] = await server.db
    .insert(users)
    .values({
      email: uniqueEmail('parent'),
      password: await hashPassword(PARENT_PASSWORD),
      firstName: 'Robin',
      isEmailVerified: true,
    })
    .returning();
  if (consented) {
    await server.db.insert(consents).values({ userId: user!.id, noticeVersion: PRIVACY_NOTICE_VERSION });
  }
  return user!;
}

/** Gives the browser a fresh session of this parent (again after each Sign Out, for instance). */
export async function signInAs(server: E2EServer, context: BrowserContext, parent: { id: string }) {
  const { token } = await server.app.deps.sessions.create('user', parent.id);
  await context.addCookies([
    { name: sessionCookieName(server.config, 'user'), value: token, url: server.url },
  ]);
}

export async function signInAsNewParent(
  server: E2EServer,
  context: BrowserContext,
  options: { consented?: boolean } = {},
) {
  const user = await createVerifiedParent(server, options);
  await signInAs(server, context, user);
  return user;
}

export async function signInAsNewAdmin(server: E2EServer, context: BrowserContext) {
  const username = `admin-${randomBytes(4).toString('hex')}`;
  const admin = await server.app.deps.services.admin.create({
    username,
    email: null,
    password: 'admin-password-e2e',
  });
  const { token } = await server.app.deps.sessions.create('admin', admin.id);
  await context.addCookies([
    { name: sessionCookieName(server.config, 'admin'), value: token, url: server.url },
  ]);
  return admin;
}
