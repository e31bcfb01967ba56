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

function mail(input: Common, kind: string, subject: string, lines: string[], htmlBody: string): MailMessage {
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

export function locationMail(input: LocationMailInput): MailMessage {
  const link = openStreetMapUrl(input.latitude, input.longitude);
  const coordinates = `${input.latitude.toFixed(6)}, ${input.longitude.toFixed(6)}`;
  const metres = Math.round(input.accuracy);
  const accuracy = `within about ${metres} ${metres === 1 ? 'metre' : 'metres'}`;
  const intro = `The person who opened ${possessive(input.childName)} SafeKid page shared their location with you on ${formatMailTime(input.sharedAt, input.timeZone)}.`;
  return mail(
    input,
    'responder location',
    `Location shared from ${possessive(input.childName)} SafeKid page`,
    [intro, '', `Coordinates: ${coordinates} (${accuracy})`, `Map: ${link}`],
    `<p>${escapeHtml(intro)}</p>
<p><strong>Coordinates: ${escapeHtml(coordinates)}</strong> (${escapeHtml(accuracy)})<br />
<a href="${escapeHtml(link)}">Open the map on OpenStreetMap</a></p>`,
  );
}

export function contactMail(input: ContactMailInput): MailMessage {
  const intro = `The person who opened ${possessive(input.childName)} SafeKid page left a number so you can call them back, on ${formatMailTime(input.sharedAt, input.timeZone)}.`;
  const href = telHref(input.phone);
  const message = input.message ? [`Message: ${input.message}`] : [];
  return mail(
    input,
    'responder contact',
    `Call back the person who found ${child(input.childName)}`,
    [intro, '', `Name: ${input.name}`, `Phone: ${input.phone} (${href})`, ...message],
    `<p>${escapeHtml(intro)}</p>
<p>Name: <strong>${escapeHtml(input.name)}</strong><br />
Phone: <a href="${escapeHtml(href)}"><strong>${escapeHtml(input.phone)}</strong></a></p>
${input.message ? `<p>Message:<br />${escapeHtml(input.message).replace(/\n/g, '<br />')}</p>` : ''}`,
  );
}
