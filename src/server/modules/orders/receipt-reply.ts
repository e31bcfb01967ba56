// An order's receipt as the answer, for the admin and the buyer alike: the PDF, shown in the browser,
// named after the order's number.
import type { FastifyReply } from 'fastify';
import { orderNumberOf } from '#shared/schemas/order.ts';
import type { ReceiptService } from './receipt.service.ts';

export async function sendReceipt(reply: FastifyReply, receipts: ReceiptService, orderId: string) {
  const pdf = await receipts.pdf(orderId);
  return reply
    .type('application/pdf')
    .header('content-disposition', `inline; filename="receipt-${orderNumberOf(orderId)}.pdf"`)
    .send(pdf);
}
