// The parent's time zone (issue 16): registration stores the browser's IANA zone, each sign-in that
// sends one updates it, calls without one (SPEC's) work as before and keep what is stored, and a zone
// Intl does not know is refused with a clear 400 that writes nothing.
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '#server/db/schema/index.ts';
import { TIME_ZONE_MAX_LENGTH, VERIFICATION_RESEND_INTERVAL_MS } from '#shared/constants.ts';

import { createUser, DEFAULT_PASSWORD, uniqueEmail } from '#tests/factories/users.ts';
import { agentAt, createAuthTestApp, userRow, type AuthTestApp } from './auth.test-support.ts';
import { en } from '#tests/helpers/messages.ts';

let t: AuthTestApp;
beforeAll(async () => {
  t = await createAuthTestApp();
});
afterAll(async () => {
  await t.close();
});

const REGISTER_PATHS = ['/api/auth/register', '/api/register'];
const MALFORMED: unknown[] = [
  'Mars/Olympus',
  'Europe/Atlantis',
  '',
  ' ',
  '+01:00',
  'Europe/Rome\u0000',
  'x'.repeat(TIME_ZONE_MAX_LENGTH + 1),
  `Europe/Rome${' '.repeat(TIME_ZONE_MAX_LENGTH)}`,
  42,
  null,
  true,
  ['Europe/Rome'],
  { zone: 'Europe/Rome' },
];

const usersCount = async () => (await t.db.select({ n: count() }).from(users))[0]!.n;

function expectTimeZoneRefused(res: { statusCode: number; json: () => unknown }, label: string) {
  expect(res.statusCode, label).toBe(400);
  expect(res.json(), label).toEqual({
    message: en('validation.timeZone'),
    errors: { timeZone: [en('validation.timeZone')] },
  });
}

describe('registration', () => {
  it.each(REGISTER_PATHS)('%s stores the zone sent, in Intl’s spelling', async (path) => {
    const email = uniqueEmail('zone');
    const body = {
      email,
      password: DEFAULT_PASSWORD,
      firstName: 'A',
      lastName: 'B',
      timeZone: 'Europe/Rome',
    };
    expect((await agentAt(t).post(path, body)).statusCode).toBe(201);
    expect((await userRow(t, email))!.timeZone).toBe('Europe/Rome');

    const other = uniqueEmail('zone');
    const lower = { ...body, email: other, timeZone: 'asia/tokyo' };
    expect((await agentAt(t).post(path, lower)).statusCode).toBe(201);
    expect((await userRow(t, other))!.timeZone).toBe('Asia/Tokyo');
  });

  it.each(REGISTER_PATHS)(
    '%s without a zone works as SPEC says and leaves it unknown (UTC)',
    async (path) => {
      const email = uniqueEmail('nozone');
      const res = await agentAt(t).post(path, {
        email,
        password: DEFAULT_PASSWORD,
        firstName: 'A',
        lastName: 'B',
      });
      expect(res.statusCode).toBe(201);
      expect((await userRow(t, email))!.timeZone).toBeNull();
    },
  );

  it('registering a never-verified address again takes the new browser’s zone; without one keeps it', async () => {
    const email = uniqueEmail('again');
    const agent = agentAt(t);
    await agent.post('/api/auth/register', { email, password: DEFAULT_PASSWORD, timeZone: 'Europe/Rome' });
    // Within the minute: no new code, but the new registration's zone is stored.
    await agent.post('/api/auth/register', { email, password: DEFAULT_PASSWORD, timeZone: 'Asia/Tokyo' });
    expect((await userRow(t, email))!.timeZone).toBe('Asia/Tokyo');
    t.clock.advance(VERIFICATION_RESEND_INTERVAL_MS + 1000);
    // After the minute a new code goes out: the zone is replaced too.
    const res = await agent.post('/api/auth/register', {
      email,
      password: DEFAULT_PASSWORD,
      timeZone: 'UTC',
    });
    expect(res.statusCode).toBe(201);
    expect((await userRow(t, email))!.timeZone).toBe('UTC');
    t.clock.advance(VERIFICATION_RESEND_INTERVAL_MS + 1000);
    expect((await agent.post('/api/auth/register', { email, password: DEFAULT_PASSWORD })).statusCode).toBe(
      201,
    );
    expect((await userRow(t, email))!.timeZone).toBe('UTC');
  });

  it.each(REGISTER_PATHS)('%s refuses a malformed zone with 400 and creates no account', async (path) => {
    for (const timeZone of MALFORMED) {
      const email = uniqueEmail('badzone');
      const before = await usersCount();
      const res = await agentAt(t).post(path, {
        email,
        password: DEFAULT_PASSWORD,
        firstName: 'A',
        lastName: 'B',
        timeZone,
      });
      expectTimeZoneRefused(res, `${path} ${JSON.stringify(timeZone)}`);
      expect(await usersCount()).toBe(before);
      expect(t.smtp.messagesTo(email)).toEqual([]);
    }
  });
});

describe('sign-in', () => {
  const signIn = (user: { email: string; password: string }, timeZone?: unknown) =>
    agentAt(t).post('/api/auth/login', { email: user.email, password: user.password, timeZone });

  it('each sign-in that sends a zone updates it; one without keeps the stored zone', async () => {
    const user = await createUser(t);
    expect((await userRow(t, user.email))!.timeZone).toBeNull();

    const first = await signIn(user, 'Europe/Berlin');
    expect(first.statusCode).toBe(200);
    // The answer is SPEC's user shape (plus issue 17's consent version): the zone is not part of it.
    expect(Object.keys(first.json() as object).sort()).toEqual(
      ['consentedNoticeVersion', 'email', 'firstName', 'id', 'isEmailVerified', 'lastName'].sort(),
    );
    expect((await userRow(t, user.email))!.timeZone).toBe('Europe/Berlin');

    expect((await signIn(user, 'america/new_york')).statusCode).toBe(200);
    expect((await userRow(t, user.email))!.timeZone).toBe('America/New_York');

    expect((await signIn(user)).statusCode).toBe(200);
    expect((await userRow(t, user.email))!.timeZone).toBe('America/New_York');
  });

  it('a refused sign-in (wrong password, unverified account) stores no zone', async () => {
    const user = await createUser(t);
    const wrong = await signIn({ email: user.email, password: 'not-the-password' }, 'Asia/Tokyo');
    expect(wrong.statusCode).toBe(401);
    const unverified = await createUser(t, { verified: false });
    expect((await signIn(unverified, 'Asia/Tokyo')).statusCode).toBe(403);
    expect((await userRow(t, user.email))!.timeZone).toBeNull();
    expect((await userRow(t, unverified.email))!.timeZone).toBeNull();
  });

  it('refuses a malformed zone with 400 before the password is checked, and stores nothing', async () => {
    const user = await createUser(t);
    await signIn(user, 'Europe/Paris');
    for (const timeZone of MALFORMED) {
      const res = await signIn(user, timeZone);
      expectTimeZoneRefused(res, JSON.stringify(timeZone));
      expect(res.cookies).toEqual([]);
    }
    expect((await userRow(t, user.email))!.timeZone).toBe('Europe/Paris');
  });
});
