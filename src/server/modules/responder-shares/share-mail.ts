// The parent's mail when a responder shares a location or a call-back number (issue 16). English (the
// account has no language yet). The map is a link in the mail only: the public page loads nothing
// from a third party.
import { PRODUCT_NAME } from '#shared/constants.ts';
import { openStreetMapUrl } from '#shared/map-link.ts';
import { telHref } from '#shared/phone-rules.ts';
import type { MailMessage } from '../../adapters/mailer.ts';
import { escapeHtml } from '../../render/document.ts';
import { formatMailTime } from '../../lib/mail-time.ts';

type Common = {
  to: string;
  childName: string | null;
  sharedAt: Date;
  /** The parent's IANA zone (issue 16), as in scan alerts; UTC until known. */
  timeZone: string | null;
  historyUrl: string;
  dashboardUrl: string;
};
export type LocationMailInput = Common & { latitude: number; longitude: number; accuracy: number };
export type ContactMailInput = Common & { name: string; phone: string; message: string | null };

const child = (name: string | null) => (name?.trim() ? name.trim() : 'your child');
const possessive = (name: string | null) => (name?.trim() ? `${name.trim()}'s` : "your child's");

function mail(
  input: Pick<Common, 'to' | 'historyUrl' | 'dashboardUrl'>,
  kind: string,
  subject: string,
  lines: string[],
  htmlBody: string,
): MailMessage {
  const footer = [
    `See every scan: ${input.historyUrl}`,
    `Your dashboard: ${input.dashboardUrl}`,
    '',
    `The ${PRODUCT_NAME} team`,
  ];
  const text = [...lines, '', ...footer].join('\n');
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#111827">
${htmlBody}
<p><a href="${escapeHtml(input.historyUrl)}">See every scan</a> · <a href="${escapeHtml(input.dashboardUrl)}">Your dashboard</a></p>
<p>The ${escapeHtml(PRODUCT_NAME)} team</p>
</body></html>`;
  return { kind, to: input.to, subject, text, html };
}

type LocationShareFacts = { latitude: number; longitude: number; accuracy: number };
type ContactShareFacts = { name: string; phone: string; message: string | null };

/** A location's lines and HTML, alone or in the mail of held shares. */
function locationBody(input: LocationShareFacts): { lines: string[]; html: string } {
  const link = openStreetMapUrl(input.latitude, input.longitude);
  const coordinates = `${input.latitude.toFixed(6)}, ${input.longitude.toFixed(6)}`;
  const metres = Math.round(input.accuracy);
  const accuracy = `within about ${metres} ${metres === 1 ? 'metre' : 'metres'}`;
  return {
    lines: [`Coordinates: ${coordinates} (${accuracy})`, `Map: ${link}`],
    html: `<p><strong>Coordinates: ${escapeHtml(coordinates)}</strong> (${escapeHtml(accuracy)})<br />
<a href="${escapeHtml(link)}">Open the map on OpenStreetMap</a></p>`,
  };
}

/** A call-back number's lines and HTML (name, phone with its tel: link, message). */
function contactBody(input: ContactShareFacts): { lines: string[]; html: string } {
  const href = telHref(input.phone);
  const message = input.message ? [`Message: ${input.message}`] : [];
  return {
    lines: [`Name: ${input.name}`, `Phone: ${input.phone} (${href})`, ...message],
    html: `<p>Name: <strong>${escapeHtml(input.name)}</strong><br />
Phone: <a href="${escapeHtml(href)}"><strong>${escapeHtml(input.phone)}</strong></a></p>
${input.message ? `<p>Message:<br />${escapeHtml(input.message).replace(/\n/g, '<br />')}</p>` : ''}`,
  };
}

export function locationMail(input: LocationMailInput): MailMessage {
  const intro = `The person who opened ${possessive(input.childName)} SafeKid page shared their location with you on ${formatMailTime(input.sharedAt, input.timeZone)}.`;
  const body = locationBody(input);
  return mail(
    input,
    'responder location',
    `Location shared from ${possessive(input.childName)} SafeKid page`,
    [intro, '', ...body.lines],
    `<p>${escapeHtml(intro)}</p>\n${body.html}`,
  );
}

export function contactMail(input: ContactMailInput): MailMessage {
  const intro = `The person who opened ${possessive(input.childName)} SafeKid page left a number so you can call them back, on ${formatMailTime(input.sharedAt, input.timeZone)}.`;
  const body = contactBody(input);
  return mail(
    input,
    'responder contact',
    `Call back the person who found ${child(input.childName)}`,
    [intro, '', ...body.lines],
    `<p>${escapeHtml(intro)}</p>\n${body.html}`,
  );
}

export type HeldShare =
  | ({ kind: 'location'; sharedAt: Date } & LocationShareFacts)
  | ({ kind: 'contact'; sharedAt: Date } & ContactShareFacts);

/**
 * Every share held over the tag's share-mail budget (issue 28), oldest first, each with all its
 * content: a share is never swallowed, only mailed together with others.
 */
export function heldSharesMail(
  input: Omit<Common, 'sharedAt'> & { shares: HeldShare[]; budget: number },
): MailMessage {
  const count = input.shares.length;
  const intro = `People who opened ${possessive(input.childName)} SafeKid page sent you ${count === 1 ? 'this message' : `these ${count} messages`}. So that a flood cannot bury your mail, each tag mails at most ${input.budget} messages an hour on their own and the rest together, like this.`;
  const parts = input.shares.map((share) => {
    const when = formatMailTime(share.sharedAt, input.timeZone);
    const title =
      share.kind === 'location' ? `Location shared on ${when}` : `Call-back number left on ${when}`;
    const body = share.kind === 'location' ? locationBody(share) : contactBody(share);
    return { lines: ['', title, ...body.lines], html: `<h3>${escapeHtml(title)}</h3>\n${body.html}` };
  });
  return mail(
    input,
    'responder shares',
    `${count} ${count === 1 ? 'message' : 'messages'} from people who opened ${possessive(input.childName)} SafeKid page`,
    [intro, ...parts.flatMap((part) => part.lines)],
    `<p>${escapeHtml(intro)}</p>\n${parts.map((part) => part.html).join('\n')}`,
  );
}
