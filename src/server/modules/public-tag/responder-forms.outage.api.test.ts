// Issue 35 with issue 28's outage: while the database is away the page's forms answer the page, never
// a 500 or JSON. A page kept in the page cache comes back 503 with Retry-After and the form saying it
// failed; a page not kept, the 503 page that names the emergency number.
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_RETRY_AFTER_SECONDS } from '#server/db/connection-failure.ts';
import { pathOf } from '#shared/endpoints/endpoint.ts';
import * as publicTagApi from '#shared/endpoints/public-tag.ts';
import type { Language } from '#shared/i18n/languages.ts';
import { createTag } from '#tests/factories/tags.ts';
import { createUser } from '#tests/factories/users.ts';
import { startOutage, type Outage } from '#tests/helpers/database-outage.ts';
import { translate } from '#tests/helpers/messages.ts';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import { A_CONTACT } from '../responder-shares/responder-shares.test-support.ts';
import { visibleText } from './public-tag.test-support.ts';

const PIN = '48291307';
const SECRET = 'Via Segreta 7, Milano';
const unlockPath = (code: string) => pathOf(publicTagApi.unlockTagPage, { uniqueCode: code });
const contactPath = (code: string) => pathOf(publicTagApi.shareContactPage, { uniqueCode: code });

describe('the public page’s forms while the database is unreachable', () => {
  let outage: Outage;
  let t: TestApp;
  const kept = { code: '' };
  const notKept = { code: '' };

  function postForm(path: string, fields: Record<string, string>): Promise<LightMyRequestResponse> {
    return t.app.inject({
      method: 'POST',
      url: path,
      payload: new URLSearchParams(fields).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
  }

  /** A 503 page in `language`: HTML with Retry-After, never cached. */
  function expectUnavailable(res: LightMyRequestResponse, language: Language) {
    expect(res.statusCode, res.body.slice(0, 200)).toBe(503);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['content-language']).toBe(language);
    expect(res.headers['retry-after']).toMatch(/^[1-9]\d?$/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toMatch(new RegExp(`^<!doctype html><html lang="${language}"`, 'i'));
    expect(res.body).not.toContain(SECRET);
  }

  beforeAll(async () => {
    outage = await startOutage();
    t = await createTestApp({ database: outage.database });
    const parent = await createUser(t);
    const fields = [
      { title: 'Allergies', content: 'Peanuts' },
      { title: 'Home Address', content: SECRET, visibility: 'protected' as const },
    ];
    kept.code = (await createTag(t, { userId: parent.id, childName: 'Mia', fields, pin: PIN })).uniqueCode;
    notKept.code = (await createTag(t, { userId: parent.id, childName: 'Leo', fields, pin: PIN })).uniqueCode;
    // The kept page in both languages the forms below speak.
    for (const language of ['it', 'de']) {
      expect((await t.agent().get(`/tag/${kept.code}?lang=${language}`)).statusCode).toBe(200);
    }
  });
  afterAll(async () => {
    await t?.close();
    await outage?.close();
  });

  describe.each([
    ['hangs', () => outage.hang()],
    ['refuses connections', () => outage.cut()],
  ])('that %s', (_, stop) => {
    beforeAll(async () => {
      // Each way of failing is met afresh, not skipped as "failed a moment ago".
      t.clock.advance(DATABASE_RETRY_AFTER_SECONDS * 1000);
      await stop();
    });

    it.each(['it', 'de'] as const)(
      '%s: the PIN box of a kept page answers 503 with the page, the box saying it failed',
      async (language) => {
        const res = await postForm(unlockPath(kept.code), { pin: PIN, lang: language });
        expectUnavailable(res, language);
        const text = visibleText(res.body);
        expect(text).toContain(translate(language)('publicTag.error'));
        expect(text).toContain(translate(language)('responder.protectedFields.pinLabel'));
      },
    );

    it.each(['it', 'de'] as const)(
      '%s: the call-back form of a kept page answers 503 with the page and what was typed',
      async (language) => {
        const res = await postForm(contactPath(kept.code), { ...A_CONTACT, lang: language });
        expectUnavailable(res, language);
        expect(visibleText(res.body)).toContain(translate(language)('responder.phoneNumber.failed'));
        expect(res.body).toContain(`value="${A_CONTACT.phone}"`);
      },
    );

    it('a page not kept: both forms answer the 503 page with the emergency number', async () => {
      for (const path of [unlockPath(notKept.code), contactPath(notKept.code)]) {
        const res = await postForm(path, { pin: PIN, ...A_CONTACT, lang: 'de' });
        expectUnavailable(res, 'de');
        expect(visibleText(res.body)).toContain(translate('de')('responder.notices.unavailable'));
        expect(res.body).toContain(`href="tel:${t.config.emergencyNumber}"`);
      }
    });
  });

  describe('once the database is back', () => {
    beforeAll(async () => {
      await outage.restore();
      t.clock.advance(60_000);
    });

    it('the right PIN opens again', async () => {
      const res = await postForm(unlockPath(kept.code), { pin: PIN, lang: 'it' });
      expect(res.statusCode).toBe(200);
      expect(visibleText(res.body)).toContain(SECRET);
    });
  });
});
