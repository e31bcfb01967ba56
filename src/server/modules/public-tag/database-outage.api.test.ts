// Issue 28: the database stops. Every page already in the page cache is served as it was (same bytes,
// with an owner's session cookie too); anything else answers 503 (HTML in the page's language for
// pages, JSON for /api) with Retry-After, never 500; /readyz says 503 and /healthz 200; log lines carry
// no tag code; all comes back by itself. On PostgreSQL the app talks through a TCP proxy the test cuts;
// on PGlite the database thread's every request fails as when the thread has stopped.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { DATABASE_RETRY_AFTER_SECONDS } from '#server/db/connection-failure.ts';
import { createTag, randomCode } from '#tests/factories/tags.ts';
import { agentFor, createUser } from '#tests/factories/users.ts';
import { startOutage, type Outage } from '#tests/helpers/database-outage.ts';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import { testDbKind } from '#tests/helpers/test-database.ts';
import type { TestAgent } from '#tests/helpers/test-agent.ts';
import { BROWSER_HEADERS, saveFieldContent, visibleText } from './public-tag.test-support.ts';
import { en, translate } from '#tests/helpers/messages.ts';

/** Resolves when the change bus next says notifications may have been missed. */
function nextReset(t: TestApp): Promise<void> {
  return new Promise((resolve) => {
    const stop = t.app.deps.tagChanges.subscribe({
      changed: () => undefined,
      reset: () => {
        stop();
        resolve();
      },
    });
  });
}

const DE = { 'accept-language': 'de-DE,de;q=0.9' };

describe('while the database is unreachable', () => {
  let outage: Outage;
  let t: TestApp;
  let owner: TestAgent;
  let cached: { code: string; id: string; physicalId: string };
  const uncached = { code: '' };
  const unknownCode = randomCode();
  /** What each cached page answered before the cut: the bytes a responder must get during it. */
  const before = new Map<string, { headers: Record<string, unknown>; body: Buffer }>();
  const CACHED_REQUESTS = () => ({
    br: { url: `/tag/${cached.code}`, headers: BROWSER_HEADERS },
    plain: { url: `/tag/${cached.code}`, headers: {} },
    german: { url: `/tag/${cached.code}`, headers: { ...BROWSER_HEADERS, ...DE } },
    json: { url: `/api/tag/${cached.code}`, headers: {} },
  });

  beforeAll(async () => {
    outage = await startOutage();
    t = await createTestApp({ database: outage.database });
    const parent = await createUser(t);
    const tag = await createTag(t, {
      userId: parent.id,
      childName: 'Mia',
      fields: [{ title: 'Allergies', content: 'Peanuts' }],
    });
    cached = { code: tag.uniqueCode, id: tag.id, physicalId: tag.physicalId! };
    uncached.code = (await createTag(t, { userId: parent.id, childName: 'Leo' })).uniqueCode;
    owner = await agentFor(t, parent);
    for (const [name, { url, headers }] of Object.entries(CACHED_REQUESTS())) {
      const res = await t.agent().get(url, headers);
      expect(res.statusCode, name).toBe(200);
      before.set(name, { headers: res.headers, body: res.rawPayload });
    }
  });
  afterAll(async () => {
    await t?.close();
    await outage?.close();
  });

  describe('that hangs (connections accepted, never answered)', () => {
    beforeAll(() => outage.hang());

    it('serves every cached page and its JSON with the same bytes all the same, with an owner’s cookie too', async () => {
      for (const [name, { url, headers }] of Object.entries(CACHED_REQUESTS())) {
        // The owner first: their session look-up must not hold the page on a database that hangs.
        for (const agent of [owner, t.agent()]) {
          const res = await agent.get(url, headers);
          expect(res.statusCode, name).toBe(200);
          expect(res.rawPayload.equals(before.get(name)!.body), `${name}: same bytes`).toBe(true);
        }
      }
    });

    it('answers an uncached page 503 HTML in time, not when the database answers', async () => {
      const res = await t.agent().get(`/tag/${uncached.code}`, DE);
      expect(res.statusCode).toBe(503);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(visibleText(res.body)).toContain(translate('de')('responder.notices.unavailable'));
    });
  });

  describe('that refuses connections', () => {
    beforeAll(async () => {
      // Notifications may be missed from here on: on PostgreSQL the listening connection drops too.
      const resetHeard = nextReset(t);
      await outage.cut();
      if (testDbKind() === 'postgres') await resetHeard;
    });
    it('serves every cached page and its JSON with the same bytes, with an owner’s cookie too', async () => {
      for (const [name, { url, headers }] of Object.entries(CACHED_REQUESTS())) {
        const expected = before.get(name)!;
        for (const agent of [t.agent(), owner]) {
          const res = await agent.get(url, headers);
          expect(res.statusCode, name).toBe(200);
          expect(res.headers['content-type'], name).toBe(expected.headers['content-type']);
          expect(res.headers['content-encoding'], name).toBe(expected.headers['content-encoding']);
          expect(res.rawPayload.equals(expected.body), `${name}: same bytes`).toBe(true);
        }
      }
    });

    it('answers an uncached page 503 HTML in German: SPEC’s error, try again, the emergency number, /t', async () => {
      for (const code of [uncached.code, unknownCode]) {
        const res = await t.agent().get(`/tag/${code}`, DE);
        expect(res.statusCode).toBe(503);
        expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(res.headers['content-language']).toBe('de');
        expect(res.headers['retry-after']).toMatch(/^[1-9]\d?$/);
        expect(res.headers['cache-control']).toBe('no-store');
        expect(res.body).toMatch(/^<!doctype html><html lang="de">/);
        const text = visibleText(res.body);
        expect(text).toContain(translate('de')('publicTag.error'));
        expect(text).toContain(translate('de')('responder.notices.unavailable'));
        expect(res.body).toContain(`href="tel:${t.config.emergencyNumber}"`);
        expect(res.body).toContain('href="/t?lang=de"');
        expect(res.body).not.toContain('<script');
      }
    });

    it('answers /api/tag/{code} 503 JSON with Retry-After for an uncached code', async () => {
      const res = await t.agent().get(`/api/tag/${uncached.code}`);
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toMatch(/^[1-9]\d?$/);
      expect(res.json()).toEqual({ message: en('errors.unavailable') });
    });

    it('answers the create form with a bracelet code 503 JSON with Retry-After (issue 29)', async () => {
      const res = await owner.post('/api/tags', {
        childName: 'Ada',
        childAge: 3,
        fields: [{ title: 'Allergies', content: 'None' }],
        uniqueCode: unknownCode,
      });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toMatch(/^[1-9]\d?$/);
      expect(res.json()).toEqual({ message: en('errors.unavailable') });
    });

    it('still sends a typed code on to its page, and /t needs no database', async () => {
      const typed = await t.agent().get(`/t/${uncached.code.toLowerCase()}`);
      expect(typed.statusCode).toBe(302);
      expect(typed.headers.location).toBe(`/tag/${uncached.code}`);
      expect((await t.agent().get('/t', DE)).statusCode).toBe(200);
    });

    it('answers the landing page and the chip’s address with a short 503 HTML page, not JSON', async () => {
      const requests: Array<[TestAgent, string]> = [
        [t.agent(), '/'],
        [owner, '/'],
        [t.agent(), `/activate-bracelet/${cached.physicalId}`],
      ];
      for (const [agent, url] of requests) {
        const res = await agent.get(url);
        expect(res.statusCode).toBe(503);
        expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(res.headers['retry-after']).toMatch(/^[1-9]\d?$/);
        expect(visibleText(res.body)).toContain(en('errors.unavailable'));
        expect(res.body).toContain('href="/t"');
      }
    });

    it('asks the database for a kept page again only after Retry-After’s seconds', async () => {
      t.clock.advance(DATABASE_RETRY_AFTER_SECONDS * 1000);
      t.app.deps.services.publicTag.cache.markUnconfirmed(); // as after a lost listening connection
      const reads = vi.spyOn(t.app.deps.db, 'select');
      const { url } = CACHED_REQUESTS().plain;
      try {
        expect((await t.agent().get(url)).statusCode).toBe(200);
        expect(reads, 'an unconfirmed page is read again').toHaveBeenCalled();
        reads.mockClear();
        expect((await t.agent().get(url)).statusCode).toBe(200);
        expect(reads, 'the database failed a moment ago').not.toHaveBeenCalled();
        t.clock.advance(DATABASE_RETRY_AFTER_SECONDS * 1000);
        expect((await t.agent().get(url)).statusCode).toBe(200);
        expect(reads, 'and is asked again after Retry-After').toHaveBeenCalled();
      } finally {
        reads.mockRestore();
      }
    });

    it('says /readyz 503 and /healthz 200', async () => {
      expect((await t.agent().get('/readyz')).statusCode).toBe(503);
      expect((await t.agent().get('/healthz')).statusCode).toBe(200);
    });

    it('logs the failure without a tag code or the statement’s parameters', () => {
      const text = t.logText();
      for (const code of [cached.code, uncached.code, unknownCode]) {
        expect(text.toUpperCase()).not.toContain(code.toUpperCase());
      }
      expect(text).not.toMatch(/params: (?!\[redacted\])/);
      // …yet each line names what failed.
      const failures = t.logs().filter((line) => line.msg === 'database unavailable');
      expect(failures.length).toBeGreaterThan(0);
      for (const line of failures) expect((line.err as { message: string }).message).not.toBe('');
    });
  });

  describe('once the database is back', () => {
    beforeAll(async () => {
      // On PostgreSQL the listening connection comes back by itself (and says so with a reset).
      const reconnected = nextReset(t);
      await outage.restore();
      if (testDbKind() === 'postgres') await reconnected;
      await t.app.deps.tagChanges.sync();
      // Kept pages are served without asking the database for Retry-After's seconds after it failed.
      t.clock.advance(DATABASE_RETRY_AFTER_SECONDS * 1000);
    });

    it('answers as before, and an edit saved now shows at once', async () => {
      expect((await t.agent().get('/readyz')).statusCode).toBe(200);
      expect((await t.agent().get('/')).statusCode).toBe(200);
      const page = await t.agent().get(`/tag/${uncached.code}`, DE);
      expect(page.statusCode).toBe(200);
      expect((await t.agent().get(`/tag/${unknownCode}`)).statusCode).toBe(404);
      await saveFieldContent(t, cached.id, cached.code, 'Peanuts and sesame');
      const edited = await t.agent().get(`/tag/${cached.code}`);
      expect(edited.statusCode).toBe(200);
      expect(visibleText(edited.body)).toContain('Peanuts and sesame');
      expect((await t.agent().get(`/api/tag/${cached.code}`)).body).toContain('Peanuts and sesame');
    });
  });
});
