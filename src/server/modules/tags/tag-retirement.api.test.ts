// A lost or broken band (issue 17): POST /api/tags/{id}/deactivate and POST /api/tags/{id}/move. The
// page answers 410 at once, alerts stop, the owner still sees the tag; a move carries the child, the
// fields with their visibility, the PIN, the alert setting and the scans to a bracelet in stock, in
// one transaction, and a refused move changes nothing.
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emergencyFields, scanEvents, tags } from '#server/db/schema/index.ts';
import { createScanEvent } from '#tests/factories/scan-events.ts';
import { createTag, randomCode } from '#tests/factories/tags.ts';
import { agentFor, createUser } from '#tests/factories/users.ts';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import { nextChange } from '../public-tag/public-tag.test-support.ts';

// docs/spec/SPEC.md §2, the public page's error; issue 17 has retired tags answer it with 410.
const SPEC_GONE = { message: 'Tag not found or no longer active. Please contact the tag owner.' };
const FIELDS = [
  { title: 'Allergies', content: 'Peanuts' },
  { title: 'Home address', content: 'Via Roma 1, Milano' },
];
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe('deactivating a tag and moving its profile', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  async function ownedTag() {
    const owner = await createUser(t);
    const tag = await createTag(t, { userId: owner.id, childName: 'Mia Rossi', childAge: 7, fields: FIELDS });
    await t.db
      .update(emergencyFields)
      .set({ visibility: 'protected' })
      .where(eq(emergencyFields.title, 'Home address'));
    await t.db.update(tags).set({ pin: '246810', alertsEnabled: false }).where(eq(tags.id, tag.id));
    return { owner, tag, agent: await agentFor(t, owner) };
  }

  const stored = async (tagId: string) => {
    const [tag] = await t.db.select().from(tags).where(eq(tags.id, tagId));
    const fields = await t.db
      .select({
        title: emergencyFields.title,
        content: emergencyFields.content,
        visibility: emergencyFields.visibility,
      })
      .from(emergencyFields)
      .where(eq(emergencyFields.tagId, tagId))
      .orderBy(asc(emergencyFields.fieldOrder));
    const scans = await t.db
      .select({ id: scanEvents.id })
      .from(scanEvents)
      .where(eq(scanEvents.tagId, tagId));
    return { tag: tag!, fields, scanIds: scans.map((s) => s.id).sort() };
  };

  describe('a deactivated tag, for its owner', () => {
    // Not in SPEC (issue 17): what the owner is told when a control only a working page needs is used.
    const DEACTIVATED = {
      message:
        'This tag is deactivated: its page no longer opens. Move its profile to a new bracelet to use it again.',
    };

    it('refuses a new PIN, the alert switch, the card and the QR code with 409 and a reason, changing nothing', async () => {
      const { tag, agent } = await ownedTag();
      expect((await agent.post(`/api/tags/${tag.id}/deactivate`)).statusCode).toBe(204);
      const before = await stored(tag.id);
      const calls = [
        () => agent.post(`/api/tags/${tag.id}/pin`),
        () => agent.put(`/api/tags/${tag.id}/alerts`, { enabled: true }),
        () => agent.put(`/api/tags/${tag.id}/alerts`, { enabled: false }),
        () => agent.get(`/api/tags/${tag.id}/qr.svg`),
        () => agent.get(`/api/tags/${tag.id}/qr.png`),
        () => agent.get(`/api/tags/${tag.id}/card.pdf`),
        () => agent.get(`/api/tags/${tag.id}/card.pdf?layout=sheet`),
      ];
      for (const [n, call] of calls.entries()) {
        const res = await call();
        expect({ n, status: res.statusCode, body: res.json() }).toEqual({
          n,
          status: 409,
          body: DEACTIVATED,
        });
      }
      expect(await stored(tag.id)).toEqual(before);
    });

    it('still lets the owner read it, edit the child and fields, and read its scan history', async () => {
      const { tag, agent } = await ownedTag();
      await createScanEvent(t.db, tag.id, { scannedAt: t.clock.now() });
      expect((await agent.post(`/api/tags/${tag.id}/deactivate`)).statusCode).toBe(204);
      expect((await agent.get(`/api/tags/${tag.id}`)).statusCode).toBe(200);
      const edit = await agent.put(`/api/tags/${tag.id}/config`, {
        childName: 'Mia Bianchi',
        childAge: 8,
        fields: FIELDS,
        consent: true,
      });
      expect(edit.statusCode, edit.body).toBe(200);
      expect((await stored(tag.id)).tag.childName).toBe('Mia Bianchi');
      const scans = await agent.get(`/api/tags/${tag.id}/scans`);
      expect(scans.statusCode).toBe(200);
      expect(scans.json().scans).toHaveLength(1);
    });

    it("another parent's deactivated tag answers 404, as any tag not theirs, and says nothing of its state", async () => {
      const { tag, agent } = await ownedTag();
      expect((await agent.post(`/api/tags/${tag.id}/deactivate`)).statusCode).toBe(204);
      const other = await agentFor(t, await createUser(t));
      for (const res of [
        await other.post(`/api/tags/${tag.id}/pin`),
        await other.put(`/api/tags/${tag.id}/alerts`, { enabled: true }),
        await other.get(`/api/tags/${tag.id}/qr.svg`),
        await other.get(`/api/tags/${tag.id}/card.pdf`),
        await other.put(`/api/tags/${tag.id}/lost`, { message: 'Lost', phone: '+39 333 1234567', hours: 4 }),
      ]) {
        expect({ status: res.statusCode, body: res.json() }).toEqual({
          status: 404,
          body: { message: 'Tag not found' },
        });
      }
    });
  });

  describe('POST /api/tags/{id}/deactivate', () => {
    it('stops the page at once (410, cache included), ends lost mode, and the owner still sees the tag marked deactivated', async () => {
      const { tag, agent } = await ownedTag();
      await t.db
        .update(tags)
        .set({
          lostMessage: 'Lost',
          lostPhone: '112',
          lostUntil: new Date(t.clock.now().getTime() + 3_600_000),
        })
        .where(eq(tags.id, tag.id));
      expect((await t.agent().get(`/tag/${tag.uniqueCode}`)).statusCode).toBe(200);
      const heard = nextChange(t, tag.uniqueCode);
      const res = await agent.post(`/api/tags/${tag.id}/deactivate`);
      expect(res.statusCode, res.body).toBe(204);
      await heard;
      expect((await t.agent().get(`/tag/${tag.uniqueCode}`)).statusCode).toBe(410);
      const api = await t.agent().get(`/api/tag/${tag.uniqueCode}`);
      expect({ status: api.statusCode, body: api.json() }).toEqual({ status: 410, body: SPEC_GONE });

      const row = (await stored(tag.id)).tag;
      expect(row).toMatchObject({
        isActive: 'false',
        lostMessage: null,
        lostUntil: null,
        childName: 'Mia Rossi',
      });
      expect(row.deactivatedAt).toEqual(t.clock.now());
      const details = (await agent.get(`/api/tags/${tag.id}`)).json();
      expect(details).toMatchObject({
        childName: 'Mia Rossi',
        lost: null,
        deactivatedAt: t.clock.now().toISOString(),
      });
      const list = (await agent.get('/api/tags')).json() as Array<{
        id: string;
        deactivatedAt: string | null;
      }>;
      expect(list.find((item) => item.id === tag.id)?.deactivatedAt).toBe(t.clock.now().toISOString());
    });

    it('records no more scans (so no alerts) for a deactivated tag', async () => {
      const { tag, agent } = await ownedTag();
      await agent.post(`/api/tags/${tag.id}/deactivate`);
      await t.agent().get(`/tag/${tag.uniqueCode}`);
      await t.agent().get(`/api/tag/${tag.uniqueCode}`);
      await t.app.deps.services.scans.flush();
      expect((await stored(tag.id)).scanIds).toEqual([]);
    });

    it("answers 404 for another parent's tag or an id that is no tag, and changes nothing", async () => {
      const { tag } = await ownedTag();
      const stranger = await agentFor(t, await createUser(t));
      for (const id of [tag.id, UNKNOWN_ID, 'not-a-uuid']) {
        expect((await stranger.post(`/api/tags/${id}/deactivate`)).statusCode).toBe(404);
      }
      expect((await stored(tag.id)).tag).toMatchObject({ isActive: 'true', deactivatedAt: null });
      expect((await t.agent().get(`/api/tag/${tag.uniqueCode}`)).statusCode).toBe(200);
    });
  });

  describe('POST /api/tags/{id}/move', () => {
    async function withHistory() {
      const parent = await ownedTag();
      const scans = [
        await createScanEvent(t.db, parent.tag.id, { scannedAt: new Date(t.clock.now().getTime() - 60_000) }),
        await createScanEvent(t.db, parent.tag.id, { scannedAt: t.clock.now() }),
      ];
      return { ...parent, scanIds: scans.map((s) => s.id).sort() };
    }

    for (const deactivatedFirst of [false, true]) {
      it(`carries child, fields with visibility, PIN, alert setting and scans to a bracelet in stock${deactivatedFirst ? ' (after deactivating)' : ''}; the old code answers 410 for good`, async () => {
        const { tag, agent, owner, scanIds } = await withHistory();
        if (deactivatedFirst) await agent.post(`/api/tags/${tag.id}/deactivate`);
        const fresh = await createTag(t, deactivatedFirst ? { uniqueCode: 'M0VE1NT0BAND' } : {});
        const heard = nextChange(t, tag.uniqueCode);
        // Typed as a parent may: lower case, spaces around (activation's normalisation); the second time
        // with the printed zeros read as O and the one as I, as activation reads them.
        const typed = deactivatedFirst ? 'moveintoband' : fresh.uniqueCode.toLowerCase();
        const res = await agent.post(`/api/tags/${tag.id}/move`, { uniqueCode: ` ${typed} ` });
        expect(res.statusCode, res.body).toBe(200);
        await heard;
        const details = await agent.get(`/api/tags/${fresh.id}`);
        expect(res.json()).toEqual(details.json());
        expect(res.json()).toMatchObject({
          id: fresh.id,
          uniqueCode: fresh.uniqueCode,
          childName: 'Mia Rossi',
          childAge: 7,
          alertsEnabled: false,
          deactivatedAt: null,
        });

        const moved = await stored(fresh.id);
        expect(moved.tag).toMatchObject({
          userId: owner.id,
          pin: '246810',
          alertsEnabled: false,
          isActive: 'true',
        });
        expect(moved.fields).toEqual([
          { ...FIELDS[0], visibility: 'public' },
          { ...FIELDS[1], visibility: 'protected' },
        ]);
        expect(moved.scanIds).toEqual(scanIds);

        const old = await stored(tag.id);
        expect(old.tag).toMatchObject({ userId: null, childName: null, childAge: null, isActive: 'false' });
        expect(old.tag.deactivatedAt).not.toBeNull();
        expect(old.fields).toEqual([]);
        expect(old.scanIds).toEqual([]);

        expect((await t.agent().get(`/api/tag/${tag.uniqueCode}`)).statusCode).toBe(410);
        const page = (await t.agent().get(`/api/tag/${fresh.uniqueCode}`)).json();
        expect(page).toMatchObject({ childName: 'Mia Rossi', childAge: 7 });
        expect(page.fields).toContainEqual(FIELDS[0]);
        const list = (await agent.get('/api/tags')).json() as Array<{ id: string }>;
        expect(list.map((item) => item.id)).toEqual([fresh.id]);
        // The old code never returns to stock: activating it is refused.
        const other = await agentFor(t, await createUser(t));
        expect((await other.post('/api/tags/activate', { uniqueCode: tag.uniqueCode })).statusCode).toBe(404);
      });
    }

    it('refuses an unknown code, a taken one and a retired one as activation does, changing nothing', async () => {
      const { tag, agent, owner, scanIds } = await withHistory();
      const before = await stored(tag.id);
      const taken = await createTag(t, { userId: (await createUser(t)).id, childName: 'Other' });
      const mine = await createTag(t, { userId: owner.id });
      const retired = await createTag(t, { isActive: 'false' });
      for (const code of [randomCode(), taken.uniqueCode, mine.uniqueCode, retired.uniqueCode]) {
        const res = await agent.post(`/api/tags/${tag.id}/move`, { uniqueCode: code });
        const activation = await agentFor(t, await createUser(t)).then((a) =>
          a.post('/api/tags/activate', { uniqueCode: code }),
        );
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual(activation.json());
      }
      expect(await stored(tag.id)).toEqual({ ...before, scanIds });
      expect((await stored(taken.id)).tag).toMatchObject({ childName: 'Other', userId: taken.userId });
      expect((await stored(mine.id)).tag.childName).toBeNull();
    });

    it('refuses moving onto its own code with 400, and another parent’s tag with 404', async () => {
      const { tag, agent } = await ownedTag();
      const self = await agent.post(`/api/tags/${tag.id}/move`, { uniqueCode: tag.uniqueCode });
      expect(self.statusCode).toBe(400);
      expect(self.json().message).toMatch(/new bracelet/);
      // The same, typed with its zeros read as O and ones as I (as activation reads it): not a wrong guess.
      await t.db.update(tags).set({ uniqueCode: 'S01E1DBAND0X' }).where(eq(tags.id, tag.id));
      const misread = await agent.post(`/api/tags/${tag.id}/move`, { uniqueCode: 'SOLEIDBANDOX' });
      expect(misread.statusCode).toBe(400);
      expect(misread.json().message).toMatch(/new bracelet/);
      const fresh = await createTag(t);
      const stranger = await agentFor(t, await createUser(t));
      for (const id of [tag.id, UNKNOWN_ID, 'x']) {
        expect(
          (await stranger.post(`/api/tags/${id}/move`, { uniqueCode: fresh.uniqueCode })).statusCode,
        ).toBe(404);
      }
      expect((await stored(fresh.id)).tag.userId).toBeNull();
      expect((await stored(tag.id)).tag.isActive).toBe('true');
    });

    it('refuses a missing or malformed code with 400', async () => {
      const { tag, agent } = await ownedTag();
      for (const body of [{}, { uniqueCode: 'ab' }, { uniqueCode: 42 }, { uniqueCode: 'ABCD\u0000' }]) {
        expect((await agent.post(`/api/tags/${tag.id}/move`, body)).statusCode).toBe(400);
      }
    });

    it('is rate-limited as activation: wrong codes count as failed guesses, then 429', async () => {
      const { tag, agent } = await ownedTag();
      let status = 0;
      for (let i = 0; i < 12 && status !== 429; i++) {
        status = (await agent.post(`/api/tags/${tag.id}/move`, { uniqueCode: randomCode() })).statusCode;
      }
      expect(status).toBe(429);
      const fresh = await createTag(t);
      expect((await agent.post('/api/tags/activate', { uniqueCode: fresh.uniqueCode })).statusCode).toBe(429);
    });
  });
});
