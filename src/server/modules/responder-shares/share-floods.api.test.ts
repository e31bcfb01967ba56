// Issue 28 §3: strangers sharing from many addresses can neither lock a real finder out (no per-tag
// 429) nor flood the parent's mail (a per-tag share-mail budget), and no share is ever swallowed: the
// ones over the budget are mailed together, each with all its content.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentAt, createAuthTestApp, type AuthTestApp } from '../auth/auth.test-support.ts';
import {
  HELD_SHARES_MAIL_LIMIT,
  HELD_SHARES_PER_MAIL,
  SHARE_LIMIT_PER_ADDRESS,
  SHARE_LIMIT_PER_CLIENT,
  SHARE_MAIL_BUDGET,
  SHARE_RETRY_GAP_MS,
} from './responder-shares.service.ts';
import { tagsWithHeldShares } from './responder-shares.repo.ts';
import {
  A_CONTACT,
  A_LOCATION,
  contactUrl,
  locationUrl,
  ownedTag,
  PHONE_UA,
} from './responder-shares.test-support.ts';

let t: AuthTestApp;
beforeAll(async () => {
  t = await createAuthTestApp();
});
afterAll(async () => {
  await t.close();
});

function responder(ip: string) {
  const agent = agentAt(t, ip);
  agent.headers['user-agent'] = PHONE_UA;
  return agent;
}

describe('shares under a flood', () => {
  it("6 addresses × 5 location posts do not lock out a fresh address's share", async () => {
    const { tag } = await ownedTag(t);
    for (let a = 0; a < 6; a++) {
      for (let i = 0; i < SHARE_LIMIT_PER_CLIENT.limit; i++) {
        expect(
          (await responder(`10.6.0.${a}`).post(locationUrl(tag.uniqueCode), A_LOCATION)).statusCode,
        ).toBe(202);
      }
    }
    const finder = await responder('10.6.1.1').post(contactUrl(tag.uniqueCode), A_CONTACT);
    expect(finder.statusCode).toBe(202);
  });

  it(`an address stores at most ${SHARE_LIMIT_PER_ADDRESS.limit} shares an hour across every tag`, async () => {
    const ip = '10.6.2.1';
    for (let i = 0; i < SHARE_LIMIT_PER_ADDRESS.limit; i++) {
      const { tag } = await ownedTag(t);
      expect((await responder(ip).post(locationUrl(tag.uniqueCode), A_LOCATION)).statusCode).toBe(202);
    }
    const { tag } = await ownedTag(t);
    expect((await responder(ip).post(locationUrl(tag.uniqueCode), A_LOCATION)).statusCode).toBe(429);
    expect((await responder('10.6.2.2').post(locationUrl(tag.uniqueCode), A_LOCATION)).statusCode).toBe(202);
  });

  it(`45 addresses sharing: ${SHARE_MAIL_BUDGET.limit} mails at once, then held ones ${HELD_SHARES_PER_MAIL} a mail`, async () => {
    const { owner, tag } = await ownedTag(t);
    const share = (n: number, name = `Finder ${n}`) =>
      responder(`10.7.0.${n}`).post(contactUrl(tag.uniqueCode), {
        ...A_CONTACT,
        name,
        phone: `+39 347 000 ${String(1000 + n)}`,
        message: `Message ${n}`,
      });
    for (let n = 0; n < 45; n++) expect((await share(n)).statusCode).toBe(202);
    expect(t.smtp.messagesTo(owner.email)).toHaveLength(SHARE_MAIL_BUDGET.limit);
    const jobs = t.app.deps.services.responderShares;
    // The held ones go at the job's next run, not at the hour's end, at most 25 in a mail (the
    // first test's tag has shares held too: one mail each).
    expect(await jobs.mailHeldShares()).toBeGreaterThanOrEqual(1);
    expect(await jobs.mailHeldShares()).toBe(0);
    expect(await jobs.mailMissed()).toBe(0);
    let mails = t.smtp.messagesTo(owner.email);
    expect(mails).toHaveLength(SHARE_MAIL_BUDGET.limit + 1);
    expect(mails.at(-1)!.subject).toBe(
      `${HELD_SHARES_PER_MAIL} messages from people who opened Mia Rossi's SafeKid page`,
    );

    // A real finder caught in the flood: held, mailed with the rest at the next held mail.
    expect((await share(46, 'Station master')).statusCode).toBe(202);
    expect(await jobs.mailHeldShares()).toBe(0);
    t.clock.advance(HELD_SHARES_MAIL_LIMIT.windowMs);
    expect(await jobs.mailHeldShares()).toBe(1);
    mails = t.smtp.messagesTo(owner.email);
    expect(mails).toHaveLength(SHARE_MAIL_BUDGET.limit + 2);
    expect(mails.at(-1)!.subject).toBe("11 messages from people who opened Mia Rossi's SafeKid page");
    expect(mails.at(-1)!.text).toContain('Name: Station master\n');
    // Every share, each with its name, phone (tel: link) and message, is in some mail.
    for (let n = 0; n < 45; n++) {
      const mail = mails.find((m) => m.text.includes(`Name: Finder ${n}\n`));
      expect(mail, `Finder ${n}`).toBeDefined();
      expect(mail!.text).toContain(`Message: Message ${n}`);
      expect(mail!.html).toContain(`href="tel:+393470001${String(n).padStart(3, '0')}"`);
    }
  });

  it('a held mail the SMTP server refuses is tried again half as large, and the shares all go', async () => {
    const { owner, tag } = await ownedTag(t);
    const jobs = t.app.deps.services.responderShares;
    for (let n = 0; n < SHARE_MAIL_BUDGET.limit + 20; n++) {
      const finder = responder(`10.8.0.${n}`);
      expect(
        (await finder.post(contactUrl(tag.uniqueCode), { ...A_CONTACT, name: `Caller ${n}` })).statusCode,
      ).toBe(202);
    }
    // A server refusing mails of more than 10 messages (as a size limit would).
    t.smtp.refuseWhen = (mail) => Number(mail.subject.split(' ')[0]) > 10;
    try {
      expect(await jobs.mailHeldShares()).toBe(0);
      t.clock.advance(SHARE_RETRY_GAP_MS);
      expect(await jobs.mailHeldShares()).toBe(1);
      // The other half at the next held mail.
      t.clock.advance(HELD_SHARES_MAIL_LIMIT.windowMs);
      expect(await jobs.mailHeldShares()).toBe(1);
    } finally {
      t.smtp.refuseWhen = undefined;
    }
    const held = t.smtp.messagesTo(owner.email).slice(SHARE_MAIL_BUDGET.limit);
    expect(held.map((mail) => mail.subject.split(' ')[0])).toEqual(['10', '10']);
    for (let n = 0; n < SHARE_MAIL_BUDGET.limit + 20; n++)
      expect(
        t.smtp.messagesTo(owner.email).some((m) => m.text.includes(`Name: Caller ${n}\n`)),
        `Caller ${n}`,
      ).toBe(true);
  });
});

describe('which tags the held-share job takes', () => {
  it('the longest-waiting tag first; a tag whose held mail just went is left out', async () => {
    const jobs = t.app.deps.services.responderShares;
    const flood = async (tag: { uniqueCode: string }, net: number, count: number) => {
      for (let n = 0; n < count; n++) {
        const post = await responder(`10.9.${net}.${n}`).post(contactUrl(tag.uniqueCode), A_CONTACT);
        expect(post.statusCode).toBe(202);
      }
    };
    const first = (await ownedTag(t)).tag;
    const second = (await ownedTag(t)).tag;
    await flood(second, 1, SHARE_MAIL_BUDGET.limit);
    await flood(first, 0, SHARE_MAIL_BUDGET.limit + 1);
    t.clock.advance(1000);
    await flood(second, 2, 1);
    const lookUp = () =>
      tagsWithHeldShares(t.app.deps.db, t.clock.now(), {
        minGapMs: SHARE_RETRY_GAP_MS,
        mailGapMs: HELD_SHARES_MAIL_LIMIT.windowMs,
        limit: 1,
      });
    expect(await lookUp()).toEqual([first.id]);
    expect(await jobs.mailHeldShares()).toBe(2);
    // Both held mails went: new held shares wait for their tag's 10 minutes, out of the batch.
    await flood(first, 3, 1);
    // Later than the first tag's, or the two held shares tie and either tag may come first.
    t.clock.advance(1000);
    await flood(second, 4, 1);
    expect(await lookUp()).toEqual([]);
    t.clock.advance(HELD_SHARES_MAIL_LIMIT.windowMs);
    expect(await lookUp()).toEqual([first.id]);
  });
});
