// Packing an order (issue 32): the admin types or scans the code of each bracelet going into the box.
// Every bracelet must be in stock; it becomes sold to that order, once and for all (the UPDATE itself
// re-checks "in stock", so two admins packing one bracelet at the same moment sell it once); the
// number packed equals the quantity; all or nothing. Unpacking before shipping, and returning
// bracelets that came back, put them in stock again, unless a parent has activated them meanwhile.
import type { OrderDetail } from '#shared/schemas/order.ts';
import type { MessageKey } from '#shared/i18n/message-key.ts';
import type { Infra } from '../../context.ts';
import type { Transaction } from '../../db/client.ts';
import { AppError, conflict, notFound } from '../../errors.ts';
import { codeForms, compactCode } from './bracelet-codes.ts';
import {
  findBraceletByCode,
  listOrderBracelets,
  lockBracelets,
  packBracelets,
  releaseBracelets,
  type BraceletRow,
} from './order-bracelets.repo.ts';
import { recordOrderEvent } from './order-events.repo.ts';
import type { OrdersService } from './orders.service.ts';
import { lockOrder, markPacked, markUnpacked, type OrderRow } from './orders.repo.ts';

/** Orders whose box went out: what came back from them returns to stock here. */
const RETURNABLE_STATUSES = new Set(['shipped', 'refunded']);

/** A refusal that names the code it is about, in the message and as `code` for the form to place it. */
function codeError(status: number, key: MessageKey, code: string): AppError {
  return new AppError(status, key, { code }, {}, false, { code });
}

type Resolved = { code: string; bracelet: BraceletRow };

export class PackingService {
  constructor(private readonly deps: Pick<Infra, 'db' | 'clock'> & { orders: OrdersService }) {}

  /** paid → packed with exactly `quantity` bracelets from stock. */
  async pack(id: string, codes: string[], actor: string): Promise<OrderDetail> {
    const { db, clock } = this.deps;
    return db.transaction(async (tx) => {
      const order = await this.lockedOrder(tx, id);
      if (order.status !== 'paid') throw conflict('errors.orderNotPackable');
      refuseRepeatedCodes(codes);
      if (codes.length !== order.quantity) {
        throw new AppError(400, 'errors.packCount', {}, {}, false, {
          quantity: order.quantity,
          count: codes.length,
        });
      }
      const resolved = await resolve(tx, codes, (code, bracelet) => {
        if (bracelet.orderId !== null) return codeError(409, 'errors.packCodeSold', code);
        const inStock = !bracelet.userId && !bracelet.deactivatedAt && bracelet.isActive === 'true';
        return inStock ? undefined : codeError(409, 'errors.packCodeNotInStock', code);
      });
      const now = clock.now();
      const ids = resolved.map((r) => r.bracelet.id);
      await lockBracelets(tx, ids);
      const sold = new Set(await packBracelets(tx, id, ids, now));
      // Another order took one between our look-up and our update: nothing of this packing stays.
      const taken = resolved.find((r) => !sold.has(r.bracelet.id));
      if (taken) throw codeError(409, 'errors.packCodeSold', taken.code);
      const packed = await markPacked(tx, id, now);
      if (!packed) throw conflict('errors.orderNotPackable');
      await recordOrderEvent(tx, {
        orderId: id,
        kind: 'packed',
        actor,
        detail: { codes: resolved.map((r) => r.bracelet.uniqueCode) },
        now,
      });
      return this.deps.orders.detailOf(packed, tx);
    });
  }

  /** packed → paid: the box is opened before shipping; its bracelets are in stock again. */
  async unpack(id: string, actor: string): Promise<OrderDetail> {
    const { db, clock } = this.deps;
    return db.transaction(async (tx) => {
      const order = await this.lockedOrder(tx, id);
      if (order.status !== 'packed') throw conflict('errors.orderNotUnpackable');
      const bracelets = await listOrderBracelets(tx, id);
      await lockBracelets(
        tx,
        bracelets.map((b) => b.id),
      );
      const activated = bracelets.find((b) => b.userId !== null);
      if (activated) throw codeError(409, 'errors.braceletActivated', activated.uniqueCode);
      const now = clock.now();
      const codes = await releaseBracelets(tx, id, now);
      const unpacked = await markUnpacked(tx, id, now);
      if (!unpacked) throw conflict('errors.orderNotUnpackable');
      await recordOrderEvent(tx, { orderId: id, kind: 'unpacked', actor, detail: { codes }, now });
      return this.deps.orders.detailOf(unpacked, tx);
    });
  }

  /** Bracelets of a shipped or refunded order that came back, not activated: in stock again. */
  async returnToStock(id: string, codes: string[], actor: string): Promise<OrderDetail> {
    const { db, clock } = this.deps;
    return db.transaction(async (tx) => {
      const order = await this.lockedOrder(tx, id);
      if (!RETURNABLE_STATUSES.has(order.status)) throw conflict('errors.orderNoReturns');
      refuseRepeatedCodes(codes);
      const resolved = await resolve(tx, codes, (code, bracelet) => {
        if (bracelet.orderId !== id) return codeError(409, 'errors.returnCodeNotInOrder', code);
        return bracelet.userId ? codeError(409, 'errors.braceletActivated', code) : undefined;
      });
      const now = clock.now();
      const ids = resolved.map((r) => r.bracelet.id);
      await lockBracelets(tx, ids);
      const released = new Set(await releaseBracelets(tx, id, now, ids));
      // A parent activated one between our look-up and our update.
      const kept = resolved.find((r) => !released.has(r.bracelet.uniqueCode));
      if (kept) throw codeError(409, 'errors.braceletActivated', kept.code);
      await recordOrderEvent(tx, {
        orderId: id,
        kind: 'returned_to_stock',
        actor,
        detail: { codes: resolved.map((r) => r.bracelet.uniqueCode) },
        now,
      });
      return this.deps.orders.detailOf(order, tx);
    });
  }

  /** The order's row, locked until the transaction ends: packing steps on one order wait for each other. */
  private async lockedOrder(tx: Transaction, id: string): Promise<OrderRow> {
    const order = await lockOrder(tx, id);
    if (!order) throw notFound();
    return order;
  }
}

/** The same code twice in the list (as typed, or two forms of one bracelet's code) is refused. */
function refuseRepeatedCodes(codes: string[]): void {
  const seen = new Set<string>();
  for (const code of codes) {
    const key = compactCode(code);
    if (seen.has(key)) throw codeError(400, 'errors.packCodeTwice', code.trim());
    seen.add(key);
  }
}

/**
 * Each code's bracelet, in the order typed; the first code that names none, or that `refusal` refuses,
 * or that names a bracelet an earlier code named (its printed code and its chip number), stops it.
 */
async function resolve(
  tx: Transaction,
  codes: string[],
  refusal: (code: string, bracelet: BraceletRow) => AppError | undefined,
): Promise<Resolved[]> {
  const resolved: Resolved[] = [];
  for (const raw of codes) {
    const code = raw.trim();
    const bracelet = await findBraceletByCode(tx, codeForms(code));
    if (!bracelet) throw codeError(409, 'errors.packCodeUnknown', code);
    const refused = refusal(code, bracelet);
    if (refused) throw refused;
    if (resolved.some((r) => r.bracelet.id === bracelet.id)) {
      throw codeError(400, 'errors.packCodeTwice', code);
    }
    resolved.push({ code, bracelet });
  }
  return resolved;
}
