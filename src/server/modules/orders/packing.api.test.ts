// Packing an order by its bracelets' codes (issue 32): only bracelets in stock, each sold once, exactly
// the quantity, all or nothing; unpacking before shipping and returning bracelets that came back.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tags } from '#server/db/schema/index.ts';
import { createTag } from '#tests/factories/tags.ts';
import { adminAgent, createAdmin, createUser } from '#tests/factories/users.ts';
import { en } from '#tests/helpers/messages.ts';
import type { TestAgent } from '#tests/helpers/test-agent.ts';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import { packBracelets } from './order-bracelets.repo.ts';
import {
  braceletState,
  detailOf,
  historyOf,
  insertOrder,
  orderOf,
  packedFor,
  stock,
} from './orders.test-support.ts';

const packPath = (id: string) => `/api/admin/orders/${id}/pack`;

describe('packing an order', () => {
  let t: TestApp;
  let admin: TestAgent;
  let other: TestAgent;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminAgent(t, await createAdmin(t, { username: 'packer' }));
    other = await adminAgent(t, await createAdmin(t, { username: 'second-packer' }));
  });
  afterAll(async () => {
    await t.close();
  });

  it('packs a paid order with its printed codes: sold to it, paid → packed, the history names the admin', async () => {
    const order = await insertOrder(t, { quantity: 2, amount: '59.98' });
    const [a, b] = await stock(t, 2);
    // As typed at the packing table: lower case, spaces and dashes.
    const typed = `${a!.uniqueCode.slice(0, 4).toLowerCase()} ${a!.uniqueCode.slice(4, 8)}-${a!.uniqueCode.slice(8)}`;
    const res = await admin.post(packPath(order.id), { codes: [typed, b!.uniqueCode] });
    expect(res.statusCode, res.body).toBe(200);
    const detail = res.json();
    expect(detail.order).toMatchObject({ status: 'packed', packedAt: t.clock.now().toISOString() });
    expect(detail.bracelets.map((x: { uniqueCode: string }) => x.uniqueCode).sort()).toEqual(
      [a!.uniqueCode, b!.uniqueCode].sort(),
    );
    expect(detail.bracelets.every((x: { activated: boolean }) => !x.activated)).toBe(true);
    for (const tag of [a!, b!]) expect((await braceletState(t, tag.id)).orderId).toBe(order.id);
    expect(detail.events.at(-1)).toMatchObject({
      kind: 'packed',
      actor: 'packer',
      detail: { codes: [a!.uniqueCode, b!.uniqueCode] },
    });
  });

  it("reads a chip number with any separators and case, and a printed code's O as 0 and L as 1", async () => {
    const chip = await createTag(t, { physicalId: '04A23B4C5D6E80' });
    const printed = await createTag(t, { uniqueCode: '4B0D1E2F3G5H' });
    const order = await insertOrder(t, { quantity: 2 });
    const res = await admin.post(packPath(order.id), { codes: ['04:a2:3b-4c 5d6e80', ' 4bod-le2f 3g5h '] });
    expect(res.statusCode, res.body).toBe(200);
    expect((await braceletState(t, chip.id)).orderId).toBe(order.id);
    expect((await braceletState(t, printed.id)).orderId).toBe(order.id);
  });

  it('refuses a code that names no bracelet, naming it, and packs nothing', async () => {
    const order = await insertOrder(t, { quantity: 2 });
    const [good] = await stock(t, 1);
    const res = await admin.post(packPath(order.id), { codes: [good!.uniqueCode, ' NOPE2345NOPE '] });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: en('errors.packCodeUnknown', { code: 'NOPE2345NOPE' }),
      code: 'NOPE2345NOPE',
    });
    expect((await orderOf(t, order.id)).status).toBe('paid');
    expect((await braceletState(t, good!.id)).orderId).toBeNull();
    expect(await historyOf(admin, order.id)).not.toContain('packed');
  });

  it('refuses a bracelet sold to another order: it is never sold twice', async () => {
    const [first, second] = [await insertOrder(t), await insertOrder(t)];
    const [tag] = await stock(t, 1);
    expect((await admin.post(packPath(first.id), { codes: [tag!.uniqueCode] })).statusCode).toBe(200);
    const res = await admin.post(packPath(second.id), { codes: [tag!.physicalId!] });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: en('errors.packCodeSold', { code: tag!.physicalId! }),
      code: tag!.physicalId!,
    });
    expect((await braceletState(t, tag!.id)).orderId).toBe(first.id);
    expect((await orderOf(t, second.id)).status).toBe('paid');
  });

  it('refuses a bracelet a parent has activated, and a retired one', async () => {
    const parent = await createUser(t);
    const owned = await createTag(t, { userId: parent.id });
    const retired = await createTag(t, { isActive: 'false' });
    await t.db.update(tags).set({ deactivatedAt: t.clock.now() }).where(eq(tags.id, retired.id));
    for (const tag of [owned, retired]) {
      const order = await insertOrder(t);
      const res = await admin.post(packPath(order.id), { codes: [tag.uniqueCode] });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(en('errors.packCodeNotInStock', { code: tag.uniqueCode }));
      expect((await braceletState(t, tag.id)).orderId).toBeNull();
    }
  });

  it("refuses the same code twice, also as one bracelet's printed code and chip number", async () => {
    const order = await insertOrder(t, { quantity: 2 });
    const [tag] = await stock(t, 1);
    const twice = await admin.post(packPath(order.id), {
      codes: [tag!.uniqueCode, tag!.uniqueCode.toLowerCase()],
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toBe(en('errors.packCodeTwice', { code: tag!.uniqueCode.toLowerCase() }));
    const forms = await admin.post(packPath(order.id), { codes: [tag!.uniqueCode, tag!.physicalId!] });
    expect(forms.statusCode).toBe(400);
    expect(forms.json()).toMatchObject({
      message: en('errors.packCodeTwice', { code: tag!.physicalId! }),
      code: tag!.physicalId!,
    });
    // Before any look-up: a code typed twice is named as such even when it names no bracelet.
    const unknown = await admin.post(packPath(order.id), { codes: ['NOPE2345NOPE', 'nope-2345-nope'] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(en('errors.packCodeTwice', { code: 'nope-2345-nope' }));
    expect((await braceletState(t, tag!.id)).orderId).toBeNull();
  });

  it('refuses fewer or more codes than the quantity', async () => {
    const order = await insertOrder(t, { quantity: 2 });
    const three = await stock(t, 3);
    for (const codes of [[three[0]!.uniqueCode], three.map((x) => x.uniqueCode)]) {
      const res = await admin.post(packPath(order.id), { codes });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(en('errors.packCount', { quantity: 2, count: codes.length }));
    }
    for (const tag of three) expect((await braceletState(t, tag.id)).orderId).toBeNull();
    expect((await orderOf(t, order.id)).status).toBe('paid');
  });

  it('packs only a paid order; an unknown order answers 404', async () => {
    const [tag] = await stock(t, 1);
    for (const status of ['pending', 'packed', 'shipped', 'cancelled', 'refunded'] as const) {
      const order = await insertOrder(t, { status });
      const res = await admin.post(packPath(order.id), { codes: [tag!.uniqueCode] });
      expect(res.statusCode, status).toBe(409);
      expect(res.json()).toEqual({ message: en('errors.orderNotPackable') });
    }
    const unknown = await admin.post(packPath('44444444-4444-4444-8444-444444444444'), {
      codes: [tag!.uniqueCode],
    });
    expect(unknown.statusCode).toBe(404);
    expect((await braceletState(t, tag!.id)).orderId).toBeNull();
  });

  it('two admins packing the same bracelet at the same moment sell it once', async () => {
    for (let round = 0; round < 3; round++) {
      const [first, second] = [await insertOrder(t), await insertOrder(t)];
      const [tag] = await stock(t, 1);
      const answers = await Promise.all([
        admin.post(packPath(first.id), { codes: [tag!.uniqueCode] }),
        other.post(packPath(second.id), { codes: [tag!.uniqueCode] }),
      ]);
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const winner = answers[0]!.statusCode === 200 ? first : second;
      const loser = winner === first ? second : first;
      expect((await braceletState(t, tag!.id)).orderId).toBe(winner.id);
      expect((await orderOf(t, winner.id)).status).toBe('packed');
      expect((await orderOf(t, loser.id)).status).toBe('paid');
      expect((await detailOf(admin, loser.id)).bracelets).toEqual([]);
    }
  });

  it('the packing UPDATE itself re-checks stock: a bracelet another order holds is left alone', async () => {
    const [holder, late] = [await insertOrder(t), await insertOrder(t)];
    const [tag] = await stock(t, 1);
    expect(await packBracelets(t.db, holder.id, [tag!.id], t.clock.now())).toEqual([tag!.id]);
    expect(await packBracelets(t.db, late.id, [tag!.id], t.clock.now())).toEqual([]);
    expect((await braceletState(t, tag!.id)).orderId).toBe(holder.id);
  });
});

describe('unpacking and returning bracelets to stock', () => {
  let t: TestApp;
  let admin: TestAgent;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminAgent(t, await createAdmin(t, { username: 'stockkeeper' }));
  });
  afterAll(async () => {
    await t.close();
  });

  it('unpacks a packed order: packed → paid, its bracelets in stock again and packable elsewhere', async () => {
    const order = await insertOrder(t, { quantity: 2 });
    const bracelets = await stock(t, 2);
    expect(
      (await admin.post(packPath(order.id), { codes: bracelets.map((b) => b.uniqueCode) })).statusCode,
    ).toBe(200);
    t.clock.advance(60_000);
    const res = await admin.post(`/api/admin/orders/${order.id}/unpack`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ order: { status: 'paid', packedAt: null }, bracelets: [] });
    expect(res.json().events.at(-1)).toMatchObject({ kind: 'unpacked', actor: 'stockkeeper' });
    for (const b of bracelets)
      expect(await braceletState(t, b.id)).toEqual({ orderId: null, userId: null, packedAt: null });
    const another = await insertOrder(t);
    expect((await admin.post(packPath(another.id), { codes: [bracelets[0]!.uniqueCode] })).statusCode).toBe(
      200,
    );
  });

  it('unpacks only a packed order, and never a bracelet a parent has activated meanwhile', async () => {
    const paid = await insertOrder(t);
    const notPacked = await admin.post(`/api/admin/orders/${paid.id}/unpack`);
    expect(notPacked.statusCode).toBe(409);
    expect(notPacked.json()).toEqual({ message: en('errors.orderNotUnpackable') });

    const order = await insertOrder(t, { status: 'packed', quantity: 2 });
    const kept = await packedFor(t, order.id);
    const activated = await packedFor(t, order.id);
    const parent = await createUser(t);
    await t.db.update(tags).set({ userId: parent.id }).where(eq(tags.id, activated.id));
    const res = await admin.post(`/api/admin/orders/${order.id}/unpack`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: en('errors.braceletActivated', { code: activated.uniqueCode }),
      code: activated.uniqueCode,
    });
    expect((await braceletState(t, kept.id)).orderId).toBe(order.id);
    expect((await orderOf(t, order.id)).status).toBe('packed');
  });

  it('returns bracelets that came back from a shipped order to stock; the order keeps its status', async () => {
    const order = await insertOrder(t, { status: 'shipped', quantity: 2 });
    const back = await packedFor(t, order.id);
    const kept = await packedFor(t, order.id);
    const res = await admin.post(`/api/admin/orders/${order.id}/return-to-stock`, {
      codes: [back.physicalId!.toLowerCase()],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().order.status).toBe('shipped');
    expect(res.json().bracelets.map((b: { id: string }) => b.id)).toEqual([kept.id]);
    expect(res.json().events.at(-1)).toMatchObject({
      kind: 'returned_to_stock',
      actor: 'stockkeeper',
      detail: { codes: [back.uniqueCode] },
    });
    expect(await braceletState(t, back.id)).toEqual({ orderId: null, userId: null, packedAt: null });
    const next = await insertOrder(t);
    expect((await admin.post(packPath(next.id), { codes: [back.uniqueCode] })).statusCode).toBe(200);
  });

  it("refuses to return another order's bracelet, an activated one, or from an order that has not shipped", async () => {
    const order = await insertOrder(t, { status: 'refunded', quantity: 2 });
    const mine = await packedFor(t, order.id);
    const activated = await packedFor(t, order.id);
    await t.db
      .update(tags)
      .set({ userId: (await createUser(t)).id })
      .where(eq(tags.id, activated.id));
    const elsewhere = await packedFor(t, (await insertOrder(t, { status: 'shipped' })).id);
    const path = `/api/admin/orders/${order.id}/return-to-stock`;

    const foreign = await admin.post(path, { codes: [mine.uniqueCode, elsewhere.uniqueCode] });
    expect(foreign.statusCode).toBe(409);
    expect(foreign.json().message).toBe(en('errors.returnCodeNotInOrder', { code: elsewhere.uniqueCode }));
    const owned = await admin.post(path, { codes: [activated.uniqueCode] });
    expect(owned.statusCode).toBe(409);
    expect(owned.json().message).toBe(en('errors.braceletActivated', { code: activated.uniqueCode }));
    // All or nothing: the good code of the refused list is still packed.
    expect((await braceletState(t, mine.id)).orderId).toBe(order.id);

    const packed = await insertOrder(t, { status: 'packed' });
    const inBox = await packedFor(t, packed.id);
    const early = await admin.post(`/api/admin/orders/${packed.id}/return-to-stock`, {
      codes: [inBox.uniqueCode],
    });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({ message: en('errors.orderNoReturns') });
  });
});
