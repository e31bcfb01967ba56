// Issue 29 with issue 28's outage: while the database is away both reset calls answer 503 with
// Retry-After (never 500, nothing said about the address), and work again once it is back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DATABASE_RETRY_AFTER_SECONDS } from '#server/db/connection-failure.ts';
import { createUser, uniqueEmail } from '#tests/factories/users.ts';
import { startOutage, type Outage } from '#tests/helpers/database-outage.ts';
import { agentAt, createAuthTestApp, type AuthTestApp } from './auth.test-support.ts';
import { en } from '#tests/helpers/messages.ts';

describe('password reset while the database is away', () => {
  let outage: Outage;
  let t: AuthTestApp;
  let email: string;
  beforeAll(async () => {
    outage = await startOutage();
    t = await createAuthTestApp({ database: outage.database });
    email = (await createUser(t)).email;
  });
  afterAll(async () => {
    await t?.close();
    await outage?.close();
  });

  it('answers 503 with Retry-After to asking and to using a link, the same for any address', async () => {
    await outage.cut();
    const answers = [
      await agentAt(t).post('/api/auth/forgot-password', { email }),
      await agentAt(t).post('/api/auth/forgot-password', { email: uniqueEmail('nobody') }),
      await agentAt(t).post('/api/auth/reset-password', { token: 'C'.repeat(43), password: 'new-secret' }),
    ];
    for (const res of answers) {
      expect(res.statusCode, res.body).toBe(503);
      expect(res.headers['retry-after']).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
      expect(res.json()).toEqual({ message: en('errors.unavailable') });
    }
    expect(answers[1]!.body).toBe(answers[0]!.body);
    expect(t.logText()).not.toContain(email);
  });

  it('works again once the database is back', async () => {
    await outage.restore();
    const res = await agentAt(t).post('/api/auth/forgot-password', { email });
    expect(res.statusCode, res.body).toBe(200);
    await t.app.deps.services.passwordReset.settled();
    await t.smtp.waitFor(email);
  });
});
