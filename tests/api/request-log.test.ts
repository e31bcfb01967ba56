// The request log (issue 28 §6): the README says raw client addresses are not kept, and a tag code or a
// bracelet number must never sit in a line next to who asked. Lines carry the route's pattern and the
// address's keyed hash, the one the rate limiter stores.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressHasher } from '#server/lib/address-hash.ts';
import { pathOf } from '#shared/endpoints/endpoint.ts';
import * as inventoryApi from '#shared/endpoints/inventory.ts';
import * as tagsApi from '#shared/endpoints/tags.ts';
import { createTag, randomCode } from '../factories/tags.ts';
import { adminAgent, agentFor, createAdmin, createUser } from '../factories/users.ts';
import { createTestApp, TEST_SESSION_SECRET, type TestApp } from '../helpers/test-app.ts';

const PARENT_ADDRESS = '198.51.100.77';
const ADMIN_ADDRESS = '2001:db8::4e';
const STRANGER_ADDRESS = '203.0.113.201';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: '1' } });
});
afterAll(async () => {
  await t.close();
});

const incoming = () => t.logs().filter((line) => line.msg === 'incoming request');

describe('the request log', () => {
  it('holds no raw address and no tag code or bracelet number, on matched and unmatched URLs', async () => {
    const parent = await createUser(t);
    const tag = await createTag(t, { userId: parent.id, childName: 'Ida' });
    const unset = await createTag(t, { userId: null });
    const agent = await agentFor(t, parent);
    agent.headers['x-forwarded-for'] = PARENT_ADDRESS;
    const admin = await adminAgent(t, await createAdmin(t));
    admin.headers['x-forwarded-for'] = ADMIN_ADDRESS;
    const stranger = t.agent();
    stranger.headers['x-forwarded-for'] = STRANGER_ADDRESS;

    const code = tag.uniqueCode;
    expect((await agent.get(tagsApi.listTags.path)).statusCode).toBe(200);
    expect((await agent.get(pathOf(tagsApi.getTag, { tagId: tag.id }))).statusCode).toBe(200);
    expect((await agent.get('/dashboard')).statusCode).toBe(200);
    expect((await admin.get(inventoryApi.listInventory.path)).statusCode).toBe(200);
    for (const url of [
      `/tag/${code}/more`,
      `/tag/${code.toLowerCase()}/`,
      `/api/tag/${code}/nothing`,
      `/${code}`,
      `/${code}/x`,
      `/api/${code}`,
      `/activate-bracelet/${unset.physicalId}`,
      `/activate-bracelet/${tag.physicalId}`,
      `/api/bracelets/${unset.physicalId}`,
      `/tag/${randomCode()}`,
    ]) {
      expect((await stranger.get(url)).statusCode, url).toBeLessThan(500);
    }

    const text = t.logText();
    for (const secret of [
      PARENT_ADDRESS,
      ADMIN_ADDRESS,
      STRANGER_ADDRESS,
      code,
      code.toLowerCase(),
      unset.physicalId!,
      tag.physicalId!,
    ]) {
      expect(text, secret).not.toContain(secret);
    }

    // What a line does say: the route's pattern, or only a known first segment, and the keyed hash.
    const hash = addressHasher(TEST_SESSION_SECRET);
    const lines = incoming();
    expect(lines).toContainEqual(
      expect.objectContaining({
        req: { method: 'GET', path: '/api/tags/:tagId', client: hash(PARENT_ADDRESS) },
      }),
    );
    expect(lines).toContainEqual(
      expect.objectContaining({ req: { method: 'GET', path: '/dashboard', client: hash(PARENT_ADDRESS) } }),
    );
    expect(lines).toContainEqual(
      expect.objectContaining({ req: expect.objectContaining({ client: hash(ADMIN_ADDRESS) }) }),
    );
    const strangerPaths = lines
      .map((line) => line.req as { path: string; client: string })
      .filter((req) => req.client === hash(STRANGER_ADDRESS))
      .map((req) => req.path);
    expect(strangerPaths).toEqual(
      expect.arrayContaining(['/tag/…', '/api/…', '/…', '/activate-bracelet/:physicalId']),
    );
  });
});
