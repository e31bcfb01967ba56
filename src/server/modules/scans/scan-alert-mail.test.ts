// The scan alert and its summary in each language (issue 30): the subject in the parent's language,
// no English left in the others, the child's name and the device escaped in the HTML part.
import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '#shared/i18n/languages.ts';
import { englishLeftovers } from '#tests/helpers/english-leftovers.ts';
import { en, translate } from '#tests/helpers/messages.ts';
import { scanAlertMail, scanAlertSummaryMail, type ScanAlertInput } from './scan-alert-mail.ts';

const alert = (mailLanguage: Language, overrides: Partial<ScanAlertInput> = {}) =>
  scanAlertMail({
    to: 'parent@example.test',
    mailLanguage,
    firstName: 'Alex',
    childName: 'Mia',
    tagId: 'tag-1',
    scannedAt: new Date('2026-11-23T11:05:00Z'),
    timeZone: 'Europe/Rome',
    device: 'iPhone, Safari',
    language: 'it',
    whileLost: false,
    alertsEnabled: true,
    publicUrl: 'http://safekid.test',
    ...overrides,
  });

const summary = (mailLanguage: Language, childName: string | null = 'Mia') =>
  scanAlertSummaryMail({
    to: 'parent@example.test',
    mailLanguage,
    firstName: null,
    childName,
    tagId: 'tag-1',
    timeZone: 'Europe/Rome',
    openings: 35,
    firstAt: new Date('2026-11-23T13:02:00Z'),
    lastAt: new Date('2026-11-23T13:41:00Z'),
    device: 'iPhone, Safari',
    language: 'de',
    whileLost: true,
    budget: 5,
    publicUrl: 'http://safekid.test',
  });

const others = LANGUAGES.filter((language): language is Exclude<Language, 'en'> => language !== 'en');

describe('scanAlertMail', () => {
  it('keeps its English, with and without a name, lost and test', () => {
    expect(alert('en').subject).toBe("Mia's SafeKid page was opened");
    expect(alert('en', { childName: null }).subject).toBe("Your child's SafeKid page was opened");
    expect(alert('en', { whileLost: true }).subject).toBe("Lost mode: Mia's SafeKid page was opened");
    expect(alert('en', { test: true }).subject).toBe("[Test] Mia's SafeKid page was opened");
    expect(alert('en').text).toContain('Language: Italian (it)');
    expect(alert('en').text).toContain('Hello Alex,');
  });

  it.each(others)('%s: subject, facts and reasons in that language, no English left', (language) => {
    const t = translate(language);
    const mail = alert(language);
    expect(mail.subject).toBe(t('alertMail.opened', { name: 'Mia' }));
    expect(mail.subject).not.toBe(en('alertMail.opened', { name: 'Mia' }));
    expect(alert(language, { childName: ' ' }).subject).toBe(t('alertMail.openedUnnamed'));
    expect(alert(language, { whileLost: true }).subject).toBe(
      t('alertMail.lostSubject', { subject: t('alertMail.opened', { name: 'Mia' }) }),
    );
    expect(alert(language, { test: true }).subject).toBe(
      t('alertMail.testSubject', { subject: t('alertMail.opened', { name: 'Mia' }) }),
    );
    // Short labels are beyond englishLeftovers (whole lines only): named here.
    expect(mail.text).not.toMatch(/^(When|Device|Language|Scan history|Your dashboard): /m);
    expect(mail.text).toContain(`${t('alertMail.historyLink')}`);
    const italian = new Intl.DisplayNames([language], { type: 'language' }).of('it')!;
    expect(mail.text).toContain(`${italian} (it)`);
    expect(mail.html).toContain(`<html lang="${language}">`);
    for (const variant of [
      mail,
      alert(language, { whileLost: true, alertsEnabled: false, childName: null, firstName: null }),
      alert(language, { test: true, alertsEnabled: false }),
    ]) {
      expect(englishLeftovers(`${variant.subject}\n${variant.text}`, language)).toEqual([]);
    }
  });

  it.each(LANGUAGES)('%s: the HTML part escapes the name and the device', (language) => {
    const mail = alert(language, { childName: '<b>Mia</b> & Co', device: '<script>x</script>' });
    expect(mail.html).not.toContain('<b>Mia');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;b&gt;Mia&lt;/b&gt; &amp; Co');
    expect(mail.html).toContain('&lt;script&gt;x&lt;/script&gt;');
  });
});

describe('scanAlertSummaryMail', () => {
  it('keeps its English: count, range and budget', () => {
    const mail = summary('en');
    expect(mail.subject).toBe("Lost mode: Mia's SafeKid page was opened 35 more times");
    expect(mail.text).toContain(
      '… and 35 more openings between 2:02 PM and 2:41 PM on Nov 23, 2026 (Europe/Rome).',
    );
    expect(mail.text).toContain('The latest: iPhone, Safari, German (de).');
  });

  it.each(others)('%s: subject and lines in that language, no English left', (language) => {
    const t = translate(language);
    const mail = summary(language);
    expect(mail.subject).toBe(
      t('alertMail.lostSubject', { subject: t('alertMail.openedMore', { name: 'Mia', count: 35 }) }),
    );
    expect(summary(language, null).subject).toContain(t('alertMail.openedMoreUnnamed', { count: 35 }));
    expect(englishLeftovers(`${mail.subject}\n${mail.text}`, language)).toEqual([]);
    expect(mail.html).toContain(`<html lang="${language}">`);
  });

  it.each(LANGUAGES)('%s: the HTML part escapes the device', (language) => {
    const mail = scanAlertSummaryMail({
      ...{ to: 'p@example.test', mailLanguage: language, firstName: '<i>Al</i>', childName: 'Mia' },
      ...{ tagId: 't', timeZone: null, openings: 1, device: '<script>', language: 'en', whileLost: false },
      ...{ firstAt: new Date(0), lastAt: new Date(0), budget: 5, publicUrl: 'http://safekid.test' },
    });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<i>Al');
    expect(mail.html).toContain('&lt;script&gt;');
  });
});
