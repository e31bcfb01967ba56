// The frame of every mail to an order's buyer (the confirmation, shipped, refunded): the greeting, the
// mail's own sections, then what happens next with the link to their order page and whom to ask, and
// the team's name. The text part and the HTML part are built from the same sections.
import type { Translate } from '#shared/i18n/translator.ts';
import type { MailMessage } from '../../adapters/mailer.ts';
import { greeting, htmlText, linkHtml, mailDocument, paragraph } from '../../lib/alert-mail-parts.ts';
import { escapeHtml } from '../../render/document.ts';
import type { OrderBuyer } from './order-buyer.ts';

/** One section of a buyer's mail: its lines in the text part, its paragraph's (escaped) HTML. */
export type BuyerMailSection = { text: string[]; html: string };

/** A section of one plain line. */
export const lineSection = (line: string): BuyerMailSection => ({ text: [line], html: escapeHtml(line) });

export type BuyerMailParts = {
  kind: MailMessage['kind'];
  subject: string;
  sections: BuyerMailSection[];
  /** The line before the order page's: what the buyer can do or expect next. */
  next: string;
};

/** `t` is the translator of the buyer's language (`input.language`). */
export function buyerMail(input: OrderBuyer, t: Translate, parts: BuyerMailParts): MailMessage {
  const hello = greeting(t, input.customerName);
  const text = [
    hello,
    '',
    ...parts.sections.flatMap((section) => [...section.text, '']),
    parts.next,
    t('mail.orderPageLine', { link: input.orderUrl }),
    t('alertMail.questions', { email: input.supportEmail }),
    '',
    t('mail.team'),
  ].join('\n');
  const orderPage = linkHtml(input.orderUrl, t('mail.orderPage'));
  const mailto = linkHtml(`mailto:${input.supportEmail}`, input.supportEmail);
  const html = mailDocument(input.language, [
    paragraph(escapeHtml(hello)),
    ...parts.sections.map((section) => paragraph(section.html)),
    paragraph(
      [
        escapeHtml(parts.next),
        htmlText(t, 'mail.orderPageLine', {}, { link: orderPage }),
        htmlText(t, 'alertMail.questions', {}, { email: mailto }),
      ].join('<br />'),
    ),
    paragraph(escapeHtml(t('mail.team'))),
  ]);
  return { kind: parts.kind, to: input.to, subject: parts.subject, text, html };
}
