// The confirmation a buyer receives after paying: order number, amount, where it ships, whom to ask.
import { PRODUCT_NAME, currencySymbol } from '#shared/constants.ts';
import type { MailMessage } from '../../adapters/mailer.ts';
import { escapeHtml } from '../../render/document.ts';

export type ConfirmationInput = {
  to: string;
  orderNumber: string;
  amount: string;
  currency: string;
  customerName: string | null;
  shippingAddress: string | null;
  supportEmail: string;
};

export function orderConfirmationMail(input: ConfirmationInput): MailMessage {
  const price = `${currencySymbol(input.currency)}${input.amount}`;
  const greeting = input.customerName ? `Hello ${input.customerName},` : 'Hello,';
  const shipping = input.shippingAddress ?? 'the address you gave PayPal';
  const text = [
    greeting,
    '',
    `Thank you for your ${PRODUCT_NAME} order. We have received your payment.`,
    '',
    `Order number: ${input.orderNumber}`,
    `Amount paid: ${price} (${input.currency})`,
    '',
    'We will ship your bracelet to:',
    shipping,
    '',
    'When it arrives, activate it online with the code printed inside the bracelet.',
    `Questions? Write to ${input.supportEmail} and quote your order number.`,
    '',
    `The ${PRODUCT_NAME} team`,
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#111827">
<p>${escapeHtml(greeting)}</p>
<p>Thank you for your ${escapeHtml(PRODUCT_NAME)} order. We have received your payment.</p>
<p><strong>Order number: ${escapeHtml(input.orderNumber)}</strong><br />Amount paid: ${escapeHtml(price)} (${escapeHtml(input.currency)})</p>
<p>We will ship your bracelet to:<br />${escapeHtml(shipping).replace(/\n/g, '<br />')}</p>
<p>When it arrives, activate it online with the code printed inside the bracelet.<br />
Questions? Write to <a href="mailto:${escapeHtml(input.supportEmail)}">${escapeHtml(input.supportEmail)}</a> and quote your order number.</p>
<p>The ${escapeHtml(PRODUCT_NAME)} team</p>
</body></html>`;
  return {
    kind: 'order confirmation',
    to: input.to,
    subject: `Your ${PRODUCT_NAME} order ${input.orderNumber}`,
    text,
    html,
  };
}
