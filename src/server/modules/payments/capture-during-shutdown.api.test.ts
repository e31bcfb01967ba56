// Closing the app (a deploy, SIGTERM) while a capture waits for PayPal and the buyer has already
// closed the tab: the handler still runs to the end, so the money PayPal moved is recorded as a
// completed order before the database is closed.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import { afterEach, expect, it, vi } from 'vitest';
import {
  approvedOrder,
  createCheckoutTestApp,
  orderRow,
  type CheckoutTestApp,
} from './payments.test-support.ts';

let t: CheckoutTestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

it('closing waits for a capture whose buyer hung up, and the order is stored as paid', async () => {
  t = await createCheckoutTestApp();
  const app = t.app;
  const id = await approvedOrder(t);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;

  const release = t.paypal.hold();
  const request = http.request({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: `/api/paypal/order/${id}/capture`,
    headers: { 'content-type': 'application/json', origin: t.config.publicUrl },
  });
  request.on('error', () => undefined);
  request.end('{}');
  await vi.waitFor(() => expect(t!.paypal.callsTo('POST', /\/capture$/)).toHaveLength(1));

  // The buyer's browser goes away, then the app is told to close.
  request.destroy();
  const connections = promisify(app.server.getConnections.bind(app.server));
  await vi.waitFor(async () => expect(await connections()).toBe(0));
  const closing = app.close();

  release();
  await closing;
  const row = await orderRow(t, id);
  expect(row.status).toBe('paid');
  expect(row.paypalCaptureId).toBe(t.paypal.order(id).capture!.id);
  expect(t.logs().filter((line) => Number(line.level) >= 50)).toEqual([]);
});
