// The landing texts per language while the database is away (issue 30 with issue 28's outage): the
// admin's read and save and the public texts answer 503 with Retry-After in the caller's language,
// never 500; a save cut off halfway leaves nothing written, and all works again once it is back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_RETRY_AFTER_SECONDS } from '#server/db/connection-failure.ts';
import type { LandingTranslationsAnswer } from '#shared/schemas/landing-translations.ts';
import { adminAgent, createAdmin } from '#tests/factories/users.ts';
import { startOutage, type Outage } from '#tests/helpers/database-outage.ts';
import { translate } from '#tests/helpers/messages.ts';
import type { TestAgent } from '#tests/helpers/test-agent.ts';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';

const url = (language: string) => `/api/admin/landing-translations/${language}`;
const GERMAN = { 'accept-language': 'de-DE,de;q=0.9' };
const written = (answer: LandingTranslationsAnswer, key: string) =>
  answer.texts.find((entry) => entry.key === key)?.written;

describe('landing texts per language while the database is away', () => {
  let outage: Outage;
  let t: TestApp;
  let admin: TestAgent;
  beforeAll(async () => {
    outage = await startOutage();
    t = await createTestApp({ database: outage.database });
    admin = await adminAgent(t, await createAdmin(t));
    await admin.put(url('it'), { texts: { heroTitle: 'Braccialetti SafeKid' } });
  });
  afterAll(async () => {
    await t?.close();
    await outage?.close();
  });

  it('answers the admin’s read and save and the public texts 503 with Retry-After, in German', async () => {
    await outage.cut();
    const answers = [
      await admin.get(url('it'), GERMAN),
      await admin.put(
        url('it'),
        { texts: { heroTitle: 'Mai salvato', heroSubtitle: 'Mai salvato' } },
        GERMAN,
      ),
      await t.agent().get('/api/landing-texts/it', GERMAN),
    ];
    for (const res of answers) {
      expect(res.statusCode, res.body).toBe(503);
      expect(res.headers['retry-after']).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
      expect(res.json()).toEqual({ message: translate('de')('errors.unavailable') });
    }
  });

  it('once the database is back, the cut-off save wrote nothing and a new one works', async () => {
    await outage.restore();
    const before = (await admin.get(url('it'))).json() as LandingTranslationsAnswer;
    expect(written(before, 'heroTitle')).toBe('Braccialetti SafeKid');
    expect(written(before, 'heroSubtitle')).toBeNull();

    const res = await admin.put(url('it'), { texts: { heroSubtitle: 'Sempre con te' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(written(res.json() as LandingTranslationsAnswer, 'heroSubtitle')).toBe('Sempre con te');
  });
});
