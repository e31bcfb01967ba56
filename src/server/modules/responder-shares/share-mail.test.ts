// A responder's location, call-back number and held shares, in each language (issue 30).
import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '#shared/i18n/languages.ts';
import { englishLeftovers } from '#tests/helpers/english-leftovers.ts';
import { en, translate } from '#tests/helpers/messages.ts';
import { contactMail, heldSharesMail, locationMail } from './share-mail.ts';

const common = (language: Language, childName: string | null = 'Mia') => ({
  to: 'parent@example.test',
  language,
  childName,
  sharedAt: new Date('2026-11-24T10:00:00Z'),
  timeZone: null,
  historyUrl: 'http://safekid.test/history/1',
  dashboardUrl: 'http://safekid.test/dashboard',
});
const location = { latitude: 41.89, longitude: 12.49, accuracy: 18 };
const contact = { name: 'Sam <b>', phone: '+39 333 123 4567', message: 'At the <park> & gate' };
const held = (language: Language, childName: string | null = 'Mia') =>
  heldSharesMail({
    ...common(language, childName),
    budget: 3,
    shares: [
      { kind: 'location', sharedAt: new Date('2026-11-24T10:00:00Z'), ...location },
      { kind: 'contact', sharedAt: new Date('2026-11-24T10:05:00Z'), ...contact },
    ],
  });

const others = LANGUAGES.filter((language): language is Exclude<Language, 'en'> => language !== 'en');

describe('locationMail', () => {
  it('says the accuracy in metres, one metre in the singular', () => {
    const at = (accuracy: number) =>
      locationMail({ ...common('en'), latitude: 41.89, longitude: 12.49, accuracy }).text;
    expect(at(1)).toContain('(within about 1 metre)');
    expect(at(0.6)).toContain('(within about 1 metre)');
    expect(at(18)).toContain('(within about 18 metres)');
  });

  it('keeps its English subjects, with and without a name', () => {
    expect(locationMail({ ...common('en'), ...location }).subject).toBe(
      "Location shared from Mia's SafeKid page",
    );
    expect(locationMail({ ...common('en', null), ...location }).subject).toBe(
      "Location shared from your child's SafeKid page",
    );
  });

  it.each(others)('%s: subject and text in that language, no English left', (language) => {
    const t = translate(language);
    const mail = locationMail({ ...common(language), ...location });
    expect(mail.subject).toBe(t('alertMail.locationSubject', { name: 'Mia' }));
    expect(mail.subject).not.toBe(en('alertMail.locationSubject', { name: 'Mia' }));
    expect(mail.text).toContain(t('alertMail.accuracy', { metres: 18 }));
    expect(mail.text).not.toMatch(/^(Coordinates|Map): /m);
    const unnamed = locationMail({ ...common(language, null), ...location });
    expect(unnamed.subject).toBe(t('alertMail.locationSubjectUnnamed'));
    for (const m of [mail, unnamed])
      expect(englishLeftovers(`${m.subject}\n${m.text}`, language)).toEqual([]);
    expect(mail.html).toContain(`<html lang="${language}">`);
  });
});

describe('contactMail', () => {
  it('keeps its English subject', () => {
    expect(contactMail({ ...common('en'), ...contact }).subject).toBe('Call back the person who found Mia');
  });

  it.each(others)('%s: subject and text in that language, no English left', (language) => {
    const t = translate(language);
    const mail = contactMail({ ...common(language), ...contact });
    expect(mail.subject).toBe(t('alertMail.contactSubject', { name: 'Mia' }));
    expect(mail.subject).not.toBe(en('alertMail.contactSubject', { name: 'Mia' }));
    // Short labels are beyond englishLeftovers (whole lines only): named here.
    for (const key of ['name', 'phone', 'message', 'everyScan', 'dashboardLink'] as const) {
      const label = en(`alertMail.${key}`);
      // German 'Name' is rightly the same word.
      if (t(`alertMail.${key}`) !== label) expect(mail.text).not.toContain(`\n${label}: `);
    }
    const unnamed = contactMail({ ...common(language, null), ...contact, message: null });
    expect(unnamed.subject).toBe(t('alertMail.contactSubjectUnnamed'));
    for (const m of [mail, unnamed])
      expect(englishLeftovers(`${m.subject}\n${m.text}`, language)).toEqual([]);
  });

  it.each(LANGUAGES)(
    "%s: the HTML part escapes the responder's name and message and the child's",
    (language) => {
      const mail = contactMail({ ...common(language, '<i>Mia</i>'), ...contact });
      expect(mail.html).not.toMatch(/<b>|<park>|<i>Mia/);
      expect(mail.html).toContain('Sam &lt;b&gt;');
      expect(mail.html).toContain('At the &lt;park&gt; &amp; gate');
      expect(mail.html).toContain('href="tel:+393331234567"');
    },
  );
});

describe('heldSharesMail', () => {
  it('keeps its English subject', () => {
    expect(held('en').subject).toBe("2 messages from people who opened Mia's SafeKid page");
  });

  it.each(others)('%s: subject and text in that language, no English left', (language) => {
    const t = translate(language);
    const mail = held(language);
    expect(mail.subject).toBe(t('alertMail.heldSubject', { name: 'Mia', count: 2 }));
    expect(held(language, null).subject).toBe(t('alertMail.heldSubjectUnnamed', { count: 2 }));
    expect(englishLeftovers(`${mail.subject}\n${mail.text}`, language)).toEqual([]);
  });

  it.each(LANGUAGES)('%s: the HTML part escapes what the responder typed', (language) => {
    const mail = held(language);
    expect(mail.html).not.toMatch(/<b>|<park>/);
    expect(mail.html).toContain('At the &lt;park&gt; &amp; gate');
  });
});
