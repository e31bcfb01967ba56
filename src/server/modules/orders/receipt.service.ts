// An order's receipt (issue 32) for the admin and the buyer: made on request from the order, its refunds
// and the seller's details in the PayPal settings, in the language the buyer paid in. Only money
// received has a receipt: an order never paid answers 404 like an unknown one.
import { isCaptured } from '#shared/schemas/order.ts';
import type { Infra } from '../../context.ts';
import { notFound } from '../../errors.ts';
import { recipientLanguage } from '../../lib/recipient-language.ts';
import type { ContentService } from '../content/content.service.ts';
import { listOrderEvents } from './order-events.repo.ts';
import { listOrderRefunds, refundCounts } from './order-refunds.repo.ts';
import { findOrderById } from './orders.repo.ts';
import { receiptContent } from './receipt-content.ts';

export class ReceiptService {
  constructor(private readonly deps: Pick<Infra, 'db' | 'config'> & { content: ContentService }) {}

  async pdf(orderId: string): Promise<Buffer> {
    const { db, config, content } = this.deps;
    const order = await findOrderById(db, orderId);
    if (!order || !isCaptured(order.status)) throw notFound();
    const [refunds, events, seller] = await Promise.all([
      listOrderRefunds(db, order.id),
      listOrderEvents(db, order.id),
      content.section('paypalSettings'),
    ]);
    // Loaded on the first receipt: pdfkit and fontkit take most of a second to import.
    const { renderReceipt } = await import('./receipt.pdf.ts');
    return renderReceipt(
      receiptContent({
        order,
        refunds: refunds.filter(refundCounts),
        seller,
        paidAt: events.find((event) => event.kind === 'paid')?.createdAt ?? order.createdAt,
        // As the buyer's mails (order-mailer.ts): the order's language, else the shop's.
        language: recipientLanguage(order.language, config.shopLanguage),
      }),
    );
  }
}
