// The buyer's own view of an order (issue 32) on a 390 px phone: an Italian buyer opens the link from
// their mail and reads where the parcel is (a changed link says whom to write to); a German parent finds
// the order on their account and activates its bracelets from the dashboard without typing a code.
import { randomBytes } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { orders, tags } from '#server/db/schema/index.ts';
import { buyerOrderPath } from '#server/modules/orders/order-link.ts';
import { orderNumberOf } from '#shared/schemas/order.ts';
import { routes } from '#shared/paths.ts';
import { translate } from '../helpers/messages.ts';
import { createVerifiedParent, signInAs } from './accounts.ts';
import { test, expect, waitForHydration, type E2EServer } from './fixtures.ts';
import { pageChecker } from './language-check.ts';

test.use({ viewport: { width: 390, height: 844 } });

/** A paid order of `quantity` bracelets at 14.50 with 4.90 shipping, as checkout stores it. */
async function paidOrder(server: E2EServer, values: Partial<typeof orders.$inferInsert>) {
  const quantity = values.quantity ?? 1;
  const [row] = await server.db
    .insert(orders)
    .values({
      paypalOrderId: `E2EBUYER${randomBytes(5).toString('hex').toUpperCase()}`,
      unitAmount: '14.50',
      shippingAmount: '4.90',
      amount: (14.5 * quantity + 4.9).toFixed(2),
      currency: 'EUR',
      status: 'paid',
      customerName: 'Giulia Rossi',
      customerEmail: `buyer-${randomBytes(4).toString('hex')}@example.test`,
      ...values,
    })
    .returning();
  return row!;
}

test.describe('in Italian', () => {
  test.use({ locale: 'it-IT' });

  test("the buyer's link shows the order and its parcel; a changed link says whom to write to", async ({
    page,
    server,
  }, testInfo) => {
    const it = translate('it');
    const check = pageChecker(page, 'it', testInfo);
    const order = await paidOrder(server, {
      quantity: 2,
      language: 'it',
      status: 'shipped',
      carrier: 'IT_POSTE_ITALIA',
      trackingNumber: 'RR123456789IT',
      shippedAt: new Date(),
    });
    const orderNumber = orderNumberOf(order.id);
    const path = buyerOrderPath(server.config.sessionSecret, order.id);

    await page.goto(path);
    await waitForHydration(page);
    await expect(
      page.getByRole('heading', { level: 1, name: it('orders.myOrder.title', { orderNumber }) }),
    ).toBeVisible();
    await expect(page.getByText(it('orders.myOrder.statusHelp.shipped'))).toBeVisible();
    await expect(page.getByTestId('buyer-order')).toContainText('33,90');
    await expect(page.getByTestId('buyer-order')).toContainText('RR123456789IT');
    await expect(page.getByRole('link', { name: it('orders.myOrder.track') })).toHaveAttribute(
      'href',
      /RR123456789IT/,
    );
    await expect(page.getByRole('link', { name: it('orders.myOrder.receipt') })).toBeVisible();
    const { scrollWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
    }));
    expect(scrollWidth).toBeLessThanOrEqual(390);
    await check('order-page');

    await page.goto(`${path.slice(0, -1)}${path.endsWith('A') ? 'B' : 'A'}`);
    await expect(page.getByRole('alert')).toContainText(
      it('orders.myOrder.notFound', { email: server.config.supportEmail }),
    );
    await check('changed-link');
  });
});

test.describe('in German', () => {
  test.use({ locale: 'de-DE' });

  test('a parent finds the order on their account and activates its bracelets from the dashboard', async ({
    page,
    context,
    server,
  }, testInfo) => {
    const de = translate('de');
    const check = pageChecker(page, 'de', testInfo);
    const parent = await createVerifiedParent(server);
    const order = await paidOrder(server, {
      quantity: 2,
      language: 'de',
      status: 'packed',
      customerEmail: parent.email.toUpperCase(),
    });
    const orderNumber = orderNumberOf(order.id);
    const box = await server.app.deps.services.inventory.createBatch({ count: 2 });
    const codes = box.map((tag) => tag.uniqueCode);
    await server.db
      .update(tags)
      .set({ orderId: order.id, packedAt: new Date() })
      .where(inArray(tags.uniqueCode, codes));
    await signInAs(server, context, parent);

    await page.goto(routes.dashboard);
    await waitForHydration(page);
    const ready = page.getByRole('region', { name: de('orders.myOrder.readyHeading') });
    await expect(ready).toContainText(de('orders.myOrder.readyIntro', { orderNumber }));
    await check('dashboard-ready');
    await ready.getByRole('button', { name: de('orders.myOrder.activate', { code: codes[0]! }) }).click();
    await expect(page).toHaveURL(/\/configure\//);
    const [first] = await server.db.select().from(tags).where(eq(tags.uniqueCode, codes[0]!));
    expect(first!.userId).toBe(parent.id);

    await page.goto(routes.account);
    const mine = page.getByRole('region', { name: de('orders.myOrder.accountHeading') });
    await expect(
      mine.getByRole('heading', { name: de('orders.myOrder.title', { orderNumber }) }),
    ).toBeVisible();
    await expect(mine).toContainText(de('orders.myOrder.statusHelp.packed'));
    await check('account-orders');

    await page.goto(routes.dashboard);
    await expect(
      page
        .getByRole('region', { name: de('orders.myOrder.readyHeading') })
        .getByRole('button', { name: de('orders.myOrder.activate', { code: codes[1]! }) }),
    ).toBeVisible();
    await expect(
      page.getByRole('button', { name: de('orders.myOrder.activate', { code: codes[0]! }) }),
    ).toHaveCount(0);
  });
});
