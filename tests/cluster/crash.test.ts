// kill -9 of an instance in the middle of a tag update and of a PayPal capture: the database is left in
// the state before or the state after, never in between, and the restarted instance serves correctly.
//
// How the kill lands inside the transaction, deterministically: the test holds a row lock on a second
// connection (SELECT … FOR UPDATE) that the instance's transaction needs next, waits until
// pg_stat_activity shows the instance's backend waiting on that lock (for the fields lock: with its
// child-data UPDATE already written, i.e. a transaction id assigned), then sends SIGKILL. The orphaned
// backend cannot commit (the COMMIT would have come from the dead process); once the test releases its
// lock the backend finds its client gone and rolls back. For the capture, the PayPal stand-in either
// holds its answer (`hang`: the kill lands while PayPal is being called) or answers while the test holds
// the order row (the kill lands after PayPal took the money, while the one-statement pending → paid
// UPDATE waits: that statement then commits on its own, whole). Each case runs more than once.
import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '#server/lib/password.ts';
import { orderNumberOf } from '#shared/schemas/order.ts';
import { SmtpReceiver } from '../helpers/smtp-receiver.ts';
import { DEFAULT_BUYER, startPayPalStandIn, type PayPalStandIn } from '../paypal-stand-in/paypal-stand-in.ts';
import {
  connect,
  createEmptyDatabase,
  HttpClient,
  killHard,
  makeDataDir,
  startInstance,
  stopGracefully,
  waitFor,
  type ClusterDatabase,
  type Instance,
} from './cluster-support.ts';

const PASSWORD = 'correct-horse-battery';

type TagConfig = { childName: string; childAge: number; fields: Array<{ title: string; content: string }> };

/** Ten fields, every value naming its version: a mix of two versions cannot go unnoticed. */
const configVersion = (n: number): TagConfig => ({
  childName: `Child v${n}`,
  childAge: 1 + (n % 18),
  fields: Array.from({ length: 10 }, (_, i) => ({
    title: `v${n} title ${i + 1}`,
    content: `v${n} content ${i + 1}`,
  })),
});

type BlockedBackend = { pid: number; backend_xid: string | null; query: string };

describe('kill -9 in the middle of a write (PostgreSQL)', () => {
  let database: ClusterDatabase;
  let data: { dir: string; remove(): Promise<void> };
  let smtp: SmtpReceiver;
  let paypal: PayPalStandIn;
  let sql: pg.Client;
  let env: Record<string, string>;
  let instance: Instance;
  const parent = new HttpClient();
  let tagId: string;
  let uniqueCode: string;

  beforeAll(async () => {
    database = await createEmptyDatabase('safekid_crash');
    data = await makeDataDir('safekid-crash');
    smtp = await new SmtpReceiver().start();
    paypal = await startPayPalStandIn();
    env = {
      DATABASE_URL: database.url,
      DATA_DIR: data.dir,
      CLIENT_DIST_DIR: `${data.dir}/no-client-build`,
      SMTP_URL: smtp.url,
      LOG_LEVEL: 'info',
      ...paypal.env(),
    };
    instance = await startInstance(env);
    sql = await connect(database.url);

    const email = `crash-${randomBytes(4).toString('hex')}@example.test`;
    await sql.query(
      `insert into users (email, password, first_name, is_email_verified) values ($1, $2, 'Cra', true)`,
      [email, await hashPassword(PASSWORD)],
    );
    expect((await parent.post(instance.url, '/api/auth/login', { email, password: PASSWORD })).status).toBe(
      200,
    );
    const created = await parent.post(instance.url, '/api/tags', configVersion(0));
    expect(created.status).toBe(201);
    ({ id: tagId, uniqueCode } = created.json<{ id: string; uniqueCode: string }>());
  });

  afterAll(async () => {
    await sql?.end();
    if (instance) await stopGracefully(instance);
    await paypal?.stop();
    await smtp?.stop();
    await database?.drop();
    await data?.remove();
  });

  /** The tag as stored: child data and fields in order. */
  async function storedTag(): Promise<TagConfig> {
    const tag = await sql.query('select child_name, child_age from tags where id = $1', [tagId]);
    const fields = await sql.query(
      'select title, content from emergency_fields where tag_id = $1 order by field_order',
      [tagId],
    );
    return {
      childName: tag.rows[0].child_name as string,
      childAge: tag.rows[0].child_age as number,
      fields: fields.rows as TagConfig['fields'],
    };
  }

  /** Holds `lockSql` (a SELECT … FOR UPDATE) in an open transaction on its own connection. */
  async function holdLock(lockSql: string, params: unknown[]): Promise<{ release(): Promise<void> }> {
    const holder = await connect(database.url);
    await holder.query('begin');
    const locked = await holder.query(lockSql, params);
    expect(locked.rowCount).toBeGreaterThan(0);
    return {
      async release() {
        await holder.query('rollback');
        await holder.end();
      },
    };
  }

  /** The instance's backend waiting on the test's lock, inside its transaction. */
  function blockedBackend(queryPattern: string): Promise<BlockedBackend> {
    return waitFor(`a backend blocked in "${queryPattern}"`, async () => {
      const res = await sql.query<BlockedBackend>(
        `select pid, backend_xid::text as backend_xid, query from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid()
            and wait_event_type = 'Lock' and query ilike $1`,
        [`%${queryPattern}%`],
      );
      return res.rows[0];
    });
  }

  /** After kill -9 the backend ends once it notices its client is gone (after the lock is released). */
  async function backendGone(pid: number): Promise<void> {
    await waitFor(`backend ${pid} to end`, async () => {
      const res = await sql.query('select 1 from pg_stat_activity where pid = $1', [pid]);
      return res.rowCount === 0;
    });
  }

  async function restart(): Promise<void> {
    instance = await startInstance(env);
  }

  it('a tag update (child data + 10 fields) killed mid-transaction leaves the old version whole; restarted, it serves and saves', async () => {
    const rounds = [
      // Blocked at DELETE of the fields, with the child data already written (uncommitted).
      {
        lock: 'select id from emergency_fields where tag_id = $1 for update',
        waitsIn: 'delete from "emergency_fields"',
        wrote: true,
      },
      // Blocked at the first statement, the UPDATE of the tag row.
      { lock: 'select id from tags where id = $1 for update', waitsIn: 'update "tags"', wrote: false },
      {
        lock: 'select id from emergency_fields where tag_id = $1 for update',
        waitsIn: 'delete from "emergency_fields"',
        wrote: true,
      },
    ];
    let version = 0;
    for (const round of rounds) {
      const before = configVersion(version);
      const after = configVersion(version + 1);
      expect(await storedTag()).toEqual(before);

      const lock = await holdLock(round.lock, [tagId]);
      const inFlight = parent.put(instance.url, `/api/tags/${tagId}/config`, after).then(
        (res) => res.status,
        () => 'connection lost' as const,
      );
      const backend = await blockedBackend(round.waitsIn);
      // The tag row's xmax names the transaction that updated (or locked) it: with the fields lock it is
      // the instance's own, so the kill lands after a partial, uncommitted write.
      const tagRow = await sql.query('select xmax::text as xmax from tags where id = $1', [tagId]);
      expect(tagRow.rows[0].xmax === backend.backend_xid).toBe(round.wrote);
      await killHard(instance);
      expect(await inFlight).toBe('connection lost');
      await lock.release();
      await backendGone(backend.pid);

      expect(await storedTag()).toEqual(before);

      await restart();
      const read = await parent.get(instance.url, `/api/tags/${tagId}`);
      expect(read.status).toBe(200);
      expect(read.json()).toMatchObject(before);
      const saved = await parent.put(instance.url, `/api/tags/${tagId}/config`, after);
      expect(saved.status).toBe(200);
      expect(await storedTag()).toEqual(after);
      const page = await new HttpClient().get(instance.url, `/api/tag/${uniqueCode}`);
      expect(page.json()).toMatchObject({ childName: after.childName, fields: after.fields });
      version++;
    }

    // Killed right after the answer: the saved version is kept.
    const saved = await parent.put(instance.url, `/api/tags/${tagId}/config`, configVersion(version + 1));
    expect(saved.status).toBe(200);
    await killHard(instance);
    expect(await storedTag()).toEqual(configVersion(version + 1));
    await restart();
    expect((await parent.get(instance.url, `/api/tags/${tagId}`)).json()).toMatchObject(
      configVersion(version + 1),
    );
  });

  it('a move to a new bracelet killed mid-transaction leaves the profile on the old one; restarted, the move goes through whole (issue 17)', async () => {
    const before = await storedTag();
    const newCode = `MOVE${randomBytes(4).toString('hex').toUpperCase()}`;
    await sql.query(`insert into tags (unique_code, is_active) values ($1, 'true')`, [newCode]);
    const stock = async () =>
      (
        await sql.query(
          `select user_id, child_name, is_active, deactivated_at, (select count(*)::int from emergency_fields f where f.tag_id = t.id) as fields
             from tags t where unique_code = $1`,
          [newCode],
        )
      ).rows[0];
    expect(await stock()).toEqual({
      user_id: null,
      child_name: null,
      is_active: 'true',
      deactivated_at: null,
      fields: 0,
    });

    // Blocked moving the fields, with the new bracelet already claimed (uncommitted).
    const lock = await holdLock('select id from emergency_fields where tag_id = $1 for update', [tagId]);
    const inFlight = parent.post(instance.url, `/api/tags/${tagId}/move`, { uniqueCode: newCode }).then(
      (res) => res.status,
      () => 'connection lost' as const,
    );
    const backend = await blockedBackend('update "emergency_fields"');
    await killHard(instance);
    expect(await inFlight).toBe('connection lost');
    await lock.release();
    await backendGone(backend.pid);

    // Before: the old tag whole and active, the new bracelet still in stock.
    expect(await storedTag()).toEqual(before);
    const old = await sql.query('select is_active, deactivated_at from tags where id = $1', [tagId]);
    expect(old.rows[0]).toEqual({ is_active: 'true', deactivated_at: null });
    expect(await stock()).toEqual({
      user_id: null,
      child_name: null,
      is_active: 'true',
      deactivated_at: null,
      fields: 0,
    });

    await restart();
    const moved = await parent.post(instance.url, `/api/tags/${tagId}/move`, { uniqueCode: newCode });
    expect(moved.status).toBe(200);
    expect(moved.json()).toMatchObject({ uniqueCode: newCode, ...before });
    expect((await new HttpClient().get(instance.url, `/api/tag/${uniqueCode}`)).status).toBe(410);
    const page = await new HttpClient().get(instance.url, `/api/tag/${newCode}`);
    expect(page.json()).toMatchObject({ childName: before.childName });
  });

  /** A pending order the buyer approved on PayPal. */
  async function approvedOrder(): Promise<{ paypalOrderId: string; orderNumber: string }> {
    const res = await new HttpClient().post(instance.url, '/api/paypal/order', { intent: 'CAPTURE' });
    expect(res.status).toBe(201);
    const paypalOrderId = res.json<{ id: string }>().id;
    paypal.approve(paypalOrderId);
    const row = await sql.query('select id from orders where paypal_order_id = $1', [paypalOrderId]);
    return { paypalOrderId, orderNumber: orderNumberOf(row.rows[0].id as string) };
  }

  async function storedOrder(paypalOrderId: string) {
    const res = await sql.query(
      `select status, customer_email, customer_name, shipping_address, paypal_capture_id
         from orders where paypal_order_id = $1`,
      [paypalOrderId],
    );
    return res.rows[0] as Record<string, string | null>;
  }

  const PENDING_ROW = {
    status: 'pending',
    customer_email: null,
    customer_name: null,
    shipping_address: null,
    paypal_capture_id: null,
  };

  const completedRow = (paypalOrderId: string) => ({
    status: 'paid',
    customer_email: DEFAULT_BUYER.email,
    customer_name: DEFAULT_BUYER.shipping.fullName,
    shipping_address: expect.stringContaining(DEFAULT_BUYER.shipping.addressLine1),
    paypal_capture_id: paypal.order(paypalOrderId).capture?.id,
  });

  const capturePath = (id: string) => `/api/paypal/order/${id}/capture`;
  const captureCalls = (id: string) =>
    paypal.callsTo('POST', new RegExp(`^/v2/checkout/orders/${id}/capture$`));

  /** The restarted instance captures: one charge in all, the order completed, the buyer mailed. */
  async function captureAfterRestart(order: { paypalOrderId: string; orderNumber: string }): Promise<void> {
    await restart();
    const res = await new HttpClient().post(instance.url, capturePath(order.paypalOrderId));
    expect(res.status).toBe(200);
    expect(res.json()).toEqual({
      id: order.paypalOrderId,
      status: 'COMPLETED',
      orderNumber: order.orderNumber,
    });
    expect(await storedOrder(order.paypalOrderId)).toEqual(completedRow(order.paypalOrderId));
    await smtp.waitFor(DEFAULT_BUYER.email, (mail) => mail.text.includes(order.orderNumber));
    // Every attempt for this order carried the same PayPal-Request-Id: PayPal charged once.
    const ids = new Set(captureCalls(order.paypalOrderId).map((call) => call.requestId));
    expect(ids.size).toBe(1);
  }

  it('a capture killed while PayPal is being called leaves the order pending; the restarted instance captures it once', async () => {
    for (let round = 0; round < 2; round++) {
      const order = await approvedOrder();
      const charged = paypal.captureCount;
      paypal.hang = true;
      const inFlight = new HttpClient().post(instance.url, capturePath(order.paypalOrderId)).then(
        (res) => res.status,
        () => 'connection lost' as const,
      );
      await waitFor('the capture call to reach PayPal', () => captureCalls(order.paypalOrderId).length > 0);
      await killHard(instance);
      paypal.hang = false;
      expect(await inFlight).toBe('connection lost');

      expect(await storedOrder(order.paypalOrderId)).toEqual(PENDING_ROW);
      expect(paypal.captureCount).toBe(charged);

      await captureAfterRestart(order);
      expect(paypal.captureCount).toBe(charged + 1);
    }
  });

  it('a capture killed after PayPal took the money, while its order UPDATE waits, ends completed (one statement commits whole); no second charge on restart', async () => {
    for (let round = 0; round < 2; round++) {
      const order = await approvedOrder();
      const charged = paypal.captureCount;
      const lock = await holdLock('select id from orders where paypal_order_id = $1 for update', [
        order.paypalOrderId,
      ]);
      const inFlight = new HttpClient().post(instance.url, capturePath(order.paypalOrderId)).then(
        (res) => res.status,
        () => 'connection lost' as const,
      );
      const backend = await blockedBackend('update "orders"');
      expect(paypal.order(order.paypalOrderId).status).toBe('COMPLETED');
      expect(paypal.captureCount).toBe(charged + 1);
      await killHard(instance);
      expect(await inFlight).toBe('connection lost');
      await lock.release();
      await backendGone(backend.pid);

      // pending → paid is one autocommitted UPDATE: once the lock is released the orphaned
      // backend runs it and it commits whole, with every payer detail (never status without them).
      const stored = await storedOrder(order.paypalOrderId);
      expect(stored).toEqual({ ...completedRow(order.paypalOrderId), paypal_capture_id: expect.any(String) });
      expect(stored.paypal_capture_id).toBe(paypal.order(order.paypalOrderId).capture!.id);
      // The process died before mailing: the order stays unconfirmed until the retry job (decision
      // 011) mails it, a minute after its capture at the earliest.
      const flag = await sql.query('select confirmation_sent_at from orders where paypal_order_id = $1', [
        order.paypalOrderId,
      ]);
      expect(flag.rows).toEqual([{ confirmation_sent_at: null }]);

      // The restarted instance answers from the stored row, without calling PayPal again.
      await restart();
      const res = await new HttpClient().post(instance.url, capturePath(order.paypalOrderId));
      expect(res.status).toBe(200);
      expect(res.json()).toEqual({
        id: order.paypalOrderId,
        status: 'COMPLETED',
        orderNumber: order.orderNumber,
      });
      expect(paypal.captureCount).toBe(charged + 1);
      expect(captureCalls(order.paypalOrderId)).toHaveLength(1);
    }
  });

  it('a capture killed right after its answer stays completed; the restarted instance answers the same', async () => {
    const order = await approvedOrder();
    const res = await new HttpClient().post(instance.url, capturePath(order.paypalOrderId));
    expect(res.status).toBe(200);
    await killHard(instance);
    expect(await storedOrder(order.paypalOrderId)).toMatchObject({ status: 'paid' });
    await restart();
    const again = await new HttpClient().post(instance.url, capturePath(order.paypalOrderId));
    expect(again.status).toBe(200);
    expect(again.json()).toEqual(res.json());
    expect(captureCalls(order.paypalOrderId)).toHaveLength(1);
  });
});
