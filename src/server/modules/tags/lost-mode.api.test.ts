// Lost-child mode (issue 16): PUT/DELETE /api/tags/{id}/lost, what the parent's reads and the public
// page show, the end after the chosen time (moved clock, cache included), and every instance at once.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en, translate } from '#tests/helpers/messages.ts';

import { tags } from '#server/db/schema/index.ts';
import { HOUR_MS } from '#server/infra/rate-limit/rate-limiter.ts';
import { createTag } from '#tests/factories/tags.ts';
import { agentFor, createUser } from '#tests/factories/users.ts';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import { nextChange, visibleText } from '../public-tag/public-tag.test-support.ts';

const LOST = { message: "  I'm lost. Please call my dad  ", phone: '+39 333 123 4567', hours: 4 };
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe('lost-child mode', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  async function ownedTag() {
    const owner = await createUser(t);
    const tag = await createTag(t, {
      userId: owner.id,
      childName: 'Mia Rossi',
      childAge: 7,
      fields: [{ title: 'Allergies', content: 'Peanuts' }],
    });
    return { owner, tag, agent: await agentFor(t, owner), url: `/api/tags/${tag.id}/lost` };
  }

  const storedLost = async (tagId: string) => {
    const [row] = await t.db
      .select({ message: tags.lostMessage, phone: tags.lostPhone, until: tags.lostUntil })
      .from(tags)
      .where(eq(tags.id, tagId));
    return row!;
  };

  it('switches on for the chosen hours (app clock), trimmed, and shows in GET /api/tags and /api/tags/{id}', async () => {
    const { tag, agent, url } = await ownedTag();
    for (const hours of [4, 24, 72]) {
      const res = await agent.put(url, { ...LOST, hours });
      expect(res.statusCode, res.body).toBe(200);
      const until = new Date(t.clock.now().getTime() + hours * HOUR_MS).toISOString();
      const lost = { message: "I'm lost. Please call my dad", phone: '+39 333 123 4567', until };
      expect(res.json()).toEqual({ lost });
      expect(await storedLost(tag.id)).toEqual({ ...lost, until: new Date(until) });
      const list = (await agent.get('/api/tags')).json() as Array<{ id: string; lost: unknown }>;
      expect(list.find((item) => item.id === tag.id)?.lost).toEqual(lost);
      expect((await agent.get(`/api/tags/${tag.id}`)).json().lost).toEqual(lost);
    }
  });

  it('DELETE ends it: the columns are cleared and every read says null; ending again is the same 204', async () => {
    const { tag, agent, url } = await ownedTag();
    await agent.put(url, LOST);
    expect((await agent.delete(url)).statusCode).toBe(204);
    expect(await storedLost(tag.id)).toEqual({ message: null, phone: null, until: null });
    expect((await agent.get(`/api/tags/${tag.id}`)).json().lost).toBeNull();
    expect((await agent.delete(url)).statusCode).toBe(204);
  });

  it('ends by itself at lost_until: reads say null once the clock passes it', async () => {
    const { tag, agent, url } = await ownedTag();
    await agent.put(url, LOST);
    t.clock.advance(4 * HOUR_MS - 1000);
    expect((await agent.get(`/api/tags/${tag.id}`)).json().lost).not.toBeNull();
    t.clock.advance(1000);
    expect((await agent.get(`/api/tags/${tag.id}`)).json().lost).toBeNull();
    const list = (await agent.get('/api/tags')).json() as Array<{ id: string; lost: unknown }>;
    expect(list.find((item) => item.id === tag.id)?.lost).toBeNull();
  });

  it("another parent's tag, an unknown id and a malformed id answer 404, and nothing changes", async () => {
    const { tag, url } = await ownedTag();
    const stranger = await agentFor(t, await createUser(t));
    for (const target of [url, `/api/tags/${UNKNOWN_ID}/lost`, '/api/tags/not-a-uuid/lost']) {
      const put = await stranger.put(target, LOST);
      expect(put.statusCode, target).toBe(404);
      expect(put.json()).toEqual({ message: en('errors.tagNotFound') });
      const del = await stranger.delete(target);
      expect(del.statusCode, target).toBe(404);
    }
    expect(await storedLost(tag.id)).toEqual({ message: null, phone: null, until: null });
  });

  it('a deactivated tag answers 409 with a clear message, and nothing changes', async () => {
    const { tag, url, agent } = await ownedTag();
    expect((await agent.post(`/api/tags/${tag.id}/deactivate`)).statusCode).toBe(204);
    const put = await agent.put(url, LOST);
    expect(put.statusCode).toBe(409);
    expect(put.json()).toEqual({ message: en('errors.lostOnDeactivatedTag') });
    expect(await storedLost(tag.id)).toEqual({ message: null, phone: null, until: null });
  });

  it('refuses bad input with 400 and a clear message, writing nothing', async () => {
    const { tag, agent, url } = await ownedTag();
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ ...LOST, message: '   ' }, en('lostMode.messageRequired'), 'message'],
      [{ ...LOST, message: 'x'.repeat(201) }, en('lostMode.messageTooLong', { max: 200 }), 'message'],
      [{ ...LOST, message: 'a\u0000b' }, en('lostMode.messageRequired'), 'message'],
      [{ ...LOST, message: undefined }, en('lostMode.messageRequired'), 'message'],
      [{ ...LOST, phone: 'call me' }, en('lostMode.phoneInvalid'), 'phone'],
      [{ ...LOST, phone: '12' }, en('lostMode.phoneInvalid'), 'phone'],
      [{ ...LOST, phone: '+()-. ' }, en('lostMode.phoneInvalid'), 'phone'],
      [{ ...LOST, phone: '0039 (347) - 765 - 4321 - 12. 3' }, en('lostMode.phoneInvalid'), 'phone'],
      // E.164: at most 15 digits, the international prefix 00 not counted.
      [{ ...LOST, phone: '+39 347 765 4321 1234' }, en('lostMode.phoneInvalid'), 'phone'],
      [{ ...LOST, phone: '0039 347 765 4321 1234' }, en('lostMode.phoneInvalid'), 'phone'],
      [{ ...LOST, phone: 39333 }, en('lostMode.phoneInvalid'), 'phone'],
      [{ ...LOST, hours: 5 }, en('lostMode.hoursInvalid'), 'hours'],
      [{ ...LOST, hours: '4' }, en('lostMode.hoursInvalid'), 'hours'],
      [{ ...LOST, hours: undefined }, en('lostMode.hoursInvalid'), 'hours'],
    ];
    for (const [body, message, field] of cases) {
      const res = await agent.put(url, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toBe(message);
      expect(res.json().errors[field]).toContain(message);
    }
    expect(await storedLost(tag.id)).toEqual({ message: null, phone: null, until: null });
    // The longest message and number allowed are kept as written.
    const longest = { message: 'm'.repeat(200), phone: '0039 (347) - 765 - 4321 - 12.3', hours: 72 };
    expect((await agent.put(url, longest)).statusCode).toBe(200);
    expect(await storedLost(tag.id)).toMatchObject({ message: longest.message, phone: longest.phone });
  });

  describe('the public page', () => {
    it('opens with the banner above everything (the message as written, a tel: button) and the JSON carries lost', async () => {
      const { tag, agent, url } = await ownedTag();
      const message = 'I\'m lost <b>& scared</b>. Please call "Dad"';
      await agent.put(url, { ...LOST, message });
      const page = await t.agent().get(`/tag/${tag.uniqueCode}`);
      const html = page.body;
      const banner = html.indexOf('data-testid="lost-banner"');
      expect(banner).toBeGreaterThan(-1);
      // Above the logo, the page heading and the emergency-number button.
      expect(banner).toBeLessThan(html.indexOf('<header'));
      expect(banner).toBeLessThan(html.indexOf('data-testid="call-buttons"'));
      expect(visibleText(html)).toContain(
        `${en('responder.lostChild.title')} ${en('responder.lostChild.message')} ${message}`,
      );
      expect(html).not.toContain('<b>& scared</b>');
      expect(html).toContain('href="tel:+393331234567"');
      expect(visibleText(html)).toContain('Call the parents: +39 333 123 4567');
      const until = new Date(t.clock.now().getTime() + 4 * HOUR_MS).toISOString();
      const api = await t.agent().get(`/api/tag/${tag.uniqueCode}`);
      expect(api.json().lost).toEqual({ message, phone: LOST.phone, until });
    });

    it("dials a number written '+49 (0)171 …' without the bracketed trunk zero, shown as written", async () => {
      const { tag, agent, url } = await ownedTag();
      await agent.put(url, { ...LOST, phone: '+49 (0)171 1234567' });
      const html = (await t.agent().get(`/tag/${tag.uniqueCode}`)).body;
      expect(html).toContain('href="tel:+491711234567"');
      expect(visibleText(html)).toContain('Call the parents: +49 (0)171 1234567');
    });

    it('speaks the responder’s language around the parent’s words (German)', async () => {
      const { tag, agent, url } = await ownedTag();
      await agent.put(url, LOST);
      const html = (await t.agent().get(`/tag/${tag.uniqueCode}?lang=de`)).body;
      const de = translate('de');
      expect(visibleText(html)).toContain(
        `${de('responder.lostChild.title')} ${de('responder.lostChild.message')} I'm lost. Please call my dad`,
      );
      expect(visibleText(html)).toContain('Eltern anrufen: +39 333 123 4567');
    });

    it('shows at once when switched on and off (the cached page is dropped), and the JSON follows', async () => {
      const { tag, agent, url } = await ownedTag();
      const page = `/tag/${tag.uniqueCode}`;
      expect((await t.agent().get(page)).body).not.toContain('lost-banner');
      expect((await t.agent().get(`/api/tag/${tag.uniqueCode}`)).json().lost).toBeNull();
      await agent.put(url, LOST);
      expect((await t.agent().get(page)).body).toContain('lost-banner');
      expect((await t.agent().get(`/api/tag/${tag.uniqueCode}`)).json().lost).not.toBeNull();
      await agent.delete(url);
      expect((await t.agent().get(page)).body).not.toContain('lost-banner');
      expect((await t.agent().get(`/api/tag/${tag.uniqueCode}`)).json().lost).toBeNull();
    });

    it('is gone once the time is up, though the lost page was cached and nothing was published', async () => {
      const { tag, agent, url } = await ownedTag();
      await agent.put(url, LOST);
      const page = `/tag/${tag.uniqueCode}`;
      const cache = t.app.deps.services.publicTag.cache;
      for (const path of [page, `${page}?lang=de`, `/api/tag/${tag.uniqueCode}`]) {
        expect((await t.agent().get(path)).statusCode).toBe(200);
      }
      expect(cache.get(tag.uniqueCode, 'en')).toBeDefined();
      t.clock.advance(4 * HOUR_MS - 1);
      expect((await t.agent().get(page)).body).toContain('lost-banner');
      t.clock.advance(1);
      expect((await t.agent().get(page)).body).not.toContain('lost-banner');
      expect((await t.agent().get(`${page}?lang=de`)).body).not.toContain('lost-banner');
      expect((await t.agent().get(`/api/tag/${tag.uniqueCode}`)).json().lost).toBeNull();
    });

    it('switching on through another instance shows here at once', async () => {
      const other = await createTestApp({ database: t.database, clock: t.clock });
      try {
        const { tag, owner, url } = await ownedTag();
        const page = `/tag/${tag.uniqueCode}`;
        expect((await t.agent().get(page)).body).not.toContain('lost-banner');
        const heardHere = nextChange(t, tag.uniqueCode);
        const elsewhere = await agentFor(other, owner);
        expect((await elsewhere.put(url, LOST)).statusCode).toBe(200);
        await heardHere;
        expect((await t.agent().get(page)).body).toContain('lost-banner');
        const ended = nextChange(t, tag.uniqueCode);
        expect((await elsewhere.delete(url)).statusCode).toBe(204);
        await ended;
        expect((await t.agent().get(page)).body).not.toContain('lost-banner');
      } finally {
        await other.close();
      }
    });
  });
});
