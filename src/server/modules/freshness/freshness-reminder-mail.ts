// "Is Mia's information still right?" (issue 34 part 3): what the public page shows, a signed
// "Still right" link (no sign-in) and a link to edit. In the recipient's language; the alert mails' parts.
import { formatDay } from '#shared/i18n/format-date.ts';
import type { Language } from '#shared/i18n/languages.ts';
import type { Translate } from '#shared/i18n/translator.ts';
import type { MailMessage } from '../../adapters/mailer.ts';
import { translatorFor } from '../../i18n/catalogue.ts';
import {
  factHtml,
  factText,
  greeting,
  linkHtml,
  mailDocument,
  paragraph,
} from '../../lib/alert-mail-parts.ts';
import { escapeHtml } from '../../render/document.ts';

export type ReminderField = { title: string; content: string; visibility: 'public' | 'protected' };

export type FreshnessReminderInput = {
  to: string;
  mailLanguage: Language;
  firstName: string | null;
  childName: string | null;
  /** The age the page shows today (null: none given). */
  childAge: number | null;
  fields: ReminderField[];
  checkedAt: Date | null;
  stillRightUrl: string;
  editUrl: string;
  months: number;
};

export function freshnessReminderSubject(t: Translate, childName: string | null): string {
  const name = childName?.trim();
  return name ? t('freshness.subject', { childName: name }) : t('freshness.subjectUnnamed');
}

/** The page's facts as [label, value]; a protected field by its title only. */
function shownFacts(t: Translate, input: FreshnessReminderInput): Array<[string, string] | string> {
  const facts: Array<[string, string] | string> = [
    [t('freshness.name'), input.childName?.trim() || t('publicTag.childFallback')],
  ];
  if (input.childAge !== null)
    facts.push([t('publicTag.age'), t('publicTag.ageYears', { count: input.childAge })]);
  for (const field of input.fields) {
    facts.push(
      field.visibility === 'public'
        ? [field.title, field.content]
        : t('freshness.behindPin', { title: field.title }),
    );
  }
  if (input.fields.length === 0) facts.push(t('freshness.noFields'));
  return facts;
}

export function freshnessReminderMail(input: FreshnessReminderInput): MailMessage {
  const language = input.mailLanguage;
  const t = translatorFor(language);
  const subject = freshnessReminderSubject(t, input.childName);
  const hello = greeting(t, input.firstName);
  const checked = input.checkedAt
    ? t('freshness.intro', { date: formatDay(input.checkedAt, language) })
    : t('freshness.introNever');
  const facts = shownFacts(t, input);
  const stillRight = t('freshness.stillRightLink');
  const edit = t('freshness.editLink');
  const note = t('freshness.linkNote');
  const why = t('freshness.why', { months: input.months });
  const text = [
    hello,
    '',
    subject,
    checked,
    t('freshness.pageShows'),
    '',
    ...facts.map((fact) => (typeof fact === 'string' ? fact : factText(t, fact[0], fact[1]))),
    '',
    factText(t, stillRight, input.stillRightUrl),
    factText(t, edit, input.editUrl),
    '',
    note,
    why,
    t('mail.team'),
  ].join('\n');
  const html = mailDocument(
    language,
    [
      escapeHtml(hello),
      `<strong>${escapeHtml(subject)}</strong><br />${escapeHtml(checked)}`,
      escapeHtml(t('freshness.pageShows')),
      facts
        .map((fact) =>
          typeof fact === 'string' ? escapeHtml(fact) : factHtml(t, fact[0], escapeHtml(fact[1])),
        )
        .join('<br />'),
      `${linkHtml(input.stillRightUrl, stillRight)} · ${linkHtml(input.editUrl, edit)}`,
      escapeHtml(note),
      escapeHtml(why),
      escapeHtml(t('mail.team')),
    ].map(paragraph),
  );
  return { kind: 'freshness reminder', to: input.to, subject, text, html };
}
