import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { tags } from '#server/db/schema/index.ts';
import { AppError } from '#server/errors.ts';
import * as tagsApi from '#shared/endpoints/tags.ts';

import { createTag, randomCode } from '#tests/factories/tags.ts';
import { agentFor, createUser } from '#tests/factories/users.ts';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import type * as Codes from './codes.ts';
import { en } from '#tests/helpers/messages.ts';

// Codes the generator hands out first, to force collisions; then real random codes.
const forcedCodes = vi.hoisted(() => [] as string[]);
vi.mock('./codes.ts', async (importOriginal) => {
  const real = await importOriginal<typeof Codes>();
  return { ...real, generateUniqueCode: () => forcedCodes.shift() ?? real.generateUniqueCode() };
});

const CODE = /^[0-9A-HJKMNP-TV-Z]{12}$/;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});
beforeEach(() => {
  forcedCodes.length = 0;
});

const tagCount = async () => (await t.db.select({ n: count() }).from(tags))[0]!.n;

describe('InventoryService.createBatch', () => {
  it('makes {count} unowned bracelets with random codes and 16-character numbers', async () => {
    const created = await t.app.deps.services.inventory.createBatch({ count: 25 });
    expect(created).toHaveLength(25);
    expect(new Set(created.map((tag) => tag.uniqueCode)).size).toBe(25);
    for (const tag of created) {
      expect(tag.uniqueCode).toMatch(CODE);
      expect(tag.physicalId).toMatch(/^[0-9A-HJKMNP-TV-Z]{16}$/);
    }
    const [stored] = await t.db.select().from(tags).where(eq(tags.id, created[0]!.id));
    expect(stored).toMatchObject({ userId: null, childName: null, childAge: null, isActive: 'true' });
  });

  it('makes one bracelet per given number, in the given order, stored without separators', async () => {
    const ids = ['CHIP-B', 'chip-a', '04:A2:1B:C3'];
    const created = await t.app.deps.services.inventory.createBatch({ physicalIds: ids });
    expect(created.map((tag) => tag.physicalId)).toEqual(['CHIPB', 'CHIPA', '04A21BC3']);
  });

  it('refuses a number that already exists with 409 naming it, and writes nothing of the batch', async () => {
    await t.app.deps.services.inventory.createBatch({ physicalIds: ['TAKEN-1'] });
    const before = await tagCount();
    const error = await t.app.deps.services.inventory
      .createBatch({ physicalIds: ['FREE-1', 'TAKEN-1', 'FREE-2'] })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({
      statusCode: 409,
      message: en('errors.physicalIdTaken', { physicalId: 'TAKEN1' }),
    });
    expect(await tagCount()).toBe(before);
  });

  it('retries a code that collides with an existing tag, or with another in the same batch', async () => {
    const existing = await createTag(t);
    const twin = randomCode();
    forcedCodes.push(existing.uniqueCode, twin, twin);
    const created = await t.app.deps.services.inventory.createBatch({
      physicalIds: ['RETRY-1', 'RETRY-2', 'RETRY-3'],
    });
    expect(created.map((tag) => tag.physicalId)).toEqual(['RETRY1', 'RETRY2', 'RETRY3']);
    const codes = created.map((tag) => tag.uniqueCode);
    expect(new Set([...codes, existing.uniqueCode]).size).toBe(4);
    expect(codes).toContain(twin);
    expect(codes).not.toContain(existing.uniqueCode);
  });

  it('two concurrent batches with one number in common: one succeeds whole, the other writes nothing', async () => {
    const before = await tagCount();
    const results = await Promise.allSettled([
      t.app.deps.services.inventory.createBatch({ physicalIds: ['RACE-A1', 'RACE-SHARED', 'RACE-A2'] }),
      t.app.deps.services.inventory.createBatch({ physicalIds: ['RACE-B1', 'RACE-SHARED', 'RACE-B2'] }),
    ]);
    const ok = results.filter((r) => r.status === 'fulfilled');
    const failed = results.filter((r) => r.status === 'rejected');
    expect(ok).toHaveLength(1);
    expect(failed).toHaveLength(1);
    expect((failed[0] as PromiseRejectedResult).reason).toMatchObject({ statusCode: 409 });
    expect(await tagCount()).toBe(before + 3);
  });

  it('many concurrent batches all get distinct codes', async () => {
    const batches = await Promise.all(
      [1, 2, 3, 4].map(() => t.app.deps.services.inventory.createBatch({ count: 50 })),
    );
    const codes = batches.flat().map((tag) => tag.uniqueCode);
    expect(new Set(codes).size).toBe(200);
  });
});

describe('POST /api/tags uses fresh codes too', () => {
  it('retries when the generated code is taken', async () => {
    const existing = await createTag(t);
    forcedCodes.push(existing.uniqueCode);
    const user = await createUser(t);
    const agent = await agentFor(t, user);
    const res = await agent.post(tagsApi.createTag.path, {
      childName: 'Ava',
      childAge: 4,
      fields: [{ title: 'Allergies', content: 'None' }],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().uniqueCode).toMatch(CODE);
    expect(res.json().uniqueCode).not.toBe(existing.uniqueCode);
  });
});

describe('InventoryService.listPage', () => {
  it('pages every tag newest first with its status', async () => {
    const fresh = await createTestApp();
    try {
      const owner = await createUser(fresh);
      const [unowned] = await fresh.app.deps.services.inventory.createBatch({ physicalIds: ['LIST-1'] });
      const activated = await createTag(fresh, { userId: owner.id });
      const named = await createTag(fresh, { userId: owner.id, childName: 'Named' });
      const fieldsOnly = await createTag(fresh, { userId: owner.id, fields: [{ title: 'a', content: 'b' }] });
      // Distinct creation times, oldest first in the order made above.
      const order = [unowned!.id, activated.id, named.id, fieldsOnly.id];
      for (const [i, id] of order.entries()) {
        await fresh.db
          .update(tags)
          .set({ createdAt: new Date(Date.UTC(2030, 0, 1 + i)) })
          .where(eq(tags.id, id));
      }

      const page1 = await fresh.app.deps.services.inventory.listPage({ page: 1, pageSize: 3 });
      expect(page1.total).toBe(4);
      expect(page1).toMatchObject({ page: 1, pageSize: 3 });
      expect(page1.items.map((i) => [i.id, i.status])).toEqual([
        [fieldsOnly.id, 'configured'],
        [named.id, 'configured'],
        [activated.id, 'activated'],
      ]);
      expect(page1.items[0]).toEqual({
        id: fieldsOnly.id,
        uniqueCode: fieldsOnly.uniqueCode,
        physicalId: fieldsOnly.physicalId,
        status: 'configured',
        createdAt: new Date(Date.UTC(2030, 0, 4)).toISOString(),
      });
      const page2 = await fresh.app.deps.services.inventory.listPage({ page: 2, pageSize: 3 });
      expect(page2.items.map((i) => [i.id, i.status])).toEqual([[unowned!.id, 'unowned']]);
    } finally {
      await fresh.close();
    }
  });
});
