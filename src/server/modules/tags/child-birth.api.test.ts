// Issue 34 part 2: a birth month and year make the age right on every day. Across a birthday (moved
// clock) the public page, its JSON, the cached page, the dashboard's reads and the card all follow;
// refused pairs write nothing; SPEC's calls with childAge alone work as before.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '#server/adapters/clock.ts';
import { tags } from '#server/db/schema/index.ts';
import { pathOf } from '#shared/endpoints/endpoint.ts';
import * as responderCardApi from '#shared/endpoints/responder-card.ts';
import * as tagsApi from '#shared/endpoints/tags.ts';
import { createTag } from '#tests/factories/tags.ts';
import { agentFor, createUser } from '#tests/factories/users.ts';
import { readPdf } from '#tests/helpers/pdf-reader.ts';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import { en, translate } from '#tests/helpers/messages.ts';
import { visibleText } from '../public-tag/public-tag.test-support.ts';

/** The day before the 1st of March 2026, late in the day (UTC). */
const EVE = new Date('2026-02-28T23:59:59.000Z');
const FIELDS = [{ title: 'Allergies', content: 'Peanuts' }];
const configUrl = (tagId: string) => pathOf(tagsApi.updateTagConfig, { tagId });

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: new ManualClock(EVE), env: { TRUST_PROXY: '1' } });
});
afterAll(async () => {
  await t.close();
});

async function ownedTag() {
  const owner = await createUser(t);
  const tag = await createTag(t, { userId: owner.id, childName: 'Mia', childAge: 3, fields: FIELDS });
  return { tag, agent: await agentFor(t, owner) };
}

const stored = async (id: string) =>
  (
    await t.db
      .select({ childAge: tags.childAge, birthMonth: tags.birthMonth, birthYear: tags.birthYear })
      .from(tags)
      .where(eq(tags.id, id))
  )[0]!;

describe('an age from the birth month and year', () => {
  it('is 5 the day before the birthday month and 6 from its 1st: page, JSON, cached page, reads and card', async () => {
    t.clock.set(EVE);
    const { tag, agent } = await ownedTag();
    const saved = await agent.put(configUrl(tag.id), {
      childName: 'Mia',
      childAge: 4,
      birthMonth: 3,
      birthYear: 2020,
      fields: FIELDS,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ childAge: 5, birthMonth: 3, birthYear: 2020 });
    // The sent age gives way to the computed one; the stored one is today's, for the previous release.
    expect(await stored(tag.id)).toEqual({ childAge: 5, birthMonth: 3, birthYear: 2020 });

    const page = `/tag/${tag.uniqueCode}`;
    const json = `/api/tag/${tag.uniqueCode}`;
    const years = (n: number) => en('publicTag.ageYears', { count: n });
    expect(visibleText((await t.agent().get(page)).body)).toContain(years(5));
    expect((await t.agent().get(json)).json().childAge).toBe(5);
    expect(t.app.deps.services.publicTag.cache.get(tag.uniqueCode, 'en')).toBeDefined();
    const list = (await agent.get(tagsApi.listTags.path)).json() as Array<Record<string, unknown>>;
    expect(list.find((item) => item.id === tag.id)).toMatchObject({
      childAge: 5,
      birthMonth: 3,
      birthYear: 2020,
    });

    t.clock.advance(1000); // 1 March 2026, 00:00:00 UTC: nothing was saved or published
    expect(visibleText((await t.agent().get(page)).body)).toContain(years(6));
    expect(visibleText((await t.agent().get(`${page}?lang=it`)).body)).toContain(
      translate('it')('publicTag.ageYears', { count: 6 }),
    );
    expect((await t.agent().get(json)).json().childAge).toBe(6);
    expect((await agent.get(pathOf(tagsApi.getTag, { tagId: tag.id }))).json()).toMatchObject({
      childAge: 6,
      birthMonth: 3,
      birthYear: 2020,
    });
    const listed = (await agent.get(tagsApi.listTags.path)).json() as Array<Record<string, unknown>>;
    expect(listed.find((item) => item.id === tag.id)?.childAge).toBe(6);
    const card = await agent.get(pathOf(responderCardApi.tagCardPdf, { tagId: tag.id }));
    expect(card.statusCode).toBe(200);
    const { text } = await readPdf(card.rawPayload);
    expect(text.split('\n')).toContain(
      `${en('emergencyCard.age')}: ${en('emergencyCard.ageYears', { count: 6 })}`,
    );
  });

  it('counts whole years across a year boundary: born in December, 5 on 30 November and 6 on 1 December', async () => {
    t.clock.set(new Date('2025-11-30T12:00:00.000Z'));
    const { tag, agent } = await ownedTag();
    const body = { childName: 'Leo', childAge: null, birthMonth: 12, birthYear: 2019, fields: FIELDS };
    expect((await agent.put(configUrl(tag.id), body)).json().childAge).toBe(5);
    const json = `/api/tag/${tag.uniqueCode}`;
    expect((await t.agent().get(json)).json().childAge).toBe(5);
    t.clock.set(new Date('2025-12-01T00:00:00.000Z'));
    expect((await t.agent().get(json)).json().childAge).toBe(6);
    t.clock.set(new Date('2026-01-01T00:00:00.000Z'));
    expect((await t.agent().get(json)).json().childAge).toBe(6);
  });

  it('is also taken by the create form and the wizard', async () => {
    t.clock.set(EVE);
    const owner = await createUser(t);
    const agent = await agentFor(t, owner);
    const birth = { birthMonth: 3, birthYear: 2020 };
    const created = await agent.post(tagsApi.createTag.path, {
      childName: 'Ada',
      childAge: 1,
      ...birth,
      fields: FIELDS,
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(await stored(created.json().id)).toEqual({ childAge: 5, ...birth });
    const bracelet = await createTag(t, { userId: null });
    const activated = await agent.post(tagsApi.activateTag.path, {
      childName: 'Ada',
      childAge: 5,
      ...birth,
      physicalId: bracelet.physicalId,
      fields: FIELDS,
    });
    expect(activated.statusCode, activated.body).toBe(200);
    expect(await stored(bracelet.id)).toEqual({ childAge: 5, ...birth });
  });

  it("SPEC's call with childAge alone keeps working and clears a birth month given before", async () => {
    t.clock.set(EVE);
    const { tag, agent } = await ownedTag();
    await agent.put(configUrl(tag.id), {
      childName: 'Mia',
      childAge: 4,
      birthMonth: 3,
      birthYear: 2020,
      fields: FIELDS,
    });
    const res = await agent.put(configUrl(tag.id), { childName: 'Mia', childAge: 9, fields: FIELDS });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ childAge: 9, birthMonth: null, birthYear: null });
    expect(await stored(tag.id)).toEqual({ childAge: 9, birthMonth: null, birthYear: null });
    t.clock.advance(400 * 24 * 3600 * 1000);
    expect((await t.agent().get(`/api/tag/${tag.uniqueCode}`)).json().childAge).toBe(9);
  });
});

describe('a refused birth month and year', () => {
  const cases: Array<[string, Record<string, unknown>, string, string]> = [
    ['only the month', { birthMonth: 3 }, 'birthYear', en('validation.birthBoth')],
    ['only the year', { birthYear: 2020 }, 'birthMonth', en('validation.birthBoth')],
    ['month 13', { birthMonth: 13, birthYear: 2020 }, 'birthMonth', en('validation.birthMonth')],
    ['month 0', { birthMonth: 0, birthYear: 2020 }, 'birthMonth', en('validation.birthMonth')],
    ['a year of two digits', { birthMonth: 3, birthYear: 20 }, 'birthYear', en('validation.birthYear')],
    ['a text month', { birthMonth: 'March', birthYear: 2020 }, 'birthMonth', en('validation.birthMonth')],
    ['next month', { birthMonth: 3, birthYear: 2026 }, 'birthYear', en('validation.birthFuture')],
    ['this month (under one)', { birthMonth: 2, birthYear: 2026 }, 'birthYear', en('validation.ageMin')],
    ['over 18', { birthMonth: 2, birthYear: 2007 }, 'birthYear', en('validation.ageMax')],
  ];

  it.each(cases)(
    '%s: 400 with the message under the field, nothing written',
    async (_, birth, field, message) => {
      t.clock.set(EVE);
      const { tag, agent } = await ownedTag();
      const res = await agent.put(configUrl(tag.id), {
        childName: 'Changed',
        childAge: 4,
        ...birth,
        fields: FIELDS,
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toBe(message);
      expect(res.json().errors[field]).toEqual([message]);
      expect(await stored(tag.id)).toEqual({ childAge: 3, birthMonth: null, birthYear: null });
      const [row] = await t.db.select({ childName: tags.childName }).from(tags).where(eq(tags.id, tag.id));
      expect(row!.childName).toBe('Mia');
    },
  );

  it("answers in the parent's language, and 18 exactly is still allowed", async () => {
    t.clock.set(EVE);
    const { tag, agent } = await ownedTag();
    const body = { childName: 'Mia', childAge: 4, birthMonth: 3, fields: FIELDS };
    const res = await agent.put(`${configUrl(tag.id)}`, body, { 'accept-language': 'it' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(translate('it')('validation.birthBoth'));
    const eighteen = { ...body, birthMonth: 2, birthYear: 2008 };
    expect((await agent.put(configUrl(tag.id), eighteen)).json().childAge).toBe(18);
  });

  it('refuses the wizard too, leaving the bracelet unowned', async () => {
    t.clock.set(EVE);
    const owner = await createUser(t);
    const agent = await agentFor(t, owner);
    const bracelet = await createTag(t, { userId: null });
    const body = {
      childName: 'Ada',
      childAge: 5,
      birthMonth: 3,
      physicalId: bracelet.physicalId,
      fields: FIELDS,
    };
    const res = await agent.post(tagsApi.activateTag.path, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.birthYear).toEqual([en('validation.birthBoth')]);
    const [row] = await t.db.select({ userId: tags.userId }).from(tags).where(eq(tags.id, bracelet.id));
    expect(row!.userId).toBeNull();
  });
});

describe('the birth month with the bracelet', () => {
  it('moves with the profile onto a new bracelet, and goes when the bracelet returns to stock', async () => {
    t.clock.set(EVE);
    const { tag, agent } = await ownedTag();
    const birth = { birthMonth: 3, birthYear: 2020 };
    await agent.put(configUrl(tag.id), { childName: 'Mia', childAge: 4, ...birth, fields: FIELDS });
    const fresh = await createTag(t);
    const moved = await agent.post(pathOf(tagsApi.moveTag, { tagId: tag.id }), {
      uniqueCode: fresh.uniqueCode,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await stored(fresh.id)).toEqual({ childAge: 5, ...birth });
    expect(await stored(tag.id)).toEqual({ childAge: null, birthMonth: null, birthYear: null });

    const deleted = await agent.delete(pathOf(tagsApi.deleteTag, { tagId: fresh.id }));
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect(await stored(fresh.id)).toEqual({ childAge: null, birthMonth: null, birthYear: null });
  });
});
