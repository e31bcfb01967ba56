// Issue 30: every account mail in one language, the recipient's. The code mail follows the page that
// registered or asked again (its Accept-Language); the later mails follow the account's saved language,
// whichever browser asked for them. Through the real SMTP receiver.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '#server/db/schema/index.ts';
import { VERIFICATION_RESEND_INTERVAL_MS } from '#shared/constants.ts';
import type { Language } from '#shared/i18n/languages.ts';
import * as accountApi from '#shared/endpoints/account.ts';
import * as authApi from '#shared/endpoints/auth.ts';
import { agentFor, createUser, DEFAULT_PASSWORD, uniqueEmail } from '#tests/factories/users.ts';
import { englishLeftovers } from '#tests/helpers/english-leftovers.ts';
import { mailReading, otherLanguagesIn } from '#tests/helpers/mail-language.ts';
import { translate } from '#tests/helpers/messages.ts';
import type { ReceivedMail } from '#tests/helpers/smtp-receiver.ts';
import { agentAt, createAuthTestApp, userRow, type AuthTestApp } from './auth.test-support.ts';

/** A mail a reader of `language` reads without a word of another language. */
function expectOnly(mail: ReceivedMail, language: Exclude<Language, 'en'>) {
  expect(mail.html).toContain(`<html lang="${language}">`);
  expect(otherLanguagesIn(mailReading(mail), language)).toEqual([]);
  expect(englishLeftovers(mailReading(mail), language)).toEqual([]);
}

describe('account mails in the recipient’s language', () => {
  let t: AuthTestApp;
  beforeAll(async () => {
    t = await createAuthTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const browser = (acceptLanguage: string) => {
    const agent = agentAt(t);
    agent.headers['accept-language'] = acceptLanguage;
    return agent;
  };

  /** A verified parent whose saved language is `language`, and a session of theirs in an English browser. */
  async function parentIn(language: Language) {
    const user = await createUser(t, { firstName: 'Anna' });
    await t.db.update(users).set({ language }).where(eq(users.id, user.id));
    const agent = await agentFor(t, user);
    agent.headers['accept-language'] = 'en-US,en;q=0.9';
    return { user, agent };
  }

  it('registering with Accept-Language: de sends a German code mail, no Italian or English, and saves de', async () => {
    const email = uniqueEmail('vater');
    const res = await browser('de-DE,de;q=0.9').post(authApi.register.path, {
      email,
      password: DEFAULT_PASSWORD,
      firstName: 'Jonas',
      lastName: 'Becker',
    });
    expect(res.statusCode, res.body).toBe(201);
    const mail = await t.smtp.waitFor(email);
    const de = translate('de');
    expect(mail.subject).toBe(de('mail.verification.subject'));
    expect(mail.text).toContain(de('mail.greetingNamed', { name: 'Jonas' }));
    expect(mail.text).toContain(de('mail.verification.enterIt', { validity: '24 Stunden' }));
    expect(mail.text).toMatch(/\b\d{6}\b/);
    expectOnly(mail, 'de');
    // Not a word of the Italian and English the code mail carried before.
    expect(mailReading(mail)).not.toMatch(/Ciao|codice|Hello|verification code/);
    expect((await userRow(t, email))?.language).toBe('de');
  });

  it('a resend is written in the language of the page that asks', async () => {
    const email = uniqueEmail('parent');
    await browser('de').post(authApi.register.path, { email, password: DEFAULT_PASSWORD, firstName: 'Léa' });
    await t.smtp.waitFor(email);
    t.clock.advance(VERIFICATION_RESEND_INTERVAL_MS + 1000);
    const res = await browser('fr-FR,fr;q=0.9').post(authApi.resendVerification.path, { email });
    expect(res.statusCode, res.body).toBe(200);
    const mail = await t.smtp.waitFor(
      email,
      (m) => m.subject === translate('fr')('mail.verification.subject'),
    );
    expect(mail.text).toContain(translate('fr')('mail.greetingNamed', { name: 'Léa' }));
    expectOnly(mail, 'fr');
  });

  it('a reset link asked from an English browser goes in the saved language, and so does its confirmation', async () => {
    const { user } = await parentIn('it');
    const it_ = translate('it');
    const res = await browser('en-US,en;q=0.9').post(authApi.forgotPassword.path, { email: user.email });
    expect(res.statusCode, res.body).toBe(200);
    await t.app.deps.services.passwordReset.settled();
    const mail = await t.smtp.waitFor(user.email);
    expect(mail.subject).toBe(it_('mail.passwordReset.subject'));
    expect(mail.text).toContain(it_('mail.passwordReset.intro', { email: user.email }));
    expectOnly(mail, 'it');

    const token = /#token=([^&\s]+)/.exec(mail.text)?.[1];
    expect(token, mail.text).toBeDefined();
    const reset = await browser('en').post(authApi.resetPassword.path, {
      token,
      password: 'a-brand-new-secret',
    });
    expect(reset.statusCode, reset.body).toBe(200);
    const changed = await t.smtp.waitFor(
      user.email,
      (m) => m.subject === it_('mail.passwordChanged.subject'),
    );
    expect(changed.text).toContain(it_('mail.passwordChanged.signedOutEvery'));
    expectOnly(changed, 'it');
  });

  it('the password-changed and account-deleted mails go in the saved language', async () => {
    const es = translate('es');
    const { user, agent } = await parentIn('es');
    const change = await agent.post(accountApi.changePassword.path, {
      currentPassword: DEFAULT_PASSWORD,
      newPassword: 'otra-clave-nueva',
    });
    expect(change.statusCode, change.body).toBe(204);
    const changed = await t.smtp.waitFor(user.email, (m) => m.subject === es('mail.passwordChanged.subject'));
    expect(changed.text).toContain(es('mail.passwordChanged.signedOutOthers'));
    expectOnly(changed, 'es');

    const remove = await agent.request('DELETE', accountApi.deleteAccount.path, {
      password: 'otra-clave-nueva',
    });
    expect(remove.statusCode, remove.body).toBe(204);
    const deleted = await t.smtp.waitFor(user.email, (m) => m.subject === es('mail.accountDeleted.subject'));
    expect(deleted.text).toContain(es('mail.accountDeleted.deleted', { email: user.email }));
    expectOnly(deleted, 'es');
  });
});
