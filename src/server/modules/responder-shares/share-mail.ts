// The parent's mail when a responder shares a location or a call-back number, in the
// parent's language (their saved one, else the shop's; the caller picks it). The map is a
// link in the mail only: the public page loads nothing from a third party.
import type { Language } from '#shared/i18n/languages.ts';
import type { Translate } from '#shared/i18n/translator.ts';
import type { MessageKey } from '#shared/i18n/message-key.ts';
import { openStreetMapUrl } from '#shared/map-link.ts';
import { telHref } from '#shared/phone-rules.ts';
import type { MailMessage } from '../../adapters/mailer.ts';
import { translatorFor } from '../../i18n/catalogue.ts';
import { factHtml, factText, linkHtml, mailDocument, paragraph } from '../../lib/alert-mail-parts.ts';
import { formatMailTimeIn } from '../../lib/mail-time.ts';
import { escapeHtml } from '../../render/document.ts';

type Common = {
  to: string;
  /** The parent's language: the mail's. */
  language: Language;
  childName: string | null;
  sharedAt: Date;
  /** The parent's IANA zone, as in scan alerts; UTC until known. */
  timeZone: string | null;
  historyUrl: string;
  dashboardUrl: string;
};
export type LocationMailInput = Common & { latitude: number; longitude: number; accuracy: number };
export type ContactMailInput = Common & { name: string; phone: string; message: string | null };

/** A text with the child's name, or its variant for a child without one. */
function aboutChild(
  t: Translate,
  childName: string | null,
  named: MessageKey,
  unnamed: MessageKey,
  values: Record<string, string | number> = {},
): string {
  const name = childName?.trim();
  return name ? t(named, { ...values, name }) : t(unnamed, values);
}

function mail(
  input: Pick<Common, 'to' | 'language' | 'historyUrl' | 'dashboardUrl'>,
  t: Translate,
  kind: string,
  subject: string,
  lines: string[],
  htmlBlocks: string[],
): MailMessage {
  const everyScan = t('alertMail.everyScan');
  const dashboard = t('alertMail.dashboardLink');
  const footer = [
    factText(t, everyScan, input.historyUrl),
    factText(t, dashboard, input.dashboardUrl),
    '',
    t('mail.team'),
  ];
  const text = [...lines, '', ...footer].join('\n');
  const html = mailDocument(input.language, [
    ...htmlBlocks,
    paragraph(`${linkHtml(input.historyUrl, everyScan)} · ${linkHtml(input.dashboardUrl, dashboard)}`),
    paragraph(escapeHtml(t('mail.team'))),
  ]);
  return { kind, to: input.to, subject, text, html };
}

type LocationShareFacts = { latitude: number; longitude: number; accuracy: number };
type ContactShareFacts = { name: string; phone: string; message: string | null };

/** A location's lines and HTML, alone or in the mail of held shares. */
function locationBody(t: Translate, input: LocationShareFacts): { lines: string[]; html: string[] } {
  const link = openStreetMapUrl(input.latitude, input.longitude);
  const coordinates = `${input.latitude.toFixed(6)}, ${input.longitude.toFixed(6)}`;
  const accuracy = t('alertMail.accuracy', { metres: Math.round(input.accuracy) });
  const label = t('alertMail.coordinates');
  return {
    lines: [`${factText(t, label, coordinates)} (${accuracy})`, factText(t, t('alertMail.map'), link)],
    html: [
      paragraph(`<strong>${escapeHtml(factText(t, label, coordinates))}</strong> (${escapeHtml(accuracy)})<br />
${linkHtml(link, t('alertMail.mapLink'))}`),
    ],
  };
}

/** A call-back number's lines and HTML paragraphs (name, phone with its tel: link, message). */
function contactBody(t: Translate, input: ContactShareFacts): { lines: string[]; html: string[] } {
  const href = telHref(input.phone);
  const [nameLabel, phoneLabel, messageLabel] = [
    t('alertMail.name'),
    t('alertMail.phone'),
    t('alertMail.message'),
  ];
  const message = input.message ? [factText(t, messageLabel, input.message)] : [];
  return {
    lines: [
      factText(t, nameLabel, input.name),
      factText(t, phoneLabel, `${input.phone} (${href})`),
      ...message,
    ],
    html: [
      paragraph(`${factHtml(t, nameLabel, `<strong>${escapeHtml(input.name)}</strong>`)}<br />
${factHtml(t, phoneLabel, `<a href="${escapeHtml(href)}"><strong>${escapeHtml(input.phone)}</strong></a>`)}`),
      ...(input.message
        ? [
            paragraph(
              factHtml(t, messageLabel, `<br />${escapeHtml(input.message).replace(/\n/g, '<br />')}`),
            ),
          ]
        : []),
    ],
  };
}

export function locationMail(input: LocationMailInput): MailMessage {
  const t = translatorFor(input.language);
  const time = formatMailTimeIn(input.language, input.sharedAt, input.timeZone);
  const intro = aboutChild(t, input.childName, 'alertMail.locationIntro', 'alertMail.locationIntroUnnamed', {
    time,
  });
  const body = locationBody(t, input);
  return mail(
    input,
    t,
    'responder location',
    aboutChild(t, input.childName, 'alertMail.locationSubject', 'alertMail.locationSubjectUnnamed'),
    [intro, '', ...body.lines],
    [paragraph(escapeHtml(intro)), ...body.html],
  );
}

export function contactMail(input: ContactMailInput): MailMessage {
  const t = translatorFor(input.language);
  const time = formatMailTimeIn(input.language, input.sharedAt, input.timeZone);
  const intro = aboutChild(t, input.childName, 'alertMail.contactIntro', 'alertMail.contactIntroUnnamed', {
    time,
  });
  const body = contactBody(t, input);
  return mail(
    input,
    t,
    'responder contact',
    aboutChild(t, input.childName, 'alertMail.contactSubject', 'alertMail.contactSubjectUnnamed'),
    [intro, '', ...body.lines],
    [paragraph(escapeHtml(intro)), ...body.html],
  );
}

export type HeldShare =
  | ({ kind: 'location'; sharedAt: Date } & LocationShareFacts)
  | ({ kind: 'contact'; sharedAt: Date } & ContactShareFacts);

/**
 * Every share held over the tag's share-mail budget, oldest first, each with all its
 * content: a share is never swallowed, only mailed together with others.
 */
export function heldSharesMail(
  input: Omit<Common, 'sharedAt'> & { shares: HeldShare[]; budget: number },
): MailMessage {
  const t = translatorFor(input.language);
  const count = input.shares.length;
  const intro = aboutChild(t, input.childName, 'alertMail.heldIntro', 'alertMail.heldIntroUnnamed', {
    count,
    budget: input.budget,
  });
  const parts = input.shares.map((share) => {
    const time = formatMailTimeIn(input.language, share.sharedAt, input.timeZone);
    const title =
      share.kind === 'location'
        ? t('alertMail.heldLocation', { time })
        : t('alertMail.heldContact', { time });
    const body = share.kind === 'location' ? locationBody(t, share) : contactBody(t, share);
    return { lines: ['', title, ...body.lines], html: [`<h3>${escapeHtml(title)}</h3>`, ...body.html] };
  });
  return mail(
    input,
    t,
    'responder shares',
    aboutChild(t, input.childName, 'alertMail.heldSubject', 'alertMail.heldSubjectUnnamed', { count }),
    [intro, ...parts.flatMap((part) => part.lines)],
    [paragraph(escapeHtml(intro)), ...parts.flatMap((part) => part.html)],
  );
}
