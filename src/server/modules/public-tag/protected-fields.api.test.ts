// Issue 17: protected fields and the tag's PIN, through the API and the public page.
import { brotliDecompressSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emergencyFields, scanEvents } from '#server/db/schema/index.ts';
import { pathOf } from '#shared/endpoints/endpoint.ts';
import * as publicTagApi from '#shared/endpoints/public-tag.ts';
import * as tagsApi from '#shared/endpoints/tags.ts';
import type { TagDetails } from '#shared/schemas/tag.ts';

import { createTag } from '#tests/factories/tags.ts';
import { agentFor, createUser } from '#tests/factories/users.ts';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import { BROWSER_HEADERS } from './public-tag.test-support.ts';
import { en } from '#tests/helpers/messages.ts';

const HOUR = 60 * 60 * 1000;
const SECRET_ADDRESS = 'Via Segreta 7, Milano';
const SECRET_SCHOOL = 'Scuola Manzoni, 3B';
const FIELDS = [
  { title: 'Allergies', content: 'Peanuts' },
  { title: 'Home Address', content: SECRET_ADDRESS, visibility: 'protected' as const },
  { title: 'Emergency Contact', content: 'Mum +39 333 1234567' },
  { title: 'School', content: SECRET_SCHOOL, visibility: 'protected' as const },
];
const unlockUrl = (code: string) => pathOf(publicTagApi.unlockTag, { uniqueCode: code });

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: '1' } });
});
afterAll(async () => {
  await t.close();
});

let lastIp = 0;
const nextIp = () => `10.7.${Math.floor(++lastIp / 250)}.${lastIp % 250}`;
/** A responder's browser at an address of its own. */
function responder(ip = nextIp()) {
  const agent = t.agent();
  agent.headers['x-forwarded-for'] = ip;
  return agent;
}

async function protectedTag(pin = '48291307') {
  const owner = await createUser(t);
  const tag = await createTag(t, { userId: owner.id, childName: 'Mia', childAge: 7, fields: FIELDS, pin });
  return { owner, tag, pin };
}

describe('tag writes without visibility (SPEC-shaped)', () => {
  it('store every field public, with no defaults by title, on create and update', async () => {
    const user = await createUser(t);
    const agent = await agentFor(t, user);
    const fields = [
      { title: 'Home Address', content: 'Via Roma 1' },
      { title: 'Scuola', content: 'Manzoni' },
    ];
    const created = await agent.post(tagsApi.createTag.path, { childName: 'Mia', childAge: 7, fields });
    expect(created.statusCode).toBe(201);
    const id = (created.json() as { id: string }).id;
    const stored = await t.db.select().from(emergencyFields).where(eq(emergencyFields.tagId, id));
    expect(stored.map((f) => f.visibility)).toEqual(['public', 'public']);
    const updated = await agent.put(pathOf(tagsApi.updateTagConfig, { tagId: id }), {
      childName: 'Mia',
      childAge: 7,
      fields: [{ title: 'Zuhause', content: 'Hauptstrasse 2' }],
    });
    expect(updated.statusCode).toBe(200);
    expect((updated.json() as TagDetails).fields).toEqual([
      { title: 'Zuhause', content: 'Hauptstrasse 2', visibility: 'public' },
    ]);
    const page = await t.agent().get(`/api/tag/${(created.json() as { uniqueCode: string }).uniqueCode}`);
    expect(page.json()).toMatchObject({
      fields: [{ title: 'Zuhause', content: 'Hauptstrasse 2' }],
      protectedTitles: [],
    });
  });

  it('round-trips visibility, and the owner sees it and the (8-digit) PIN in GET /api/tags/{id}', async () => {
    const user = await createUser(t);
    const agent = await agentFor(t, user);
    const fields = [
      { title: 'Allergies', content: 'Peanuts', visibility: 'public' },
      { title: 'Home Address', content: 'Via Roma 1', visibility: 'protected' },
    ];
    const created = await agent.post(tagsApi.createTag.path, { childName: 'Mia', childAge: 7, fields });
    const { id } = created.json() as { id: string };
    const got = await agent.get(pathOf(tagsApi.getTag, { tagId: id }));
    expect(got.statusCode).toBe(200);
    const details = got.json() as TagDetails;
    expect(details.fields).toEqual(fields);
    expect(details.pin).toMatch(/^\d{8}$/);
    const list = await agent.get(tagsApi.listTags.path);
    expect(list.json()).toEqual([expect.objectContaining({ id, pin: details.pin })]);
  });

  it('refuses a visibility that is not public or protected with 400 and writes nothing', async () => {
    const user = await createUser(t);
    const agent = await agentFor(t, user);
    for (const visibility of ['secret', 1, null, ['protected']]) {
      const res = await agent.post(tagsApi.createTag.path, {
        childName: 'Mia',
        childAge: 7,
        fields: [{ title: 'Home', content: 'x', visibility }],
      });
      expect(res.statusCode, JSON.stringify(visibility)).toBe(400);
    }
    expect((await agent.get(tagsApi.listTags.path)).json()).toEqual([]);
  });
});

describe('the public page with protected fields', () => {
  it('shows their titles, never their content, in the JSON, the HTML and every encoding', async () => {
    const { tag } = await protectedTag();
    const json = await responder().get(`/api/tag/${tag.uniqueCode}`);
    expect(json.statusCode).toBe(200);
    expect(json.json()).toMatchObject({
      fields: [
        { title: 'Allergies', content: 'Peanuts' },
        { title: 'Emergency Contact', content: 'Mum +39 333 1234567' },
      ],
      protectedTitles: ['Home Address', 'School'],
    });
    for (const text of [json.body]) {
      expect(text).not.toContain(SECRET_ADDRESS);
      expect(text).not.toContain(SECRET_SCHOOL);
    }
    const page = await responder().get(`/tag/${tag.uniqueCode}`, { 'accept-encoding': 'identity' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('More information');
    expect(page.body).toContain('School');
    expect(page.body).not.toContain(SECRET_ADDRESS);
    expect(page.body).not.toContain(SECRET_SCHOOL);
    const compressed = await responder().get(`/tag/${tag.uniqueCode}`, BROWSER_HEADERS);
    expect(compressed.headers['content-encoding']).toBe('br');
    const decoded = brotliDecompressSync(compressed.rawPayload).toString();
    expect(decoded).toContain('More information');
    expect(decoded).not.toContain(SECRET_ADDRESS);
  });
});

describe('POST /api/tag/{code}/unlock', () => {
  it('answers the protected fields of that tag only, in order, for the right PIN', async () => {
    const { tag, pin } = await protectedTag();
    await protectedTag('111111'); // another tag's fields never show
    const res = await responder().post(unlockUrl(tag.uniqueCode), { pin });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({
      fields: [
        { title: 'Home Address', content: SECRET_ADDRESS },
        { title: 'School', content: SECRET_SCHOOL },
      ],
    });
    // Matched without spaces, as the card groups it ('4829 1307'); the code in any case.
    for (const typed of [` ${pin} `, `${pin.slice(0, 4)} ${pin.slice(4)}`]) {
      const again = await responder().post(unlockUrl(tag.uniqueCode.toLowerCase()), { pin: typed });
      expect(again.json()).toEqual(res.json());
    }
  });

  it("refuses a wrong PIN and another tag's PIN with the same 403, also for a tag without protected fields", async () => {
    const { tag } = await protectedTag('123456');
    const other = await protectedTag('654321');
    const plain = await createTag(t, { fields: [{ title: 'Allergies', content: 'None' }], pin: '222222' });
    const answers = [
      await responder().post(unlockUrl(tag.uniqueCode), { pin: '000000' }),
      await responder().post(unlockUrl(tag.uniqueCode), { pin: other.pin }),
      await responder().post(unlockUrl(plain.uniqueCode), { pin: '000000' }),
    ];
    for (const res of answers) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: 'Wrong PIN. Please try again.' });
    }
    // The right PIN of a tag with none answers no fields.
    const right = await responder().post(unlockUrl(plain.uniqueCode), { pin: '222222' });
    expect(right.json()).toEqual({ fields: [] });
  });

  it('answers an unknown or inactive code as the page does (404)', async () => {
    const inactive = await createTag(t, { isActive: 'false', fields: FIELDS, pin: '333333' });
    for (const code of ['ZZZZ2345WXYZ', inactive.uniqueCode]) {
      const res = await responder().post(unlockUrl(code), { pin: '333333' });
      expect(res.statusCode).toBe(404);
      expect((await responder().get(`/api/tag/${code}`)).statusCode).toBe(404);
    }
  });

  it('refuses what cannot be a PIN with 400 and counts it as no try: the right PIN still opens after many', async () => {
    const { tag, pin } = await protectedTag();
    const cannot = [
      '',
      '   ',
      'abc123',
      '12345',
      '1234567',
      '123456789',
      '12 345',
      '1234 567',
      '１２３４５６',
    ];
    for (const typed of cannot) {
      const res = await responder().post(unlockUrl(tag.uniqueCode), { pin: typed });
      expect(res.statusCode).toBe(400);
      expect(JSON.stringify(res.json())).toContain(en('validation.pinFormat'));
    }
    expect((await responder().post(unlockUrl(tag.uniqueCode), { pin: ` ${pin} ` })).statusCode).toBe(200);
  });

  it('does not count right PINs against the tag', async () => {
    const { tag, pin } = await protectedTag();
    for (let i = 0; i < 8; i++) {
      expect((await responder().post(unlockUrl(tag.uniqueCode), { pin })).statusCode).toBe(200);
    }
  });

  it('limits wrong PINs per address over many tags', async () => {
    const ip = nextIp();
    let limitedAt = -1;
    for (let i = 0; i < 30 && limitedAt < 0; i++) {
      const { tag } = await protectedTag();
      const res = await responder(ip).post(unlockUrl(tag.uniqueCode), { pin: '000000' });
      if (res.statusCode === 429) limitedAt = i;
      else expect(res.statusCode).toBe(403);
    }
    expect(limitedAt).toBe(20);
    t.clock.advance(HOUR);
  });

  it('is no scan and writes nothing to the tag', async () => {
    const { tag, pin } = await protectedTag();
    const before = await t.db.select().from(emergencyFields).where(eq(emergencyFields.tagId, tag.id));
    await responder().post(unlockUrl(tag.uniqueCode), { pin });
    await t.app.deps.services.scans.flush();
    const history = await t.db.select().from(scanEvents).where(eq(scanEvents.tagId, tag.id));
    expect(history).toEqual([]);
    const after = await t.db.select().from(emergencyFields).where(eq(emergencyFields.tagId, tag.id));
    expect(after).toEqual(before);
  });
});

describe('POST /api/tags/{id}/pin', () => {
  it('makes a new 8-digit PIN; the old one stops unlocking and the new one works', async () => {
    const owner = await createUser(t);
    const tag = await createTag(t, { userId: owner.id, fields: FIELDS, pin: '999999' });
    const agent = await agentFor(t, owner);
    const res = await agent.post(pathOf(tagsApi.newTagPin, { tagId: tag.id }));
    expect(res.statusCode).toBe(200);
    const { pin, id } = res.json() as TagDetails;
    expect(id).toBe(tag.id);
    expect(pin).toMatch(/^\d{8}$/);
    expect((await agent.get(pathOf(tagsApi.getTag, { tagId: tag.id }))).json()).toMatchObject({ pin });
    expect((await responder().post(unlockUrl(tag.uniqueCode), { pin: '999999' })).statusCode).toBe(403);
    expect((await responder().post(unlockUrl(tag.uniqueCode), { pin })).statusCode).toBe(200);
  });

  it("answers 404 for another parent's tag and leaves its PIN", async () => {
    const { tag } = await protectedTag('444444');
    const stranger = await agentFor(t, await createUser(t));
    expect((await stranger.post(pathOf(tagsApi.newTagPin, { tagId: tag.id }))).statusCode).toBe(404);
    expect((await responder().post(unlockUrl(tag.uniqueCode), { pin: '444444' })).statusCode).toBe(200);
  });
});
