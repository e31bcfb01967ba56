// Issue 29: POST /api/tags with the bracelet's printed code. The new profile IS that bracelet, by
// activation's rules (who may claim it, the code's readings, the shared limits), written in one
// transaction; without a code, a card-only profile as before. Card-only profiles are no bracelets: the
// admin inventory never lists, counts or exports them, whatever happened to them since.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { emergencyFields, tags } from '#server/db/schema/index.ts';
import { pathOf } from '#shared/endpoints/endpoint.ts';
import * as accountApi from '#shared/endpoints/account.ts';
import * as inventoryApi from '#shared/endpoints/inventory.ts';
import * as tagsApi from '#shared/endpoints/tags.ts';
import type { TagDetails, TagListItem } from '#shared/schemas/tag.ts';

import { createTag, randomCode } from '#tests/factories/tags.ts';
import { adminAgent, agentFor, createAdmin, createUser, DEFAULT_PASSWORD } from '#tests/factories/users.ts';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import { en } from '#tests/helpers/messages.ts';

const HOUR = 60 * 60 * 1000;
const profile = (uniqueCode?: unknown) => ({
  childName: 'Giulia Bianchi',
  childAge: 6,
  fields: [
    { title: 'Allergies', content: 'Penicillin' },
    { title: 'Emergency Contact', content: 'Mamma +39 333 1234567' },
  ],
  ...(uniqueCode === undefined ? {} : { uniqueCode }),
});

let t: TestApp;
beforeAll(async () => {
  // Behind a trusted proxy, so each parent can come from an address of their own.
  t = await createTestApp({ env: { TRUST_PROXY: '1' } });
});
afterAll(async () => {
  await t.close();
});

let lastIp = 0;
const nextIp = () => `10.29.${Math.floor(++lastIp / 250)}.${lastIp % 250}`;

async function verifiedParent(ip = nextIp()) {
  const user = await createUser(t);
  const agent = await agentFor(t, user);
  agent.headers['x-forwarded-for'] = ip;
  return { user, agent };
}

async function stored(tagId: string) {
  const [tag] = await t.db.select().from(tags).where(eq(tags.id, tagId));
  const fields = await t.db
    .select({ title: emergencyFields.title, content: emergencyFields.content })
    .from(emergencyFields)
    .where(eq(emergencyFields.tagId, tagId))
    .orderBy(emergencyFields.fieldOrder);
  return { tag: tag!, fields };
}

const tagsOf = async (userId: string) => t.db.select().from(tags).where(eq(tags.userId, userId));

describe('POST /api/tags with a bracelet code', () => {
  it("makes the profile on that bracelet: owned, configured, its number kept, its page and address the child's", async () => {
    const { user, agent } = await verifiedParent();
    const bracelet = await createTag(t);
    const changes: string[] = [];
    const stop = t.app.deps.tagChanges.subscribe({ changed: (c) => changes.push(c), reset: () => undefined });

    const res = await agent.post(tagsApi.createTag.path, profile(bracelet.uniqueCode));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ id: bracelet.id, uniqueCode: bracelet.uniqueCode });
    const { tag, fields } = await stored(bracelet.id);
    expect(tag).toMatchObject({
      userId: user.id,
      childName: 'Giulia Bianchi',
      childAge: 6,
      physicalId: bracelet.physicalId,
      isActive: 'true',
    });
    expect(fields).toEqual(profile().fields);
    // No second row: the bracelet is the profile.
    expect((await tagsOf(user.id)).map((row) => row.id)).toEqual([bracelet.id]);
    await vi.waitFor(() => expect(changes).toContain(bracelet.uniqueCode));
    stop();

    const page = await t.agent().get(`/tag/${bracelet.uniqueCode}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Giulia Bianchi');
    const address = await t.agent().get(`/activate-bracelet/${bracelet.physicalId}`);
    expect(address.statusCode).toBe(302);
    expect(address.headers.location).toBe(`/tag/${bracelet.uniqueCode}`);

    const [listed] = (await agent.get(tagsApi.listTags.path)).json<TagListItem[]>();
    expect(listed).toMatchObject({ id: bracelet.id, braceletLinked: true, fieldsCount: 2 });
    // The code is the activation secret: never in the log.
    expect(t.logText()).not.toContain(bracelet.uniqueCode);
  });

  it('reads the code as activation does: trimmed, upper-cased, a printed 0 typed as O, 1 as I or L', async () => {
    for (const [printed, typed] of [
      ['ABCD2345WXYZ', '  abcd2345wxyz '],
      ['51PT0AB04Y1M', '5lptoab04yim'],
    ] as const) {
      const { user, agent } = await verifiedParent();
      const bracelet = await createTag(t, { uniqueCode: printed });
      const res = await agent.post(tagsApi.createTag.path, profile(typed));
      expect(res.statusCode, typed).toBe(201);
      expect(res.json()).toEqual({ id: bracelet.id, uniqueCode: printed });
      expect((await stored(bracelet.id)).tag.userId).toBe(user.id);
    }
  });

  it("answers an unknown code, someone else's bracelet and an inactive one with activation's 404, writing nothing", async () => {
    const owner = await createUser(t);
    const { user, agent } = await verifiedParent();
    const owned = await createTag(t, { userId: owner.id });
    const inactive = await createTag(t, { isActive: 'false' });
    const answers = [];
    for (const code of [randomCode(), owned.uniqueCode, inactive.uniqueCode]) {
      const res = await agent.post(tagsApi.createTag.path, profile(code));
      answers.push({ status: res.statusCode, body: res.json() });
    }
    const expected = { status: 404, body: { message: en('errors.tagCodeNotFound') } };
    expect(answers).toEqual([expected, expected, expected]);
    expect(await tagsOf(user.id)).toEqual([]);
    expect((await stored(owned.id)).tag).toMatchObject({ userId: owner.id, childName: null });
    expect((await stored(owned.id)).fields).toEqual([]);
    expect((await stored(inactive.id)).tag).toMatchObject({ userId: null, childName: null });
  });

  it('refuses an invalid field or code with 400 and leaves the bracelet unowned', async () => {
    const { user, agent } = await verifiedParent();
    const bracelet = await createTag(t);
    const blankField = await agent.post(tagsApi.createTag.path, {
      ...profile(bracelet.uniqueCode),
      fields: [{ title: 'Allergies', content: '   ' }],
    });
    expect(blankField.statusCode).toBe(400);
    expect(blankField.json().message).toBe(en('validation.fieldContentRequired'));
    const shortCode = await agent.post(tagsApi.createTag.path, profile('ab'));
    expect(shortCode.statusCode).toBe(400);
    expect(shortCode.json().message).toBe(en('validation.tagCodeMin'));
    expect(shortCode.json().errors).toHaveProperty('uniqueCode');
    expect((await stored(bracelet.id)).tag).toMatchObject({ userId: null, childName: null });
    expect(await tagsOf(user.id)).toEqual([]);
  });

  it('rolls the claim back with the profile when a step inside the transaction fails', async () => {
    const { agent } = await verifiedParent();
    const bracelet = await createTag(t);
    const bus = t.app.deps.tagChanges;
    const original = bus.publish.bind(bus);
    bus.publish = async () => {
      throw new Error('notification failed');
    };
    try {
      expect((await agent.post(tagsApi.createTag.path, profile(bracelet.uniqueCode))).statusCode).toBe(500);
    } finally {
      bus.publish = original;
    }
    const { tag, fields } = await stored(bracelet.id);
    expect(tag).toMatchObject({ userId: null, childName: null, childAge: null });
    expect(fields).toEqual([]);
  });

  it("configures the parent's own empty bracelet, but never overwrites a profile already on one (409)", async () => {
    const { user, agent } = await verifiedParent();
    const empty = await createTag(t);
    expect((await agent.post(tagsApi.activateTag.path, { uniqueCode: empty.uniqueCode })).statusCode).toBe(
      200,
    );
    const res = await agent.post(tagsApi.createTag.path, profile(empty.uniqueCode));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ id: empty.id, uniqueCode: empty.uniqueCode });
    expect((await stored(empty.id)).tag).toMatchObject({ userId: user.id, childName: 'Giulia Bianchi' });

    const configured = await createTag(t, {
      userId: user.id,
      childName: 'Luca',
      childAge: 9,
      fields: [{ title: 'Blood Type', content: 'A+' }],
    });
    const fieldsOnly = await createTag(t, { userId: user.id, fields: [{ title: 'Note', content: 'x' }] });
    for (const tag of [configured, fieldsOnly]) {
      const again = await agent.post(tagsApi.createTag.path, profile(tag.uniqueCode.toLowerCase()));
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ message: en('errors.braceletAlreadyConfigured') });
    }
    expect(await stored(configured.id)).toMatchObject({
      tag: { childName: 'Luca', childAge: 9 },
      fields: [{ title: 'Blood Type', content: 'A+' }],
    });
    expect(await stored(fieldsOnly.id)).toMatchObject({
      tag: { childName: null },
      fields: [{ title: 'Note', content: 'x' }],
    });
  });

  it('lets exactly one of two parents racing for one bracelet have it', async () => {
    const a = await verifiedParent();
    const b = await verifiedParent();
    const bracelet = await createTag(t);
    const [ra, rb] = await Promise.all([
      a.agent.post(tagsApi.createTag.path, profile(bracelet.uniqueCode)),
      b.agent.post(tagsApi.createTag.path, { ...profile(bracelet.uniqueCode), childName: 'Other' }),
    ]);
    expect([ra.statusCode, rb.statusCode].sort()).toEqual([201, 404]);
    const winner = ra.statusCode === 201 ? a : b;
    const { tag } = await stored(bracelet.id);
    expect(tag.userId).toBe(winner.user.id);
    expect(tag.childName).toBe(winner === a ? 'Giulia Bianchi' : 'Other');
  });
});

describe('POST /api/tags without a code', () => {
  it("makes a card-only profile (fresh code, no bracelet number), for SPEC's body and a blank code alike", async () => {
    const { user, agent } = await verifiedParent();
    for (const body of [profile(), profile(''), profile('   ')]) {
      const res = await agent.post(tagsApi.createTag.path, body);
      expect(res.statusCode).toBe(201);
      const { tag } = await stored(res.json().id);
      expect(tag).toMatchObject({ userId: user.id, physicalId: null, childName: 'Giulia Bianchi' });
      const details = (await agent.get(pathOf(tagsApi.getTag, { tagId: tag.id }))).json<TagDetails>();
      expect(details.braceletLinked).toBe(false);
      expect((await t.agent().get(`/tag/${tag.uniqueCode}`)).statusCode).toBe(200);
    }
    const listed = (await agent.get(tagsApi.listTags.path)).json<TagListItem[]>();
    expect(listed.map((item) => item.braceletLinked)).toEqual([false, false, false]);
  });

  it('is not limited as activation is: a card-only profile guesses no code', async () => {
    const { agent } = await verifiedParent();
    for (let i = 0; i < 10; i++) {
      expect((await agent.post(tagsApi.activateTag.path, { uniqueCode: randomCode() })).statusCode).toBe(404);
    }
    expect((await agent.post(tagsApi.createTag.path, profile())).statusCode).toBe(201);
  });
});

describe("POST /api/tags with a code shares activation's limits", () => {
  it('refuses a good code after 10 wrong ones typed on /activate, and the other way round', async () => {
    const first = await verifiedParent();
    const good = await createTag(t);
    for (let i = 0; i < 10; i++) {
      expect(
        (await first.agent.post(tagsApi.activateTag.path, { uniqueCode: randomCode() })).statusCode,
      ).toBe(404);
    }
    const refused = await first.agent.post(tagsApi.createTag.path, profile(good.uniqueCode));
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await stored(good.id)).tag.userId).toBeNull();

    const second = await verifiedParent();
    for (let i = 0; i < 10; i++) {
      expect((await second.agent.post(tagsApi.createTag.path, profile(randomCode()))).statusCode).toBe(404);
    }
    expect(
      (await second.agent.post(tagsApi.activateTag.path, { uniqueCode: good.uniqueCode })).statusCode,
    ).toBe(429);

    t.clock.advance(HOUR + 1000);
    expect((await first.agent.post(tagsApi.createTag.path, profile(good.uniqueCode))).statusCode).toBe(201);
  });

  it('a stranger guessing from 40 addresses is stopped after 10 wrong codes; accounts sharing one address after 30', async () => {
    const stranger = await verifiedParent();
    const answers: number[] = [];
    for (let i = 0; i < 40; i++) {
      stranger.agent.headers['x-forwarded-for'] = `198.18.29.${i + 1}`;
      answers.push((await stranger.agent.post(tagsApi.createTag.path, profile(randomCode()))).statusCode);
    }
    expect(answers.filter((s) => s === 404)).toHaveLength(10);
    expect(answers.slice(10).every((s) => s === 429)).toBe(true);

    const ip = '198.18.30.1';
    const accounts = await Promise.all(Array.from({ length: 4 }, () => verifiedParent(ip)));
    for (let i = 0; i < 30; i++) {
      expect(
        (await accounts[i % 4]!.agent.post(tagsApi.createTag.path, profile(randomCode()))).statusCode,
      ).toBe(404);
    }
    const good = await createTag(t);
    const fresh = await verifiedParent(ip);
    expect((await fresh.agent.post(tagsApi.createTag.path, profile(good.uniqueCode))).statusCode).toBe(429);
    expect((await stored(good.id)).tag.userId).toBeNull();
  });
});

describe('the admin inventory holds bracelets only', () => {
  it('never lists, counts or exports a card-only profile: new, moved to a bracelet, or its account deleted', async () => {
    // Its own database: the inventory's totals are exact.
    const fresh = await createTestApp();
    try {
      const admin = await adminAgent(fresh, await createAdmin(fresh));
      const parent = await createUser(fresh);
      const agent = await agentFor(fresh, parent);
      const [moveTarget, spare] = await fresh.app.deps.services.inventory.createBatch({ count: 2 });
      const bracelets = [moveTarget!, spare!];

      const created: Array<{ id: string; uniqueCode: string }> = [];
      for (let i = 0; i < 2; i++) {
        const res = await agent.post(tagsApi.createTag.path, profile());
        expect(res.statusCode).toBe(201);
        created.push(res.json());
      }
      const [toMove, toKeep] = created as [(typeof created)[0], (typeof created)[0]];

      const expectBraceletsOnly = async (moment: string) => {
        const list = await admin.get(`${inventoryApi.listInventory.path}?pageSize=500`);
        expect(list.json().total, moment).toBe(2);
        expect(
          list
            .json()
            .items.map((item: { id: string }) => item.id)
            .sort(),
          moment,
        ).toEqual(bracelets.map((b) => b.id).sort());
        const csv = (await admin.get(inventoryApi.inventoryCsv.path)).body;
        expect(csv.trim().split('\r\n'), moment).toHaveLength(1 + 2);
        for (const { uniqueCode } of created) expect(csv, moment).not.toContain(uniqueCode);
      };

      await expectBraceletsOnly('card-only profiles made');
      const moved = await agent.post(pathOf(tagsApi.moveTag, { tagId: toMove.id }), {
        uniqueCode: moveTarget!.uniqueCode,
      });
      expect(moved.statusCode).toBe(200);
      // The old code-only tag is retired (its page 410), not stock.
      expect((await fresh.agent().get(`/tag/${toMove.uniqueCode}`)).statusCode).toBe(410);
      await expectBraceletsOnly('after the move');

      const deleted = await agent.request('DELETE', accountApi.deleteAccount.path, {
        password: DEFAULT_PASSWORD,
      });
      expect(deleted.statusCode).toBe(204);
      expect((await fresh.agent().get(`/tag/${toKeep.uniqueCode}`)).statusCode).toBe(410);
      await expectBraceletsOnly('after the account was deleted');
    } finally {
      await fresh.close();
    }
  });
});
