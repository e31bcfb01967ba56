// Decision 015: a chip's UID is one bracelet however its bytes are separated (`04:A2…`, `04-a2…`,
// `04A2…`): stored without separators, matched that way by the admin batch, the chip's address and
// the wizard. Rows left with separators by the 0005 migration are still found by their own form.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tags } from '#server/db/schema/index.ts';
import { pathOf } from '#shared/endpoints/endpoint.ts';
import * as inventoryApi from '#shared/endpoints/inventory.ts';
import * as tagsApi from '#shared/endpoints/tags.ts';
import { queryKeys } from '#shared/paths.ts';

import { createTag } from '#tests/factories/tags.ts';
import { adminAgent, agentFor, createAdmin, createUser } from '#tests/factories/users.ts';
import { embeddedState, queryData } from '#tests/helpers/embedded-state.ts';
import type { TestAgent } from '#tests/helpers/test-agent.ts';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import { en } from '#tests/helpers/messages.ts';

let t: TestApp;
let admin: TestAgent;
beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: '1' } });
  admin = await adminAgent(t, await createAdmin(t));
});
afterAll(async () => {
  await t.close();
});

let lastIp = 0;
const fromOwnAddress = (agent: TestAgent) => {
  agent.headers['x-forwarded-for'] = `10.9.${Math.floor(++lastIp / 250)}.${lastIp % 250}`;
  return agent;
};
const pageUrl = (physicalId: string) => `/activate-bracelet/${encodeURIComponent(physicalId)}`;
const addStock = (physicalIds: string[]) => admin.post(inventoryApi.createInventory.path, { physicalIds });
const storedId = async (id: string) =>
  (await t.db.select({ physicalId: tags.physicalId }).from(tags).where(eq(tags.id, id)))[0]?.physicalId;
const wizardBody = (physicalId: string) => ({
  childName: 'Leo',
  childAge: 5,
  physicalId,
  fields: [{ title: 'Blood Type', content: 'O+' }],
});

describe('admin stock by physical id', () => {
  it('stores 04:A2:3B:1C:5D:80 as 04A23B1C5D80; 04a23b1c5d80 afterwards is the same bracelet (409)', async () => {
    const first = await addStock(['04:A2:3B:1C:5D:80']);
    expect(first.statusCode).toBe(201);
    expect(first.json().tags[0].physicalId).toBe('04A23B1C5D80');

    for (const again of ['04a23b1c5d80', '04-A2-3B-1C-5D-80', ' 04 A2 3B 1C 5D 80 ']) {
      const dup = await addStock([again]);
      expect(dup.statusCode, again).toBe(409);
      expect(dup.json().message).toBe(en('errors.physicalIdTaken', { physicalId: '04A23B1C5D80' }));
    }
  });

  it('one batch with the same chip written twice → 400', async () => {
    const res = await addStock(['04:B7:00:11', '04b70011']);
    expect(res.statusCode).toBe(400);
  });

  it('a number that is only separators → 400 saying why, never 500', async () => {
    for (const id of ['::--', ' - ', '']) {
      const res = await addStock([id]);
      expect(res.statusCode, JSON.stringify(id)).toBe(400);
      expect(res.json().message).toBe(en('validation.physicalIdEmpty'));
    }
    expect((await addStock(['04;A2'])).json().message).toBe(en('validation.physicalIdCharacters'));
  });

  it('a chip stored with separators before decision 015 still counts as taken', async () => {
    await createTag(t, { physicalId: '04:C3:D4:E5' });
    const dup = await addStock(['04c3d4e5']);
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe(en('errors.physicalIdTaken', { physicalId: '04C3D4E5' }));
  });
});

describe('the chip address and the wizard match without separators', () => {
  it('/activate-bracelet/04-A2-3B-1C-5D-80 finds the bracelet stored from 04A23B1C5D80', async () => {
    const [stored] = (await addStock(['04A23B1C5D81'])).json().tags;
    const res = await fromOwnAddress(t.agent()).get(pageUrl('04-A2-3B-1C-5D-81'));
    expect(res.statusCode).toBe(200);
    // Keyed as the address has it: the wizard reads again by that key, and must find the same row.
    expect(queryData(embeddedState(res.body), queryKeys.bracelet('04-A2-3B-1C-5D-81'))).toEqual({
      physicalId: '04A23B1C5D81',
      status: 'available',
    });
    const viaApi = await fromOwnAddress(t.agent()).get(
      pathOf(tagsApi.getBracelet, { physicalId: '04:a2:3b:1c:5d:81' }),
    );
    expect(viaApi.json()).toEqual({ physicalId: stored.physicalId, status: 'available' });
  });

  it('the wizard claims 04A23B1C5D82 when sent as 04:a2:3b:1c:5d:82; only separators → 400', async () => {
    const [stored] = (await addStock(['04A23B1C5D82'])).json().tags;
    const parent = fromOwnAddress(await agentFor(t, await createUser(t)));
    const res = await parent.post(tagsApi.activateTag.path, wizardBody('04:a2:3b:1c:5d:82'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: stored.id, uniqueCode: stored.uniqueCode });

    const bad = await parent.post(tagsApi.activateTag.path, wizardBody('::--'));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(en('validation.physicalIdEmpty'));
  });

  it('a row left with separators (its normalised twin exists) is what its own chip address finds', async () => {
    const owner = await createUser(t);
    const configured = await createTag(t, { physicalId: '04:E1:E2:E3', userId: owner.id, childName: 'Ada' });
    const twin = await createTag(t, { physicalId: '04E1E2E3' });
    const viaChip = await fromOwnAddress(t.agent()).get(pageUrl('04:E1:E2:E3'));
    expect(viaChip.statusCode).toBe(302);
    expect(viaChip.headers.location).toBe(`/tag/${configured.uniqueCode}`);
    const viaTwin = await fromOwnAddress(t.agent()).get(pageUrl('04E1E2E3'));
    expect(viaTwin.statusCode).toBe(200);
    expect(await storedId(twin.id)).toBe('04E1E2E3');
  });

  it('the wizard claims a row left with separators when sent its stored form, not its twin', async () => {
    const left = await createTag(t, { physicalId: '04-F1-F2-F3' });
    const twin = await createTag(t, { physicalId: '04F1F2F3' });
    const parent = fromOwnAddress(await agentFor(t, await createUser(t)));
    const state = (await parent.get(pathOf(tagsApi.getBracelet, { physicalId: '04-F1-F2-F3' }))).json();
    expect(state).toEqual({ physicalId: '04-F1-F2-F3', status: 'available' });
    const res = await parent.post(tagsApi.activateTag.path, wizardBody(state.physicalId));
    expect(res.json()).toEqual({ id: left.id, uniqueCode: left.uniqueCode });
    const [stillStock] = await t.db.select({ userId: tags.userId }).from(tags).where(eq(tags.id, twin.id));
    expect(stillStock?.userId).toBeNull();
  });
});
