// The admin's orders (issue 32) in Chromium, on a 390 px phone and at 1280 px: the Orders tab's status
// filter (its label and the subtitle say what it shows), the list that fits its card or becomes cards,
// and one order's page through its life against the PayPal stand-in: packing by typed and scanned
// codes (a refused code shown at that code), shipping after a confirmation (the tracking reaches
// PayPal and the buyer's mail), a partial refund then the rest, and the history newest first.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { orders } from '#server/db/schema/index.ts';
import { routes } from '#shared/paths.ts';
import { orderNumberOf } from '#shared/schemas/order.ts';
import { en } from '../helpers/messages.ts';
import { DEFAULT_BUYER, type PayPalStandIn } from '../paypal-stand-in/paypal-stand-in.ts';
import { signInAsNewAdmin } from './accounts.ts';
import { dashboardTab } from './admin-dashboard.ts';
import { expect, type E2EServer, type Page } from './fixtures.ts';
import { test } from './paypal-checkout.ts';

/**
 * An order paid through checkout at the stand-in (PayPal holds its capture), made a box of three
 * bracelets at 9.99 with 2.02 shipping: the 29.99 PayPal captured.
 */
async function paidOrderOfThree(server: E2EServer, paypal: PayPalStandIn) {
  const email = `buyer-${randomBytes(4).toString('hex')}@example.test`;
  const created = await server.app.inject({ method: 'POST', url: '/api/paypal/order', payload: {} });
  expect(created.statusCode, created.body).toBe(201);
  const paypalOrderId = (created.json() as { id: string }).id;
  paypal.approve(paypalOrderId, { ...DEFAULT_BUYER, email });
  const captured = await server.app.inject({
    method: 'POST',
    url: `/api/paypal/order/${paypalOrderId}/capture`,
  });
  expect(captured.statusCode, captured.body).toBe(200);
  const [row] = await server.db
    .update(orders)
    .set({ quantity: 3, unitAmount: '9.99', shippingAmount: '2.02' })
    .where(eq(orders.paypalOrderId, paypalOrderId))
    .returning();
  expect(row!.amount).toBe('29.99');
  return { ...row!, orderNumber: orderNumberOf(row!.id), email };
}

async function pendingOrder(server: E2EServer) {
  const [row] = await server.db
    .insert(orders)
    .values({
      paypalOrderId: `E2EPENDING${randomBytes(5).toString('hex').toUpperCase()}`,
      amount: '29.99',
      unitAmount: '29.99',
      currency: 'EUR',
      status: 'pending',
    })
    .returning();
  return orderNumberOf(row!.id);
}

async function bracelets(server: E2EServer, count: number): Promise<string[]> {
  const tags = await server.app.deps.services.inventory.createBatch({ count });
  return tags.map((tag) => tag.uniqueCode);
}

/** The page is no wider than the screen: nothing to scroll sideways. */
async function expectFits(page: Page, what: string) {
  const { scrollWidth, width } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    width: window.innerWidth,
  }));
  expect(scrollWidth, `${what} is ${scrollWidth} px wide`).toBeLessThanOrEqual(width);
}

const SIZES = [
  { name: 'a 390 px phone', viewport: { width: 390, height: 844 }, phone: true },
  { name: '1280 px', viewport: { width: 1280, height: 800 }, phone: false },
] as const;

for (const size of SIZES) {
  test.describe(`the admin's orders on ${size.name}`, () => {
    test.use({ viewport: size.viewport, isMobile: size.phone, hasTouch: size.phone });

    test('filters, opens an order, packs it by code, ships it, refunds part then the rest, reads its history', async ({
      page,
      context,
      server,
      paypal,
    }, testInfo) => {
      const order = await paidOrderOfThree(server, paypal);
      const pending = await pendingOrder(server);
      const [first, second, third] = await bracelets(server, 3);
      await signInAsNewAdmin(server, context);

      // The Orders tab: by default the orders to pack or ship, and it says so.
      await page.goto(routes.adminOrders);
      await expect(dashboardTab(page, en('admin.tabs.orders'))).toHaveAttribute('aria-selected', 'true');
      const panel = page.getByRole('tabpanel');
      await expect(panel.getByTestId('orders-intro')).toHaveText(en('orders.filterIntros.work'));
      const filter = panel.getByLabel(en('orders.filterLabel'));
      await expect(filter.locator('option:checked')).toHaveText(
        new RegExp(`^${escape(en('orders.filters.work'))} \\(\\d+\\)$`),
      );
      const item = size.phone ? panel.getByTestId('order-card') : panel.getByTestId('order-row');
      const ours = item.filter({ hasText: order.orderNumber });
      await expect(ours).toBeVisible();
      await expect(ours).toContainText(en('orders.status.paid'));
      await expect(ours).toContainText(en('orders.quantity', { count: 3 }));
      await expect(ours).toContainText('€29.99');
      await expect(ours).toContainText(order.email);
      await expect(item.filter({ hasText: pending })).toHaveCount(0);
      // Cards on a phone, a table at 1280 that fits its card: no clipped column, no sideways scroll.
      if (size.phone) await expect(panel.getByRole('table')).toBeHidden();
      else {
        await expect(panel.getByTestId('order-card').first()).toBeHidden();
        const card = await panel.evaluate((el) => el.firstElementChild!.getBoundingClientRect().right);
        const table = await panel.getByRole('table').evaluate((el) => ({
          right: el.getBoundingClientRect().right,
          scrollWidth: el.parentElement!.scrollWidth,
          clientWidth: el.parentElement!.clientWidth,
        }));
        expect(table.right, 'the orders table ends within its card').toBeLessThanOrEqual(card);
        expect(table.scrollWidth, 'the orders table, not scrolled sideways').toBeLessThanOrEqual(
          table.clientWidth,
        );
      }
      await filter.selectOption('pending');
      await expect(panel.getByTestId('orders-intro')).toHaveText(en('orders.filterIntros.pending'));
      await expect(item.filter({ hasText: pending })).toBeVisible();
      await expect(ours).toHaveCount(0);
      await filter.selectOption('all');
      await expect(item.filter({ hasText: pending })).toBeVisible();
      await expect(ours).toBeVisible();
      await expectFits(page, 'the Orders tab');
      await page.screenshot({ path: testInfo.outputPath('orders-tab.png'), fullPage: true });

      // The order's page.
      await ours.getByRole('link', { name: order.orderNumber }).click();
      await expect(page).toHaveURL(routes.adminOrder(order.id));
      await expect(
        page.getByRole('heading', {
          level: 1,
          name: en('orders.page.title', { orderNumber: order.orderNumber }),
        }),
      ).toBeVisible();
      const facts = page.getByTestId('order-facts');
      await expect(facts).toContainText(
        en('orders.facts.itemsLine', { quantity: 3, item: order.itemName, unitPrice: '€9.99' }),
      );
      await expect(facts).toContainText('€2.02');
      await expect(page.getByTestId('order-buyer')).toContainText('1 Main St');

      // Packing: the input waits for the scanner; a code twice is refused at once.
      const packing = page.getByTestId('packing');
      const code = packing.getByLabel(en('orders.packing.codeLabel'));
      await expect(code).toBeFocused();
      await code.fill(first!.toLowerCase());
      await code.press('Enter');
      await code.fill(first!);
      await code.press('Enter');
      await expect(packing.getByRole('alert')).toHaveText(en('orders.packing.duplicate', { code: first! }));
      await code.fill(second!);
      await code.press('Enter');
      const packButton = packing.getByRole('button', { name: en('orders.packing.pack') });
      await expect(packing.getByTestId('packing-counter')).toHaveText(
        en('orders.packing.counter', { count: 2, quantity: 3 }),
      );
      await expect(packButton).toBeDisabled();
      // A code no bracelet has: the server's refusal is shown at that code.
      const unknown = 'K7M2P9QX4D3Z';
      await code.fill(unknown);
      await code.press('Enter');
      await expect(packButton).toBeEnabled();
      await packButton.click();
      const refused = packing.getByTestId('packing-entry').filter({ hasText: unknown });
      await expect(refused.getByRole('alert')).toHaveText(en('errors.packCodeUnknown', { code: unknown }));
      await expect(page.getByTestId('order-status')).toContainText(en('orders.status.paid'));
      await page.screenshot({ path: testInfo.outputPath('packing.png'), fullPage: true });
      await refused.getByRole('button', { name: en('orders.packing.remove', { code: unknown }) }).click();
      await expect(packButton).toBeDisabled();
      // A scanner types the QR code's address.
      await code.fill(`${server.url}/tag/${third}`);
      await code.press('Enter');
      await expect(packing.getByTestId('packing-entry').filter({ hasText: third! })).toBeVisible();
      await packButton.click();
      const status = page.getByTestId('order-status');
      await expect(status).toContainText(en('orders.status.packed'));
      await expect(status).toBeFocused();
      const box = page.getByTestId('packed-bracelets');
      for (const packed of [first!, second!, third!]) await expect(box).toContainText(packed);

      // Shipping, after a question that names the order, the carrier and the number.
      const shipping = page.getByTestId('shipping');
      await shipping.getByLabel(en('orders.shipping.carrierLabel')).selectOption('DHL');
      const tracking = 'JD014600006281230704';
      await shipping.getByLabel(en('orders.shipping.trackingLabel')).fill(tracking);
      await shipping.getByRole('button', { name: en('orders.shipping.ship') }).click();
      const shipQuestion = page.getByRole('alertdialog');
      await expect(shipQuestion).toContainText(
        en('orders.shipping.confirmDescription', {
          orderNumber: order.orderNumber,
          carrier: 'DHL',
          trackingNumber: tracking,
        }),
      );
      await page.screenshot({ path: testInfo.outputPath('ship-question.png') });
      await shipQuestion.getByRole('button', { name: en('orders.shipping.confirm') }).click();
      await expect(status).toContainText(en('orders.status.shipped'));
      await expect(page.getByTestId('tracking-number')).toHaveText(tracking);
      expect(paypal.trackersOf(order.paypalOrderId)).toHaveLength(1);
      const [track] = paypal.callsTo('POST', new RegExp(`/v2/checkout/orders/${order.paypalOrderId}/track$`));
      expect(track?.body).toMatchObject({ tracking_number: tracking, carrier: 'DHL' });
      const mail = await server.smtp.waitFor(order.email, (m) => m.text.includes(tracking));
      expect(mail.text).toContain(order.orderNumber);

      // A partial refund, then the rest: the amount starts at what remains.
      const refunds = page.getByTestId('refunds');
      const amount = refunds.getByLabel(en('orders.refunds.amountLabel', { currency: 'EUR' }));
      await expect(amount).toHaveValue('29.99');
      await amount.fill('10.00');
      await refunds.getByLabel(en('orders.refunds.reasonLabel')).fill('One bracelet came back');
      await refunds.getByRole('button', { name: en('orders.refunds.refund') }).click();
      const refundQuestion = page.getByRole('alertdialog');
      await expect(refundQuestion).toContainText(
        en('orders.refunds.confirmDescription', { amount: '€10.00', orderNumber: order.orderNumber }),
      );
      await refundQuestion
        .getByRole('button', { name: en('orders.refunds.confirm', { amount: '€10.00' }) })
        .click();
      await expect(refunds.getByTestId('refund-list')).toContainText('€10.00');
      await expect(amount).toHaveValue('19.99');
      await expect(status).toContainText(en('orders.status.shipped'));
      await refunds.getByLabel(en('orders.refunds.reasonLabel')).fill('The rest, as agreed');
      await refunds.getByRole('button', { name: en('orders.refunds.refund') }).click();
      await page
        .getByRole('alertdialog')
        .getByRole('button', { name: en('orders.refunds.confirm', { amount: '€19.99' }) })
        .click();
      await expect(status).toContainText(en('orders.status.refunded'));
      await expect(refunds).toContainText(en('orders.refunds.allRefunded'));
      expect(paypal.refundsOf(order.paypalCaptureId!).map((r) => r.amount.value)).toEqual(['10.00', '19.99']);

      // One bracelet came back: ticked, it goes back to stock and leaves the order.
      const returns = page.getByTestId('returns');
      const putBack = returns.getByRole('button', { name: en('orders.returns.submit') });
      await expect(putBack).toBeDisabled();
      await returns.getByRole('checkbox', { name: second! }).check();
      await putBack.click();
      await expect(returns.getByRole('checkbox')).toHaveCount(2);
      await expect(returns).not.toContainText(second!);

      // The history, newest first, one sentence per change.
      const events = page.getByTestId('order-event');
      await expect(events.first()).toContainText(en('orders.history.returnedToStock', { codes: second! }));
      await expect(events.nth(1)).toContainText(
        en('orders.history.refundedWithReason', { amount: '€19.99', reason: 'The rest, as agreed' }),
      );
      await expect(page.getByTestId('order-history')).toContainText(
        en('orders.history.shipped', { carrier: 'DHL', trackingNumber: tracking }),
      );
      await expect(events.last()).toHaveAttribute('data-kind', 'created');
      await expectFits(page, 'the order page');
      await page.screenshot({ path: testInfo.outputPath('order-page.png'), fullPage: true });

      // Back to the Orders tab.
      await page.getByRole('link', { name: en('orders.page.back') }).click();
      await expect(dashboardTab(page, en('admin.tabs.orders'))).toHaveAttribute('aria-selected', 'true');
    });
  });
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

test.describe("an order's other steps", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('unpacks a packed order, mails the buyer again, cancels an order never paid, each after asking', async ({
    page,
    context,
    server,
  }) => {
    const email = `buyer-${randomBytes(4).toString('hex')}@example.test`;
    const [paid] = await server.db
      .insert(orders)
      .values({
        paypalOrderId: `E2EPAID${randomBytes(5).toString('hex').toUpperCase()}`,
        amount: '29.99',
        unitAmount: '29.99',
        currency: 'EUR',
        status: 'paid',
        customerName: 'Robin Buyer',
        customerEmail: email,
      })
      .returning();
    const pending = await pendingOrder(server);
    const [code] = await bracelets(server, 1);
    await signInAsNewAdmin(server, context);
    const status = page.getByTestId('order-status');

    // Packed, then unpacked after the question: the bracelet is back in stock, the order ready to pack.
    await page.goto(routes.adminOrder(paid!.id));
    const input = page.getByTestId('packing').getByLabel(en('orders.packing.codeLabel'));
    await input.fill(code!);
    await input.press('Enter');
    await page.getByRole('button', { name: en('orders.packing.pack') }).click();
    await expect(status).toContainText(en('orders.status.packed'));
    await page
      .getByTestId('packed-bracelets')
      .getByRole('button', { name: en('orders.packing.unpack') })
      .click();
    const question = page.getByRole('alertdialog', {
      name: en('orders.packing.unpackTitle', { orderNumber: orderNumberOf(paid!.id) }),
    });
    await question.getByRole('button', { name: en('orders.page.goBack') }).click();
    await expect(question).toBeHidden();
    await expect(status).toContainText(en('orders.status.packed'));
    await page
      .getByTestId('packed-bracelets')
      .getByRole('button', { name: en('orders.packing.unpack') })
      .click();
    await question.getByRole('button', { name: en('orders.packing.unpack') }).click();
    await expect(status).toContainText(en('orders.status.paid'));
    await expect(page.getByTestId('packing-counter')).toHaveText(
      en('orders.packing.counter', { count: 0, quantity: 1 }),
    );
    await expect(page.getByTestId('order-event').first()).toContainText(
      en('orders.history.unpacked', { codes: code! }),
    );

    // The confirmation again.
    await page.getByRole('button', { name: en('orders.actions.resendConfirmation') }).click();
    await expect(page.getByTestId('toast').getByText(en('orders.actions.resentTitle'))).toBeVisible();
    const mail = await server.smtp.waitFor(email, (m) => m.text.includes(orderNumberOf(paid!.id)));
    expect(mail.text).toContain(orderNumberOf(paid!.id));
    await expect(page.getByTestId('order-event').first()).toContainText(
      en('orders.history.confirmationSent'),
    );

    // An order never paid: cancelled after the question.
    await page.getByRole('link', { name: en('orders.page.back') }).click();
    const panel = page.getByRole('tabpanel');
    await panel.getByLabel(en('orders.filterLabel')).selectOption('pending');
    await panel.getByRole('link', { name: pending }).click();
    await expect(page.getByText(en('orders.page.noStep'))).toBeVisible();
    await page.getByRole('button', { name: en('orders.actions.cancel') }).click();
    await page
      .getByRole('alertdialog', { name: en('orders.actions.cancelTitle', { orderNumber: pending }) })
      .getByRole('button', { name: en('orders.actions.cancel') })
      .click();
    await expect(status).toContainText(en('orders.status.cancelled'));
    await expect(status).toBeFocused();
    await expect(page.getByRole('button', { name: en('orders.actions.cancel') })).toHaveCount(0);
  });
});
