// Issue 17: a save of emergency data may carry the parent's consent to the privacy notice; the server
// records it (account, time, notice version) with the save, and the current user shows the version.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consents, emergencyFields, tags } from '#server/db/schema/index.ts';
import { PRIVACY_NOTICE_VERSION } from '#shared/privacy-notice.ts';
import { pathOf } from '#shared/endpoints/endpoint.ts';
import * as authApi from '#shared/endpoints/auth.ts';
import * as tagsApi from '#shared/endpoints/tags.ts';
import { createTag } from '#tests/factories/tags.ts';
import { agentFor, createUser } from '#tests/factories/users.ts';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';

const configUrl = (tagId: string) => pathOf(tagsApi.updateTagConfig, { tagId });
/** SPEC §7's body for POST /api/tags and PUT /api/tags/{id}/config. */
const specBody = { childName: 'Mia', childAge: 7, fields: [{ title: 'Allergies', content: 'Peanuts' }] };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: '1' } });
});
afterAll(async () => {
  await t.close();
});

let lastIp = 0;
async function verifiedParent() {
  const user = await createUser(t);
  const agent = await agentFor(t, user);
  agent.headers['x-forwarded-for'] = `10.17.${Math.floor(++lastIp / 250)}.${lastIp % 250}`;
  return { user, agent };
}

const consentRows = (userId: string) =>
  t.db
    .select({ noticeVersion: consents.noticeVersion, givenAt: consents.givenAt })
    .from(consents)
    .where(eq(consents.userId, userId));

describe('consent carried by a save', () => {
  it('POST /api/tags with consent: true stores the consent with the notice version and the clock time', async () => {
    const { user, agent } = await verifiedParent();
    const before = await agent.get(authApi.currentUser.path);
    expect(before.json()).toMatchObject({ id: user.id, consentedNoticeVersion: null });

    t.clock.set(new Date('2026-11-23T10:00:00.000Z'));
    const res = await agent.post(tagsApi.createTag.path, { ...specBody, consent: true });
    expect(res.statusCode).toBe(201);
    expect(await consentRows(user.id)).toEqual([
      { noticeVersion: '2026-11-23', givenAt: new Date('2026-11-23T10:00:00.000Z') },
    ]);
    expect(PRIVACY_NOTICE_VERSION).toBe('2026-11-23');

    const after = await agent.get(authApi.currentUser.path);
    expect(after.statusCode).toBe(200);
    // SPEC's fields stay as they were; the version is added.
    expect(after.json()).toEqual({
      id: user.id,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      isEmailVerified: true,
      consentedNoticeVersion: '2026-11-23',
    });
  });

  it('PUT /api/tags/{id}/config with consent: true stores it once per version', async () => {
    const { user, agent } = await verifiedParent();
    const tag = await createTag(t, { userId: user.id, physicalId: null });
    t.clock.set(new Date('2026-11-23T11:00:00.000Z'));
    expect((await agent.put(configUrl(tag.id), { ...specBody, consent: true })).statusCode).toBe(200);
    t.clock.advance(60_000);
    expect((await agent.put(configUrl(tag.id), { ...specBody, consent: true })).statusCode).toBe(200);
    expect(await consentRows(user.id)).toEqual([
      { noticeVersion: PRIVACY_NOTICE_VERSION, givenAt: new Date('2026-11-23T11:00:00.000Z') },
    ]);
  });

  it('the wizard (POST /api/tags/activate) with consent: true stores it with the save', async () => {
    const { user, agent } = await verifiedParent();
    const bracelet = await createTag(t, { physicalId: `NFC-CONSENT-${lastIp}` });
    const res = await agent.post(tagsApi.activateTag.path, {
      ...specBody,
      physicalId: bracelet.physicalId,
      consent: true,
    });
    expect(res.statusCode).toBe(200);
    expect(await consentRows(user.id)).toHaveLength(1);
  });

  it('the session answer after sign-in carries the version too', async () => {
    const { user, agent } = await verifiedParent();
    await agent.post(tagsApi.createTag.path, { ...specBody, consent: true });
    const login = await t.agent().post(authApi.login.path, { email: user.email, password: user.password });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({ consentedNoticeVersion: PRIVACY_NOTICE_VERSION });
  });
});

describe('SPEC-shaped saves without consent', () => {
  it('create, update and wizard work unchanged and store no consent', async () => {
    const { user, agent } = await verifiedParent();
    const created = await agent.post(tagsApi.createTag.path, specBody);
    expect(created.statusCode).toBe(201);
    expect(Object.keys(created.json()).sort()).toEqual(['id', 'uniqueCode']);

    const updated = await agent.put(configUrl(created.json().id), {
      ...specBody,
      childName: 'Leo',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ childName: 'Leo', childAge: 7, fields: specBody.fields });

    const bracelet = await createTag(t, { physicalId: `NFC-NOCONSENT-${lastIp}` });
    const wizard = await agent.post(tagsApi.activateTag.path, {
      ...specBody,
      physicalId: bracelet.physicalId,
    });
    expect(wizard.statusCode).toBe(200);

    expect(await consentRows(user.id)).toEqual([]);
    expect((await agent.get(authApi.currentUser.path)).json()).toMatchObject({
      consentedNoticeVersion: null,
    });
  });

  it('refuses a consent that is not true with 400 and writes nothing', async () => {
    const { user, agent } = await verifiedParent();
    const tag = await createTag(t, { userId: user.id, physicalId: null, childName: 'Old', childAge: 3 });
    for (const consent of ['yes', false, 1, null, 'true', {}]) {
      const create = await agent.post(tagsApi.createTag.path, { ...specBody, consent });
      expect(create.statusCode, JSON.stringify(consent)).toBe(400);
      const update = await agent.put(configUrl(tag.id), { ...specBody, consent });
      expect(update.statusCode, JSON.stringify(consent)).toBe(400);
      expect(update.json()).toHaveProperty('message');
    }
    expect(await consentRows(user.id)).toEqual([]);
    expect(await t.db.select().from(tags).where(eq(tags.userId, user.id))).toHaveLength(1);
    const [stored] = await t.db.select().from(tags).where(eq(tags.id, tag.id));
    expect(stored).toMatchObject({ childName: 'Old', childAge: 3 });
    expect(await t.db.select().from(emergencyFields).where(eq(emergencyFields.tagId, tag.id))).toEqual([]);
  });

  it('a refused save (another parent’s tag) records no consent', async () => {
    const { user, agent } = await verifiedParent();
    const other = await verifiedParent();
    const theirs = await createTag(t, { userId: other.user.id, physicalId: null });
    const res = await agent.put(configUrl(theirs.id), { ...specBody, consent: true });
    expect(res.statusCode).toBe(404);
    expect(await consentRows(user.id)).toEqual([]);
  });
});
