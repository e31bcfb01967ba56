// What the co-guardian tests share: an app with a real SMTP receiver, an owner's tag, and a guardian
// who joined it through the real invitation (mail → token → accept).
import { eq } from 'drizzle-orm';
import { users } from '#server/db/schema/index.ts';
import { createTag } from '#tests/factories/tags.ts';
import { agentFor, createUser } from '#tests/factories/users.ts';
import { SmtpReceiver } from '#tests/helpers/smtp-receiver.ts';
import type { TestAgent } from '#tests/helpers/test-agent.ts';
import { createTestApp, type TestApp, type TestAppOptions } from '#tests/helpers/test-app.ts';

export type FamilyTestApp = TestApp & { smtp: SmtpReceiver };

export async function createFamilyTestApp(options: TestAppOptions = {}): Promise<FamilyTestApp> {
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

export async function parent(t: TestApp, firstName: string, language?: string) {
  const user = await createUser(t, { firstName });
  if (language) await t.db.update(users).set({ language }).where(eq(users.id, user.id));
  return { user, agent: await agentFor(t, user) };
}

export async function ownerWithTag(t: TestApp, firstName = 'Marco', language?: string) {
  const owner = await parent(t, firstName, language);
  const tag = await createTag(t, {
    userId: owner.user.id,
    childName: 'Mia',
    fields: [{ title: 'Allergies', content: 'Peanuts' }],
  });
  return { ...owner, tag };
}

/** The raw token of the newest invitation mail to `email`. */
export async function tokenMailedTo(t: FamilyTestApp, email: string): Promise<string> {
  const mail = await t.smtp.waitFor(email);
  const match = /\/invitations\/([A-Za-z0-9_-]{43})/.exec(mail.text);
  if (!match) throw new Error('no invitation link in the mail');
  return match[1]!;
}

/** Invites `guest` to the owner's tag and accepts as them: answers the token. */
export async function joinAsGuardian(
  t: FamilyTestApp,
  ownerAgent: TestAgent,
  tagId: string,
  guest: { user: { email: string }; agent: TestAgent },
): Promise<string> {
  const invited = await ownerAgent.post(`/api/tags/${tagId}/invitations`, { email: guest.user.email });
  if (invited.statusCode !== 201) throw new Error(`invite: ${invited.statusCode} ${invited.body}`);
  const token = await tokenMailedTo(t, guest.user.email);
  const accepted = await guest.agent.post(`/api/invitations/${token}/accept`);
  if (accepted.statusCode !== 200) throw new Error(`accept: ${accepted.statusCode} ${accepted.body}`);
  return token;
}
