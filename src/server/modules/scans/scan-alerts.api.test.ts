// The parent's scan alerts (issue 16), read from a real SMTP receiver: what the mail says, alerts off,
// the retry after a refused mail, lost mode's alert per opening, and "Send me a test alert".
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '#server/adapters/clock.ts';
import { scanEvents } from '#server/db/schema/index.ts';

import { agentFor, createUser } from '#tests/factories/users.ts';
import { holdNextMail } from '#tests/helpers/held-mail.ts';
import { SmtpReceiver } from '#tests/helpers/smtp-receiver.ts';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import { SCAN_ALERT_RETRY_GAP_MS, TEST_ALERT_LIMIT } from './scan-alerts.ts';
import { ownedTag, phone, scansOf, setLostUntil } from './scan-test-support.ts';
import { englishLeftovers } from '#tests/helpers/english-leftovers.ts';
import { en, translate } from '#tests/helpers/messages.ts';

describe('scan alerts', () => {
  let t: TestApp;
  let smtp: SmtpReceiver;

  beforeAll(async () => {
    smtp = await new SmtpReceiver().start();
    // A Monday in November: Rome is UTC+1.
    t = await createTestApp({
      env: { SMTP_URL: smtp.url },
      clock: new ManualClock(new Date('2026-11-23T11:05:00Z')),
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });
  afterEach(() => {
    smtp.rejectWith = undefined;
  });

  const scans = () => t.app.deps.services.scans;
  async function open(code: string, userAgent = phone(), headers: Record<string, string> = {}) {
    const page = await t.agent().get(`/tag/${code}`, { 'user-agent': userAgent, ...headers });
    expect(page.statusCode).toBe(200);
  }
  /** Writes the queue and waits for the alert mails it started. */
  async function written() {
    await scans().flush();
    await scans().alertsSettled();
  }

  it("mails the owner: the child's name, the time in their zone, the device, the language, the links", async () => {
    const { owner, tag } = await ownedTag(t, { timeZone: 'Europe/Rome' });
    await open(tag.uniqueCode, phone(), { 'accept-language': 'it-IT,it;q=0.9' });
    await written();
    const mail = await smtp.waitFor(owner.email);
    expect(mail.subject).toBe("Mia's SafeKid page was opened");
    expect(mail.text).toContain('Hello Alex,');
    expect(mail.text).toContain('When: Nov 23, 2026, 12:05 PM (Europe/Rome)');
    expect(mail.text).toContain('Device: Android phone, Chrome');
    expect(mail.text).toContain('Language: Italian (it)');
    expect(mail.text).toContain(`http://safekid.test/history/${tag.id}`);
    expect(mail.text).toContain('http://safekid.test/dashboard');
    expect(mail.html).toContain(`href="http://safekid.test/history/${tag.id}"`);
    const [row] = await scansOf(t, tag.id);
    expect(row!.alertSentAt).toEqual(t.clock.now());
  });

  it("logs the mail's kind, never its subject: the log does not learn the child's name", async () => {
    const { owner, tag } = await ownedTag(t, { childName: 'Zephyrine Quill' });
    await open(tag.uniqueCode);
    await written();
    expect((await smtp.waitFor(owner.email)).subject).toContain('Zephyrine Quill');
    expect(t.logs()).toContainEqual(
      expect.objectContaining({ msg: 'mail sent', mail: { kind: 'scan alert' } }),
    );
    expect(JSON.stringify(t.logs())).not.toContain('Zephyrine');
  });

  it('says UTC until the zone is known, and names no child when the tag has no name', async () => {
    const { owner, tag } = await ownedTag(t, { childName: null });
    await open(tag.uniqueCode);
    await written();
    const mail = await smtp.waitFor(owner.email);
    expect(mail.subject).toBe("Your child's SafeKid page was opened");
    expect(mail.text).toContain('When: Nov 23, 2026, 11:05 AM (UTC)');
  });

  it('sends nothing for a tag with alerts off, now or by the retry job', async () => {
    const { owner, tag } = await ownedTag(t, { alertsEnabled: false });
    await open(tag.uniqueCode);
    await written();
    expect(await scansOf(t, tag.id)).toHaveLength(1);
    t.clock.advance(SCAN_ALERT_RETRY_GAP_MS);
    await t.app.deps.services.scanAlerts.mailMissed();
    expect(smtp.messagesTo(owner.email)).toHaveLength(0);
  });

  it('an alert the SMTP server refused goes out on a retry a minute later, once; the page never noticed', async () => {
    const { owner, tag } = await ownedTag(t);
    smtp.rejectWith = 'Service not available';
    await open(tag.uniqueCode);
    await written();
    smtp.rejectWith = undefined;
    expect(smtp.messagesTo(owner.email)).toHaveLength(0);
    expect((await scansOf(t, tag.id))[0]!.alertSentAt).toBeNull();

    // The failed attempt holds the alert for a minute.
    expect(await t.app.deps.services.scanAlerts.mailMissed()).toBe(0);
    t.clock.advance(SCAN_ALERT_RETRY_GAP_MS);
    expect(await t.app.deps.services.scanAlerts.mailMissed()).toBe(1);
    await smtp.waitFor(owner.email);
    t.clock.advance(SCAN_ALERT_RETRY_GAP_MS);
    expect(await t.app.deps.services.scanAlerts.mailMissed()).toBe(0);
    expect(smtp.messagesTo(owner.email)).toHaveLength(1);
  });

  it('an unsent alert of a tag whose alerts were switched off is left alone by the retry job', async () => {
    const { owner, tag } = await ownedTag(t);
    smtp.rejectWith = 'Service not available';
    await open(tag.uniqueCode);
    await written();
    smtp.rejectWith = undefined;
    const [claimed] = await scansOf(t, tag.id);
    const switched = await (await agentFor(t, owner)).put(`/api/tags/${tag.id}/alerts`, { enabled: false });
    expect(switched.statusCode).toBe(200);
    t.clock.advance(SCAN_ALERT_RETRY_GAP_MS);
    expect(await t.app.deps.services.scanAlerts.mailMissed()).toBe(0);
    // Not claimed again (it would be, every minute for a day, crowding out alerts that are due).
    expect((await scansOf(t, tag.id))[0]!.alertClaimedAt).toEqual(claimed!.alertClaimedAt);
    expect(smtp.messagesTo(owner.email)).toHaveLength(0);
  });

  it('an alert waiting behind a slow mail is mailed once, though the retry job took it over meanwhile', async () => {
    const a = await ownedTag(t);
    const b = await ownedTag(t);
    const mail = holdNextMail(t.app.deps.mailer);
    try {
      await open(a.tag.uniqueCode);
      await open(b.tag.uniqueCode);
      await scans().flush();
      const heldTo = await mail.heldRecipient();
      const waiting = heldTo === a.owner.email ? b.owner.email : a.owner.email;
      // A minute on, both claims look abandoned: the retry job takes them and mails them.
      t.clock.advance(SCAN_ALERT_RETRY_GAP_MS);
      await t.app.deps.services.scanAlerts.mailMissed();
      await smtp.waitFor(waiting);
      mail.release();
      await scans().alertsSettled();
      expect(smtp.messagesTo(waiting)).toHaveLength(1);
    } finally {
      mail.restore();
    }
  });

  it('while the tag is lost, every opening by the same client alerts', async () => {
    const { owner, tag } = await ownedTag(t);
    await setLostUntil(t, tag.id, new Date(t.clock.now().getTime() + 60 * 60 * 1000));
    await open(tag.uniqueCode);
    await written();
    await open(tag.uniqueCode);
    await open(tag.uniqueCode);
    await written();
    expect(smtp.messagesTo(owner.email)).toHaveLength(3);
    // Told apart from routine alerts in a list of mails.
    expect(smtp.messagesTo(owner.email)[0]!.subject).toBe("Lost mode: Mia's SafeKid page was opened");
    expect(smtp.messagesTo(owner.email)[0]!.text).toContain('lost-child mode');
  });

  it('while the tag is lost, openings alert even with scan alerts switched off, and the mail says why', async () => {
    const { owner, tag } = await ownedTag(t, { alertsEnabled: false });
    await setLostUntil(t, tag.id, new Date(t.clock.now().getTime() + 60 * 60 * 1000));
    await open(tag.uniqueCode);
    await written();
    const mail = await smtp.waitFor(owner.email);
    expect(mail.subject).toBe("Lost mode: Mia's SafeKid page was opened");
    expect(mail.text).toContain('every opening is mailed, even with scan alerts off');
    expect(mail.text).not.toContain('scan alerts are on for this tag');
  });

  it("speaks the parent's saved language: an Italian parent gets an Italian alert", async () => {
    const { owner, tag } = await ownedTag(t, { timeZone: 'Europe/Rome', language: 'it' });
    await open(tag.uniqueCode, phone(), { 'accept-language': 'de-DE,de;q=0.9' });
    await written();
    const mail = await smtp.waitFor(owner.email);
    expect(mail.subject).toBe('La pagina SafeKid di Mia è stata aperta');
    expect(mail.text).toContain('Ciao Alex,');
    expect(mail.text).toMatch(/^Quando: \d{1,2} nov 2026, \d\d:\d\d \(Europe\/Rome\)$/m);
    expect(mail.text).toContain('Lingua: tedesco (de)');
    expect(mail.html).toContain('<html lang="it">');
    expect(englishLeftovers(mail.text, 'it')).toEqual([]);
  });

  it('a German parent gets the lost-mode alert in German', async () => {
    const { owner, tag } = await ownedTag(t, { alertsEnabled: false, language: 'de' });
    await setLostUntil(t, tag.id, new Date(t.clock.now().getTime() + 60 * 60 * 1000));
    await open(tag.uniqueCode);
    await written();
    const mail = await smtp.waitFor(owner.email);
    expect(mail.subject).toBe('Vermisst-Modus: Die SafeKid-Seite von Mia wurde geöffnet');
    expect(mail.text).toContain('Der Tag ist im Vermisst-Modus');
    expect(mail.text).toContain(translate('de')('alertMail.whyLost'));
    expect(englishLeftovers(mail.text, 'de')).toEqual([]);
  });

  describe('POST /api/tags/{id}/test-alert', () => {
    it('mails the owner a test marked as such and answers a message', async () => {
      const { owner, tag } = await ownedTag(t, { timeZone: 'America/New_York' });
      const agent = await agentFor(t, owner);
      const res = await agent.post(`/api/tags/${tag.id}/test-alert`, undefined, { 'user-agent': phone() });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: en('errors.testAlertSent') });
      const mail = await smtp.waitFor(owner.email);
      expect(mail.subject).toBe("[Test] Mia's SafeKid page was opened");
      expect(mail.text).toContain('This is a test alert');
      expect(mail.text).toContain('(America/New_York)');
      expect(await t.db.select().from(scanEvents).where(eq(scanEvents.tagId, tag.id))).toHaveLength(0);
    });

    it('with scan alerts off, the test says real openings will not be mailed', async () => {
      const { owner, tag } = await ownedTag(t, { alertsEnabled: false });
      const agent = await agentFor(t, owner);
      expect((await agent.post(`/api/tags/${tag.id}/test-alert`)).statusCode).toBe(200);
      const mail = await smtp.waitFor(owner.email);
      expect(mail.text).toContain('Scan alerts are off for this tag: real openings are not mailed');
      expect(mail.text).not.toContain('scan alerts are on');
    });

    it("another parent's tag, an unknown id or a malformed one answer 404 and send nothing", async () => {
      const { owner, tag } = await ownedTag(t);
      const other = await agentFor(t, await createUser(t));
      for (const id of [tag.id, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
        const res = await other.post(`/api/tags/${id}/test-alert`);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ message: en('errors.tagNotFound') });
      }
      expect(smtp.messagesTo(owner.email)).toHaveLength(0);
    });

    it('a deactivated tag answers 409 with a reason and sends nothing', async () => {
      const { owner, tag } = await ownedTag(t);
      const agent = await agentFor(t, owner);
      expect((await agent.post(`/api/tags/${tag.id}/deactivate`)).statusCode).toBe(204);
      const res = await agent.post(`/api/tags/${tag.id}/test-alert`);
      expect(res.statusCode).toBe(409);
      // Not in SPEC (issue 17): its page no longer opens, so no scan could ever alert.
      expect(res.json()).toEqual({
        message:
          'This tag is deactivated: its page no longer opens. Move its profile to a new bracelet to use it again.',
      });
      expect(smtp.messagesTo(owner.email)).toHaveLength(0);
    });

    it(`allows ${TEST_ALERT_LIMIT.limit} an hour per tag, then 429`, async () => {
      const { owner, tag } = await ownedTag(t);
      const agent = await agentFor(t, owner);
      for (let i = 0; i < TEST_ALERT_LIMIT.limit; i++) {
        expect((await agent.post(`/api/tags/${tag.id}/test-alert`)).statusCode).toBe(200);
      }
      const refused = await agent.post(`/api/tags/${tag.id}/test-alert`);
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBeDefined();
      expect(smtp.messagesTo(owner.email)).toHaveLength(TEST_ALERT_LIMIT.limit);
    });

    it('a refused test mail answers 503 with a message', async () => {
      const { owner, tag } = await ownedTag(t);
      smtp.rejectWith = 'Service not available';
      const res = await (await agentFor(t, owner)).post(`/api/tags/${tag.id}/test-alert`);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ message: en('errors.testAlertFailed') });
    });
  });
});
