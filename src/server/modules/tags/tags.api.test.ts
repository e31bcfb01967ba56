import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { emergencyFields, scanEvents, tags } from '#server/db/schema/index.ts';
import { pathOf } from '#shared/endpoints/endpoint.ts';
import * as lostModeApi from '#shared/endpoints/lost-mode.ts';
import * as publicTagApi from '#shared/endpoints/public-tag.ts';
import * as scanHistoryApi from '#shared/endpoints/scan-history.ts';
import * as tagsApi from '#shared/endpoints/tags.ts';
import type { TagForEditing, TagListItem } from '#shared/schemas/tag.ts';

import { createScanEvent } from '#tests/factories/scan-events.ts';
import { createTag, randomCode } from '#tests/factories/tags.ts';
import { agentFor, createUser } from '#tests/factories/users.ts';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import { en } from '#tests/helpers/messages.ts';

const HOUR = 60 * 60 * 1000;
const tagUrl = (tagId: string) => pathOf(tagsApi.getTag, { tagId });
const configUrl = (tagId: string) => pathOf(tagsApi.updateTagConfig, { tagId });
const config = (fields = [{ title: 'Allergies', content: 'Peanuts' }]) => ({
  childName: 'Mia',
  childAge: 7,
  fields,
});

let t: TestApp;
beforeAll(async () => {
  // Behind a trusted proxy, so each test's parents can come from their own address.
  t = await createTestApp({ env: { TRUST_PROXY: '1' } });
});
afterAll(async () => {
  await t.close();
});

let lastIp = 0;
/** A verified, signed-in parent at an address of their own (rate limits count per address too). */
async function verifiedParent(ip = `10.0.${Math.floor(++lastIp / 250)}.${lastIp % 250}`) {
  const user = await createUser(t);
  const agent = await agentFor(t, user);
  agent.headers['x-forwarded-for'] = ip;
  return { user, agent };
}

async function storedTag(id: string) {
  const [tag] = await t.db.select().from(tags).where(eq(tags.id, id));
  const fields = await t.db
    .select({
      title: emergencyFields.title,
      content: emergencyFields.content,
      order: emergencyFields.fieldOrder,
    })
    .from(emergencyFields)
    .where(eq(emergencyFields.tagId, id))
    .orderBy(emergencyFields.fieldOrder);
  return { tag, fields };
}

/** Collects the codes the tag-change bus announces (delivered after commit). */
function listenForChanges() {
  const codes: string[] = [];
  const stop = t.app.deps.tagChanges.subscribe({
    changed: (code) => codes.push(code),
    reset: () => undefined,
  });
  return { codes, stop };
}

describe('access to the tag calls', () => {
  it('answers 401 signed out and 403 with needsVerification for an unverified parent', async () => {
    const unverified = await createUser(t, { verified: false });
    const agent = await agentFor(t, unverified);
    for (const [method, url] of [
      ['GET', tagsApi.listTags.path],
      ['POST', tagsApi.createTag.path],
      ['POST', tagsApi.activateTag.path],
      ['GET', tagUrl(crypto.randomUUID())],
      ['PUT', configUrl(crypto.randomUUID())],
      ['DELETE', tagUrl(crypto.randomUUID())],
    ] as const) {
      const body = method === 'GET' || method === 'DELETE' ? undefined : {};
      expect((await t.agent().request(method, url, body)).statusCode, `${method} ${url}`).toBe(401);
      const res = await agent.request(method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json()).toEqual({ message: en('errors.emailNotVerified'), needsVerification: true });
    }
  });
});

describe('POST /api/tags/activate with a code', () => {
  it('gives an unowned bracelet to the parent and answers {id, uniqueCode}', async () => {
    const { user, agent } = await verifiedParent();
    const tag = await createTag(t);
    const changes = listenForChanges();
    const res = await agent.post(tagsApi.activateTag.path, { uniqueCode: tag.uniqueCode });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: tag.id, uniqueCode: tag.uniqueCode });
    expect((await storedTag(tag.id)).tag!.userId).toBe(user.id);
    await vi.waitFor(() => expect(changes.codes).toContain(tag.uniqueCode));
    changes.stop();
    // The code is a secret: it never reaches the log.
    expect(t.logText()).toContain(tagsApi.activateTag.path);
    expect(t.logText()).not.toContain(tag.uniqueCode);
  });

  it('matches the code after trimming and upper-casing', async () => {
    const { user, agent } = await verifiedParent();
    const tag = await createTag(t, { uniqueCode: 'ABCD2345WXYZ' });
    const res = await agent.post(tagsApi.activateTag.path, { uniqueCode: '  abcd2345wxyz ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: tag.id, uniqueCode: 'ABCD2345WXYZ' });
    expect((await storedTag(tag.id)).tag!.userId).toBe(user.id);
  });

  it('reads a printed 0 typed as O and a 1 typed as I or L, as the responder box does (issued codes hold none)', async () => {
    const { user, agent } = await verifiedParent();
    const tag = await createTag(t, { uniqueCode: '51PT0AB04Y1M' });
    const res = await agent.post(tagsApi.activateTag.path, { uniqueCode: '51ptoab04yim' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: tag.id, uniqueCode: '51PT0AB04Y1M' });
    expect((await storedTag(tag.id)).tag!.userId).toBe(user.id);
    // Once theirs, the same misreading answers the same (harmless), with L read as 1 too.
    const again = await agent.post(tagsApi.activateTag.path, { uniqueCode: '5LPTOAB04YIM' });
    expect(again.json()).toEqual({ id: tag.id, uniqueCode: '51PT0AB04Y1M' });
  });

  it("answers the same for the parent's own tag again (harmless)", async () => {
    const { agent } = await verifiedParent();
    const tag = await createTag(t);
    const first = await agent.post(tagsApi.activateTag.path, { uniqueCode: tag.uniqueCode });
    const second = await agent.post(tagsApi.activateTag.path, { uniqueCode: tag.uniqueCode });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
  });

  it("answers an unknown code, someone else's and an inactive one with the same 404", async () => {
    const owner = await createUser(t);
    const { agent } = await verifiedParent();
    const owned = await createTag(t, { userId: owner.id });
    const inactive = await createTag(t, { isActive: 'false' });
    const answers = [];
    for (const uniqueCode of [randomCode(), owned.uniqueCode, inactive.uniqueCode]) {
      const res = await agent.post(tagsApi.activateTag.path, { uniqueCode });
      answers.push({ status: res.statusCode, body: res.json() });
    }
    const expected = { status: 404, body: { message: en('errors.tagCodeNotFound') } };
    expect(answers).toEqual([expected, expected, expected]);
    expect((await storedTag(owned.id)).tag!.userId).toBe(owner.id);
    expect((await storedTag(inactive.id)).tag!.userId).toBeNull();
  });

  it('refuses a code shorter than 4 characters with the SPEC message', async () => {
    const { agent } = await verifiedParent();
    const res = await agent.post(tagsApi.activateTag.path, { uniqueCode: ' ab ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(en('validation.tagCodeMin'));
    const missing = await agent.post(tagsApi.activateTag.path, {});
    expect(missing.statusCode).toBe(400);
    const nul = await agent.post(tagsApi.activateTag.path, { uniqueCode: 'ABCD\u0000' });
    expect(nul.statusCode).toBe(400);
    expect(nul.json().message).toBe(en('validation.invalidCharacter'));
  });

  it('lets exactly one of two parents racing for one code win', async () => {
    const a = await verifiedParent();
    const b = await verifiedParent();
    const tag = await createTag(t);
    const [ra, rb] = await Promise.all([
      a.agent.post(tagsApi.activateTag.path, { uniqueCode: tag.uniqueCode }),
      b.agent.post(tagsApi.activateTag.path, { uniqueCode: tag.uniqueCode }),
    ]);
    expect([ra.statusCode, rb.statusCode].sort()).toEqual([200, 404]);
    const winner = ra.statusCode === 200 ? a.user : b.user;
    expect((await storedTag(tag.id)).tag!.userId).toBe(winner.id);
  });

  it('refuses a parent after 10 wrong codes in an hour with 429, even for a good code', async () => {
    const { agent } = await verifiedParent();
    const good = await createTag(t);
    for (let i = 0; i < 10; i++) {
      expect((await agent.post(tagsApi.activateTag.path, { uniqueCode: randomCode() })).statusCode).toBe(404);
    }
    const refused = await agent.post(tagsApi.activateTag.path, { uniqueCode: good.uniqueCode });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().message).toMatch(/^Too many attempts/);
    expect((await storedTag(good.id)).tag!.userId).toBeNull();

    t.clock.advance(HOUR + 1000);
    expect((await agent.post(tagsApi.activateTag.path, { uniqueCode: good.uniqueCode })).statusCode).toBe(
      200,
    );
  });

  it('counts wrong codes per address too: many accounts behind one IP cannot keep guessing', async () => {
    const parents = await Promise.all([1, 2, 3, 4].map(() => verifiedParent('198.51.100.9')));
    // 30 misses from one address spread over four accounts (each below its own limit of 10).
    for (let i = 0; i < 30; i++) {
      const res = await parents[i % 4]!.agent.post(tagsApi.activateTag.path, { uniqueCode: randomCode() });
      expect(res.statusCode).toBe(404);
    }
    const fresh = await verifiedParent('198.51.100.9');
    const good = await createTag(t);
    expect(
      (await fresh.agent.post(tagsApi.activateTag.path, { uniqueCode: good.uniqueCode })).statusCode,
    ).toBe(429);
    // The same parent from another address is not refused.
    fresh.agent.headers['x-forwarded-for'] = '203.0.113.50';
    expect(
      (await fresh.agent.post(tagsApi.activateTag.path, { uniqueCode: good.uniqueCode })).statusCode,
    ).toBe(200);
  });
});

describe('POST /api/tags/activate from the wizard', () => {
  const wizardBody = (physicalId: string) => ({
    childName: 'Leo',
    childAge: 5,
    physicalId,
    fields: [
      { title: 'Emergency Contact', content: 'Mum +44 7700 900123' },
      { title: 'Blood Type', content: 'O+' },
    ],
  });

  it('claims and configures the bracelet found by its number in one call', async () => {
    const { user, agent } = await verifiedParent();
    const bracelet = await createTag(t, { physicalId: 'NFC-0001-AB' });
    const changes = listenForChanges();
    const res = await agent.post(tagsApi.activateTag.path, wizardBody(' nfc-0001-ab '));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: bracelet.id, uniqueCode: bracelet.uniqueCode });
    const { tag, fields } = await storedTag(bracelet.id);
    expect(tag).toMatchObject({ userId: user.id, childName: 'Leo', childAge: 5 });
    expect(fields).toEqual([
      { title: 'Emergency Contact', content: 'Mum +44 7700 900123', order: 0 },
      { title: 'Blood Type', content: 'O+', order: 1 },
    ]);
    await vi.waitFor(() => expect(changes.codes).toContain(bracelet.uniqueCode));
    changes.stop();
  });

  it("answers an unknown bracelet and someone else's with the same 404 and changes nothing", async () => {
    const owner = await createUser(t);
    const { agent } = await verifiedParent();
    const owned = await createTag(t, { userId: owner.id });
    const unknown = await agent.post(tagsApi.activateTag.path, wizardBody(randomCode(16)));
    const taken = await agent.post(tagsApi.activateTag.path, wizardBody(owned.physicalId!));
    expect(unknown.statusCode).toBe(404);
    expect(taken.statusCode).toBe(404);
    expect(taken.json()).toEqual(unknown.json());
    expect(unknown.json()).toEqual({ message: en('errors.braceletNotFound') });
    const { tag, fields } = await storedTag(owned.id);
    expect(tag).toMatchObject({ userId: owner.id, childName: null });
    expect(fields).toEqual([]);
  });

  it('refuses bad input with the wizard wording and leaves the bracelet unowned', async () => {
    const { agent } = await verifiedParent();
    const bracelet = await createTag(t);
    const noName = await agent.post(tagsApi.activateTag.path, {
      ...wizardBody(bracelet.physicalId!),
      childName: ' ',
    });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().message).toBe(en('validation.wizardChildNameRequired'));
    const noFields = await agent.post(tagsApi.activateTag.path, {
      ...wizardBody(bracelet.physicalId!),
      fields: [],
    });
    expect(noFields.statusCode).toBe(400);
    expect(noFields.json().message).toBe(en('validation.fieldsMin'));
    expect((await storedTag(bracelet.id)).tag!.userId).toBeNull();
  });

  it('rolls the whole activation back when a step inside it fails', async () => {
    const { agent } = await verifiedParent();
    const bracelet = await createTag(t);
    const bus = t.app.deps.tagChanges;
    const original = bus.publish.bind(bus);
    bus.publish = async () => {
      throw new Error('notification failed');
    };
    try {
      const res = await agent.post(tagsApi.activateTag.path, wizardBody(bracelet.physicalId!));
      expect(res.statusCode).toBe(500);
    } finally {
      bus.publish = original;
    }
    const { tag, fields } = await storedTag(bracelet.id);
    expect(tag).toMatchObject({ userId: null, childName: null, childAge: null });
    expect(fields).toEqual([]);
  });
});

describe('GET /api/tags', () => {
  it("lists only the caller's tags, newest first, with their field counts", async () => {
    const { user, agent } = await verifiedParent();
    const other = await createUser(t);
    await createTag(t, { userId: other.id, childName: 'Not mine' });
    const activated = await createTag(t, { userId: user.id });
    t.clock.advance(60_000);
    const created = await agent.post(
      tagsApi.createTag.path,
      config([
        { title: 'A', content: '1' },
        { title: 'B', content: '2' },
        { title: 'C', content: '3' },
      ]),
    );
    expect(created.statusCode).toBe(201);

    const res = await agent.get(tagsApi.listTags.path);
    expect(res.statusCode).toBe(200);
    const list = res.json<TagListItem[]>();
    expect(list.map((tag) => tag.id)).toEqual([created.json().id, activated.id]);
    expect(list[0]).toEqual({
      id: created.json().id,
      uniqueCode: created.json().uniqueCode,
      childName: 'Mia',
      childAge: 7,
      birthMonth: null,
      birthYear: null,
      fieldsCount: 3,
      pin: expect.stringMatching(/^\d{8}$/),
      createdAt: t.clock.now().toISOString(),
      updatedAt: t.clock.now().toISOString(),
      lost: null,
      alertsEnabled: true,
      lastScanAt: null,
      deactivatedAt: null,
      // Made in the form without a bracelet's code: no band carries it (issue 29).
      braceletLinked: false,
      // Issue 34: the caller's own, not shared with them.
      role: 'owner',
      ownerName: null,
    });
    expect(list[1]).toMatchObject({ childName: null, childAge: null, fieldsCount: 0, braceletLinked: true });
  });

  it('answers an empty list to a parent without tags', async () => {
    const { agent } = await verifiedParent();
    const res = await agent.get(tagsApi.listTags.path);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });
});

describe('GET /api/tags/:tagId', () => {
  it('answers the tag for editing with its fields in order', async () => {
    const { user, agent } = await verifiedParent();
    const tag = await createTag(t, {
      userId: user.id,
      childName: 'Sam',
      childAge: 9,
      fields: [
        { title: 'Zeta', content: 'last letter first' },
        { title: 'Alpha', content: 'second' },
      ],
    });
    const res = await agent.get(tagUrl(tag.id));
    expect(res.statusCode).toBe(200);
    expect(res.json<TagForEditing>()).toEqual({
      id: tag.id,
      uniqueCode: tag.uniqueCode,
      childName: 'Sam',
      childAge: 9,
      birthMonth: null,
      birthYear: null,
      fields: [
        { title: 'Zeta', content: 'last letter first', visibility: 'public' },
        { title: 'Alpha', content: 'second', visibility: 'public' },
      ],
      lost: null,
      alertsEnabled: true,
      lastScanAt: null,
      pin: tag.pin,
      deactivatedAt: null,
      braceletLinked: true,
      role: 'owner',
      ownerName: null,
    });
  });

  it("answers 404 for another parent's tag, an unknown id and a malformed id", async () => {
    const other = await createUser(t);
    const { agent } = await verifiedParent();
    const theirs = await createTag(t, { userId: other.id, childName: 'Secret' });
    for (const id of [theirs.id, crypto.randomUUID(), 'not-a-uuid', "1' or '1'='1"]) {
      const res = await agent.get(tagUrl(id));
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toEqual({ message: en('errors.tagNotFound') });
    }
  });
});

describe("answers about a parent's tags are never stored (they carry the PIN and protected text)", () => {
  it('GET /api/tags, GET /api/tags/:tagId and the calls that answer a tag say no-store', async () => {
    const { user, agent } = await verifiedParent();
    const tag = await createTag(t, {
      userId: user.id,
      childName: 'Noor',
      fields: [{ title: 'Medication', content: 'Insulin', visibility: 'protected' }],
    });
    const answers = [
      await agent.get(tagsApi.listTags.path),
      await agent.get(tagUrl(tag.id)),
      await agent.get(tagUrl(crypto.randomUUID())),
      await agent.put(configUrl(tag.id), config()),
      await agent.post(pathOf(tagsApi.newTagPin, { tagId: tag.id })),
      await agent.post(tagsApi.createTag.path, config()),
    ];
    for (const res of answers) {
      expect(res.statusCode, res.body).toBeLessThan(500);
      expect(res.headers['cache-control'], res.body).toBe('no-store');
    }
    expect(answers[1]!.body).toContain('Insulin');
  });
});

describe('POST /api/tags', () => {
  it('creates a tag with a fresh code, no bracelet number, owned by the parent', async () => {
    const { user, agent } = await verifiedParent();
    const changes = listenForChanges();
    const res = await agent.post(tagsApi.createTag.path, config());
    expect(res.statusCode).toBe(201);
    const { id, uniqueCode } = res.json<{ id: string; uniqueCode: string }>();
    expect(uniqueCode).toMatch(/^[0-9A-HJKMNP-TV-Z]{12}$/);
    const { tag, fields } = await storedTag(id);
    expect(tag).toMatchObject({ userId: user.id, physicalId: null, childName: 'Mia', childAge: 7 });
    expect(fields).toEqual([{ title: 'Allergies', content: 'Peanuts', order: 0 }]);
    await vi.waitFor(() => expect(changes.codes).toContain(uniqueCode));
    changes.stop();
  });

  it('refuses 11 fields, a blank field, a bad age and a blank name with the SPEC messages', async () => {
    const { user, agent } = await verifiedParent();
    const eleven = Array.from({ length: 11 }, (_, i) => ({ title: `T${i}`, content: `C${i}` }));
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [config(eleven), en('validation.fieldsMax'), 'fields'],
      [config([{ title: '  ', content: 'x' }]), en('validation.fieldTitleRequired'), 'fields.0.title'],
      [config([{ title: 'x', content: '' }]), en('validation.fieldContentRequired'), 'fields.0.content'],
      [{ ...config(), childAge: 0 }, en('validation.ageMin'), 'childAge'],
      [{ ...config(), childAge: 19 }, en('validation.ageMax'), 'childAge'],
      [{ ...config(), childAge: 6.5 }, 'Age must be a whole number of years', 'childAge'],
      [{ ...config(), childName: '' }, en('validation.childNameRequired'), 'childName'],
      // Only invisible characters (zero-width space, joiner, BOM): no name anyone could read.
      [{ ...config(), childName: '\u200b\u200d\ufeff' }, en('validation.childNameRequired'), 'childName'],
      // PostgreSQL text cannot hold NUL: a 400, never a 500.
      [{ ...config(), childName: 'Mi\u0000a' }, en('validation.invalidCharacter'), 'childName'],
      [config([{ title: 'x', content: 'a\u0000' }]), en('validation.invalidCharacter'), 'fields.0.content'],
    ];
    for (const [body, message, field] of cases) {
      const res = await agent.post(tagsApi.createTag.path, body);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message).toBe(message);
      expect(res.json().errors[field]).toContain(message);
    }
    const list = await t.db.select().from(tags).where(eq(tags.userId, user.id));
    expect(list).toEqual([]);
  });
});

describe('PUT /api/tags/:tagId/config', () => {
  it('replaces child data and fields, keeping the order', async () => {
    const { user, agent } = await verifiedParent();
    const tag = await createTag(t, {
      userId: user.id,
      childName: 'Old',
      childAge: 3,
      fields: [{ title: 'Old field', content: 'old' }],
    });
    const changes = listenForChanges();
    t.clock.advance(5 * HOUR);
    const body = {
      childName: 'New name',
      childAge: 4,
      fields: [
        { title: 'Third', content: 'c' },
        { title: 'First', content: 'a' },
        { title: 'Second', content: 'b' },
      ],
    };
    const res = await agent.put(configUrl(tag.id), body);
    expect(res.statusCode).toBe(200);
    // SPEC's call without visibility: every field public (issue 17).
    const publicFields = body.fields.map((field) => ({ ...field, visibility: 'public' }));
    expect(res.json()).toEqual({
      id: tag.id,
      uniqueCode: tag.uniqueCode,
      ...body,
      birthMonth: null,
      birthYear: null,
      fields: publicFields,
      lost: null,
      pin: tag.pin,
    });
    const stored = await storedTag(tag.id);
    expect(stored.tag).toMatchObject({ childName: 'New name', childAge: 4, updatedAt: t.clock.now() });
    expect(stored.fields.map((f) => [f.title, f.order])).toEqual([
      ['Third', 0],
      ['First', 1],
      ['Second', 2],
    ]);
    expect((await agent.get(tagUrl(tag.id))).json<TagForEditing>().fields).toEqual(publicFields);
    await vi.waitFor(() => expect(changes.codes).toContain(tag.uniqueCode));
    changes.stop();
  });

  it('keeps the age not set when the configure form sends null (issue 29); a missing or bad age is refused', async () => {
    const { user, agent } = await verifiedParent();
    const tag = await createTag(t, { userId: user.id, childName: null, childAge: null, fields: [] });
    const res = await agent.put(configUrl(tag.id), { ...config(), childAge: null });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ childName: 'Mia', childAge: null });
    expect((await storedTag(tag.id)).tag).toMatchObject({ childName: 'Mia', childAge: null });
    const listed = (await agent.get(tagsApi.listTags.path))
      .json<TagListItem[]>()
      .find(({ id }) => id === tag.id);
    expect(listed).toMatchObject({ childAge: null, fieldsCount: 1 });

    const { childAge: _left, ...withoutAge } = config();
    for (const [body, message] of [
      [withoutAge, 'Required'],
      [{ ...config(), childAge: '' }, 'Expected number'],
      [{ ...config(), childAge: 0 }, en('validation.ageMin')],
    ] as const) {
      const refused = await agent.put(configUrl(tag.id), body);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors.childAge).toEqual([message]);
    }
    expect((await storedTag(tag.id)).tag).toMatchObject({ childAge: null });
  });

  it('refuses 11 fields or a blank field with 400 and leaves the old data intact', async () => {
    const { user, agent } = await verifiedParent();
    const tag = await createTag(t, {
      userId: user.id,
      childName: 'Kept',
      childAge: 6,
      fields: [{ title: 'Kept field', content: 'kept' }],
    });
    const before = await storedTag(tag.id);
    const eleven = Array.from({ length: 11 }, (_, i) => ({ title: `T${i}`, content: `C${i}` }));
    const tooMany = await agent.put(configUrl(tag.id), { ...config(eleven), childName: 'Changed' });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe(en('validation.fieldsMax'));
    const blank = await agent.put(
      configUrl(tag.id),
      config([
        { title: 'Fine', content: 'ok' },
        { title: '', content: '' },
      ]),
    );
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe(en('validation.fieldTitleRequired'));
    expect(blank.json().errors['fields.1.title']).toEqual([en('validation.fieldTitleRequired')]);
    expect(await storedTag(tag.id)).toEqual(before);
  });

  it('rolls child data and fields back together when the update fails half-way', async () => {
    const { user, agent } = await verifiedParent();
    const tag = await createTag(t, {
      userId: user.id,
      childName: 'Before',
      childAge: 8,
      fields: [{ title: 'Before', content: 'before' }],
    });
    const before = await storedTag(tag.id);
    const bus = t.app.deps.tagChanges;
    const original = bus.publish.bind(bus);
    bus.publish = async () => {
      throw new Error('notification failed');
    };
    try {
      expect((await agent.put(configUrl(tag.id), config())).statusCode).toBe(500);
    } finally {
      bus.publish = original;
    }
    expect(await storedTag(tag.id)).toEqual(before);
  });

  it("answers 404 for another parent's tag and a malformed id, changing nothing", async () => {
    const other = await createUser(t);
    const { agent } = await verifiedParent();
    const theirs = await createTag(t, { userId: other.id, childName: 'Theirs', childAge: 2 });
    const before = await storedTag(theirs.id);
    for (const id of [theirs.id, 'nope']) {
      const res = await agent.put(configUrl(id), config());
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: en('errors.tagNotFound') });
    }
    expect(await storedTag(theirs.id)).toEqual(before);
  });
});

describe('DELETE /api/tags/:tagId', () => {
  it('returns an inventory bracelet to stock without its child data', async () => {
    const { user, agent } = await verifiedParent();
    const bracelet = await createTag(t, {
      userId: user.id,
      childName: 'Gone',
      childAge: 4,
      fields: [{ title: 'x', content: 'y' }],
    });
    const changes = listenForChanges();
    const res = await agent.delete(tagUrl(bracelet.id));
    expect(res.statusCode).toBe(204);
    const { tag, fields } = await storedTag(bracelet.id);
    expect(tag).toMatchObject({
      userId: null,
      childName: null,
      childAge: null,
      uniqueCode: bracelet.uniqueCode,
      physicalId: bracelet.physicalId,
    });
    expect(fields).toEqual([]);
    expect((await agent.get(tagsApi.listTags.path)).json()).toEqual([]);
    await vi.waitFor(() => expect(changes.codes).toContain(bracelet.uniqueCode));
    changes.stop();
    // Back in stock: another parent can activate it.
    const next = await verifiedParent();
    expect(
      (await next.agent.post(tagsApi.activateTag.path, { uniqueCode: bracelet.uniqueCode })).statusCode,
    ).toBe(200);
  });

  it('keeps nothing of the family on a bracelet back in stock: lost mode, PIN, alert setting, scans and shares', async () => {
    const { user, agent } = await verifiedParent();
    const bracelet = await createTag(t, {
      userId: user.id,
      childName: 'Gone',
      childAge: 4,
      pin: '424242',
      fields: [{ title: 'x', content: 'y' }],
    });
    const lost = { message: 'I am lost. Please call my dad.', phone: '+39 333 123 4567', hours: 24 };
    expect(
      (await agent.put(pathOf(lostModeApi.startLostMode, { tagId: bracelet.id }), lost)).statusCode,
    ).toBe(200);
    expect(
      (await agent.put(pathOf(scanHistoryApi.setTagAlerts, { tagId: bracelet.id }), { enabled: false }))
        .statusCode,
    ).toBe(200);
    await createScanEvent(t.db, bracelet.id, {
      latitude: 45.4642,
      longitude: 9.19,
      accuracy: 12,
      locationAt: new Date(),
      contactName: 'A passer-by',
      contactPhone: '+39 320 555 7788',
      contactAt: new Date(),
    });
    expect((await agent.delete(tagUrl(bracelet.id))).statusCode).toBe(204);

    const { tag } = await storedTag(bracelet.id);
    expect(tag).toMatchObject({ lostMessage: null, lostPhone: null, lostUntil: null, alertsEnabled: true });
    expect(tag!.pin).toMatch(/^[0-9]{8}$/);
    expect(tag!.pin).not.toBe('424242');
    expect(await t.db.select().from(scanEvents).where(eq(scanEvents.tagId, bracelet.id))).toEqual([]);
    const page = await t.app.inject({
      url: pathOf(publicTagApi.publicTag, { uniqueCode: bracelet.uniqueCode }),
    });
    expect(page.json()).toMatchObject({ childName: null, fields: [], lost: null });
    // The next parent starts with an empty history.
    const next = await verifiedParent();
    expect(
      (await next.agent.post(tagsApi.activateTag.path, { uniqueCode: bracelet.uniqueCode })).statusCode,
    ).toBe(200);
    const history = await next.agent.get(pathOf(scanHistoryApi.listTagScans, { tagId: bracelet.id }));
    expect(history.statusCode).toBe(200);
    expect(history.json()).toMatchObject({ scans: [] });
  });

  it('removes a form-builder tag', async () => {
    const { agent } = await verifiedParent();
    const { id } = (await agent.post(tagsApi.createTag.path, config())).json<{ id: string }>();
    expect((await agent.delete(tagUrl(id))).statusCode).toBe(204);
    expect((await storedTag(id)).tag).toBeUndefined();
    expect((await agent.get(tagUrl(id))).statusCode).toBe(404);
  });

  it("answers 404 for another parent's tag and a malformed id, deleting nothing", async () => {
    const other = await createUser(t);
    const { agent } = await verifiedParent();
    const theirs = await createTag(t, {
      userId: other.id,
      childName: 'Theirs',
      fields: [{ title: 'a', content: 'b' }],
    });
    const before = await storedTag(theirs.id);
    for (const id of [theirs.id, 'x']) {
      const res = await agent.delete(tagUrl(id));
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: en('errors.tagNotFound') });
    }
    expect(await storedTag(theirs.id)).toEqual(before);
  });
});
