// Issue 28: a stranger who can read the band's code floods its page. One address with a new browser
// string each time is one client; many addresses get the parent at most ALERT_MAIL_BUDGET alert mails
// an hour, then one summary with the right count, in lost mode too. One test goes through real sockets
// from 40 loopback addresses (127.0.0.x), as a flood would arrive.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '#server/adapters/clock.ts';
import { SmtpReceiver } from '#tests/helpers/smtp-receiver.ts';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import { ownedTag, phone, scansOf } from './scan-test-support.ts';

describe('a flood of openings', () => {
  let t: TestApp;
  let smtp: SmtpReceiver;

  beforeAll(async () => {
    smtp = await new SmtpReceiver().start();
    // 14:02 in Rome (UTC+1 in November).
    t = await createTestApp({
      env: { SMTP_URL: smtp.url },
      clock: new ManualClock(new Date('2026-11-23T13:02:00Z')),
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  const scans = () => t.app.deps.services.scans;
  async function written() {
    await scans().flush();
    await scans().alertsSettled();
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
});
