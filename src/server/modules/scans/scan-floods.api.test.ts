// Issue 28: a stranger who can read the band's code floods its page. One address with a new browser
// string each time is one client; many addresses get the parent at most ALERT_MAIL_BUDGET alert mails
// an hour, then one summary with the right count, in lost mode too. One test goes through real sockets
// from 40 loopback addresses (127.0.0.x), as a flood would arrive.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '#server/adapters/clock.ts';
import { SmtpReceiver } from '#tests/helpers/smtp-receiver.ts';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import { ALERT_MAIL_BUDGET } from './scan-alerts.ts';
import { ownedTag, phone, scansOf, setLostUntil } from './scan-test-support.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe('a flood of openings', () => {
  let t: TestApp;
  let smtp: SmtpReceiver;
  let base: string;

  beforeAll(async () => {
    smtp = await new SmtpReceiver().start();
    // 14:02 in Rome (UTC+1 in November).
    t = await createTestApp({
      env: { SMTP_URL: smtp.url },
      clock: new ManualClock(new Date('2026-11-23T13:02:00Z')),
    });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  const scans = () => t.app.deps.services.scans;
  const alerts = () => t.app.deps.services.scanAlerts;
  async function written() {
    await scans().flush();
    await scans().alertsSettled();
  }
  /** A real socket from a loopback address of its own (Linux routes all of 127/8 to lo). */
  function openFrom(localAddress: string, path: string): Promise<number> {
    return new Promise((resolve, reject) => {
      const request = http.get(
        `${base}${path}`,
        { localAddress, headers: { 'user-agent': phone() } },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        },
      );
      request.on('error', reject);
    });
  }

  it('510 openings from one address with a new browser string each time are one scan and one mail', async () => {
    const { owner, tag } = await ownedTag(t);
    for (let i = 0; i < 510; i++) {
      const page = await t.agent().get(`/tag/${tag.uniqueCode}`, { 'user-agent': phone(i) });
      expect(page.statusCode).toBe(200);
    }
    await written();
    expect(await scansOf(t, tag.id)).toHaveLength(1);
    expect(smtp.messagesTo(owner.email)).toHaveLength(1);
  });

  it(`40 addresses through real sockets: ${ALERT_MAIL_BUDGET} alert mails, then one summary with the right count`, async () => {
    const { owner, tag } = await ownedTag(t, { timeZone: 'Europe/Rome' });
    for (let n = 0; n < 40; n++) {
      expect(await openFrom(`127.0.0.${n + 2}`, `/tag/${tag.uniqueCode}`)).toBe(200);
      if (n === 5) t.clock.advance(MINUTE); // the held ones span 14:02 to 14:41
      if (n === 38) t.clock.advance(38 * MINUTE);
    }
    await written();
    expect(await scansOf(t, tag.id)).toHaveLength(40);
    expect(smtp.messagesTo(owner.email)).toHaveLength(ALERT_MAIL_BUDGET);

    // Not before the budget's hour has passed, and once only.
    expect(await alerts().mailSummaries()).toBe(0);
    t.clock.advance(HOUR);
    expect(await alerts().mailSummaries()).toBe(1);
    expect(await alerts().mailSummaries()).toBe(0);
    const mails = smtp.messagesTo(owner.email);
    expect(mails).toHaveLength(ALERT_MAIL_BUDGET + 1);
    const summary = mails.at(-1)!;
    expect(summary.subject).toBe("Mia's SafeKid page was opened 35 more times");
    expect(summary.text).toContain(
      '… and 35 more openings between 2:02 PM and 2:41 PM on Nov 23, 2026 (Europe/Rome).',
    );
    t.clock.advance(HOUR);
    expect(await alerts().mailSummaries()).toBe(0);
    expect(smtp.messagesTo(owner.email)).toHaveLength(ALERT_MAIL_BUDGET + 1);
  });

  it('in lost mode every opening is mailed at once up to the budget, the rest in one summary', async () => {
    const { owner, tag } = await ownedTag(t, { alertsEnabled: false });
    await setLostUntil(t, tag.id, new Date(t.clock.now().getTime() + 4 * HOUR));
    for (let n = 0; n < 40; n++) {
      // The same client again and again: lost mode never merges.
      await t
        .agent()
        .from(`10.0.0.${n % 4}`)
        .get(`/tag/${tag.uniqueCode}`, { 'user-agent': phone(n) });
      if (n === 2) await written(); // the first three are mailed at once, not held
    }
    expect(smtp.messagesTo(owner.email)).toHaveLength(3);
    await written();
    expect(await scansOf(t, tag.id)).toHaveLength(40);
    expect(smtp.messagesTo(owner.email)).toHaveLength(ALERT_MAIL_BUDGET);
    t.clock.advance(HOUR);
    expect(await alerts().mailSummaries()).toBe(1);
    const summary = smtp.messagesTo(owner.email).at(-1)!;
    expect(summary.subject).toBe("Lost mode: Mia's SafeKid page was opened 35 more times");
    expect(summary.text).toContain('… and 35 more openings');
  });

  it('two instances running the job at once make one summary; a refused one is retried, once', async () => {
    const { owner, tag } = await ownedTag(t);
    for (let n = 0; n < 12; n++)
      await t.agent().from(`10.1.0.${n}`).get(`/tag/${tag.uniqueCode}`, { 'user-agent': phone() });
    await written();
    expect(smtp.messagesTo(owner.email)).toHaveLength(ALERT_MAIL_BUDGET);
    const second = await createTestApp({ database: t.database, clock: t.clock, env: { SMTP_URL: smtp.url } });
    try {
      t.clock.advance(HOUR);
      smtp.rejectWith = 'Service not available';
      const runs = await Promise.all([
        alerts().mailSummaries(),
        second.app.deps.services.scanAlerts.mailSummaries(),
      ]);
      smtp.rejectWith = undefined;
      expect(runs).toEqual([0, 0]);
      // The failed attempt holds the summary for a minute, then one instance mails it.
      t.clock.advance(MINUTE);
      const retries = await Promise.all([
        alerts().mailSummaries(),
        second.app.deps.services.scanAlerts.mailSummaries(),
      ]);
      expect(retries.sort()).toEqual([0, 1]);
      expect(await alerts().mailSummaries()).toBe(0);
      const mails = smtp.messagesTo(owner.email);
      expect(mails).toHaveLength(ALERT_MAIL_BUDGET + 1);
      expect(mails.at(-1)!.text).toContain('… and 7 more openings at ');
    } finally {
      smtp.rejectWith = undefined;
      await second.close();
    }
  });
});
