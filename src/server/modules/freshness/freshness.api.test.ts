// Information that says how fresh it is (issue 34 part 3): the reminder job (due after N months, one
// mail per recipient in their language, never twice, off with 0, SMTP down then up), the signed
// "Still right" link (GET changes nothing, POST records the check, a changed signature or payload and
// an expired link are refused with nothing written) and the public page's footer and 12-month notice.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '#server/adapters/clock.ts';
import { tags, users } from '#server/db/schema/index.ts';
import { formatDay } from '#shared/i18n/format-date.ts';
import { addMonths } from '#shared/profile-freshness.ts';
import { createTag } from '#tests/factories/tags.ts';
import { agentFor, createUser } from '#tests/factories/users.ts';
import { translate } from '#tests/helpers/messages.ts';
import { SmtpReceiver, type ReceivedMail } from '#tests/helpers/smtp-receiver.ts';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import { visibleText } from '../public-tag/public-tag.test-support.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const en = translate('en');
const it_ = translate('it');

describe('freshness reminders and the Still right link', () => {
  let t: TestApp;
  let smtp: SmtpReceiver;

  beforeAll(async () => {
    smtp = await new SmtpReceiver().start();
    t = await createTestApp({
      env: { SMTP_URL: smtp.url },
      clock: new ManualClock(new Date('2026-01-10T09:00:00Z')),
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  const remind = () => t.app.deps.services.freshness.remindDue();

  /** An owner's configured tag, checked now: a public and a protected field. */
  async function checkedTag(options: { language?: string; childName?: string } = {}) {
    const owner = await createUser(t);
    if (options.language)
      await t.db.update(users).set({ language: options.language }).where(eq(users.id, owner.id));
    const tag = await createTag(t, {
      userId: owner.id,
      childName: options.childName ?? 'Mia',
      fields: [
        { title: 'Allergies', content: 'Peanuts' },
        { title: 'Home address', content: 'Via Roma 1', visibility: 'protected' },
      ],
    });
    await t.db
      .update(tags)
      .set({ checkedAt: t.clock.now(), updatedAt: t.clock.now() })
      .where(eq(tags.id, tag.id));
    return { owner, tag };
  }
  const stored = async (tagId: string) => (await t.db.select().from(tags).where(eq(tags.id, tagId)))[0]!;
  const linkIn = (mail: ReceivedMail) =>
    /http:\/\/safekid\.test(\/still-right\/[A-Za-z0-9_.-]+)/.exec(mail.text)![1]!;

  it('is not due before six months, then one mail lists what the page shows, with the two links', async () => {
    const { owner, tag } = await checkedTag();
    t.clock.advance(addMonths(t.clock.now(), 6).getTime() - t.clock.now().getTime() - DAY_MS);
    await remind();
    expect(smtp.messagesTo(owner.email)).toHaveLength(0);

    t.clock.advance(DAY_MS);
    // Two runs at once (two instances): one claim, one mail.
    await Promise.all([remind(), remind()]);
    const mail = await smtp.waitFor(owner.email);
    expect(mail.subject).toBe("Is Mia's information still right?");
    expect(mail.text).toContain('Allergies: Peanuts');
    expect(mail.text).toContain('Home address (behind the PIN)');
    expect(mail.text).not.toContain('Via Roma');
    expect(mail.text).toContain(`${en('freshness.stillRightLink')}: http://safekid.test/still-right/`);
    expect(mail.text).toContain(`http://safekid.test/configure/${tag.id}`);
    expect((await stored(tag.id)).freshnessRemindedAt).toEqual(t.clock.now());

    // Not twice for the same check.
    t.clock.advance(DAY_MS);
    await remind();
    expect(smtp.messagesTo(owner.email)).toHaveLength(1);
  });

  it("writes in the recipient's saved language", async () => {
    const { owner } = await checkedTag({ language: 'it', childName: 'Luca' });
    t.clock.advance(addMonths(t.clock.now(), 6).getTime() - t.clock.now().getTime());
    await remind();
    const mail = await smtp.waitFor(owner.email);
    expect(mail.subject).toBe('Le informazioni di Luca sono ancora corrette?');
    expect(mail.text).toContain(it_('freshness.behindPin', { title: 'Home address' }));
  });

  it('keeps the reminder due while the SMTP server is down, and sends it once it is back', async () => {
    const { owner, tag } = await checkedTag();
    t.clock.advance(addMonths(t.clock.now(), 7).getTime() - t.clock.now().getTime());
    const port = smtp.port;
    await smtp.stop();
    await remind();
    expect((await stored(tag.id)).freshnessRemindedAt).toBeNull();
    expect(t.logs()).toContainEqual(
      expect.objectContaining({ msg: 'freshness reminder not sent', tagId: tag.id }),
    );

    smtp = await new SmtpReceiver().start(port);
    t.clock.advance(60 * 60 * 1000);
    await remind();
    await smtp.waitFor(owner.email);
    expect((await stored(tag.id)).freshnessRemindedAt).toEqual(t.clock.now());
  });

  it('GET only asks; POST records the check and the footer shows the day', async () => {
    const { owner, tag } = await checkedTag();
    const checkedBefore = (await stored(tag.id)).checkedAt;
    t.clock.advance(addMonths(t.clock.now(), 6).getTime() - t.clock.now().getTime() + DAY_MS);
    await remind();
    const link = linkIn(await smtp.waitFor(owner.email));

    const page = await t.agent().get(link);
    expect(page.statusCode).toBe(200);
    expect(visibleText(page.body)).toContain("Is Mia's information still right?");
    expect(page.body).toContain(`action="${link}" method="post"`);
    expect(page.body).toContain(`href="/configure/${tag.id}"`);
    expect(page.headers['cache-control']).toBe('no-store');
    expect((await stored(tag.id)).checkedAt).toEqual(checkedBefore);

    t.clock.advance(DAY_MS);
    const confirmed = await t.agent().post(link, '', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(confirmed.statusCode).toBe(200);
    expect(visibleText(confirmed.body)).toContain(en('freshness.thanksHeading'));
    expect((await stored(tag.id)).checkedAt).toEqual(t.clock.now());

    const footer = visibleText((await t.agent().get(`/tag/${tag.uniqueCode}`)).body);
    expect(footer).toContain(en('publicTag.checkedByParent', { date: formatDay(t.clock.now(), 'en') }));
  });

  it('refuses a changed signature, a changed payload and an expired link, writing nothing', async () => {
    const { owner, tag } = await checkedTag();
    t.clock.advance(addMonths(t.clock.now(), 6).getTime() - t.clock.now().getTime() + DAY_MS);
    await remind();
    const link = linkIn(await smtp.waitFor(owner.email));
    const before = (await stored(tag.id)).checkedAt;
    const flip = (text: string, at: number) =>
      text.slice(0, at) + (text[at] === 'A' ? 'B' : 'A') + text.slice(at + 1);
    const dot = link.lastIndexOf('.');
    const changedSignature = flip(link, dot + 3);
    const changedPayload = flip(link, '/still-right/'.length + 5);
    for (const bad of [changedSignature, changedPayload]) {
      const get = await t.agent().get(bad);
      expect(get.statusCode).toBe(403);
      expect(visibleText(get.body)).toContain(en('freshness.invalidLink'));
      const post = await t.agent().post(bad, '', { 'content-type': 'application/x-www-form-urlencoded' });
      expect(post.statusCode).toBe(403);
    }
    expect((await stored(tag.id)).checkedAt).toEqual(before);

    t.clock.advance(61 * DAY_MS);
    const expired = await t.agent().post(link, '', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(expired.statusCode).toBe(410);
    expect(visibleText(expired.body)).toContain(en('freshness.expiredLink'));
    expect((await stored(tag.id)).checkedAt).toEqual(before);
  });

  it("a body over the form's limit or another site's post answers the page saying so, in the reader's language, writing nothing", async () => {
    const { owner, tag } = await checkedTag();
    t.clock.advance(addMonths(t.clock.now(), 6).getTime() - t.clock.now().getTime() + DAY_MS);
    await remind();
    const link = linkIn(await smtp.waitFor(owner.email));
    const before = (await stored(tag.id)).checkedAt;
    const form = { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'it-IT,it;q=0.9' };
    const huge = await t.agent().post(link, 'x'.repeat(4096), form);
    const crossSite = await t.agent().post(link, '', { ...form, origin: 'https://evil.example' });
    for (const [res, status, text] of [
      [huge, 413, it_('errors.bodyTooLarge')],
      [crossSite, 403, it_('errors.forbiddenOrigin')],
    ] as const) {
      expect(res.statusCode).toBe(status);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['content-language']).toBe('it');
      expect(visibleText(res.body)).toContain(text);
    }
    expect((await stored(tag.id)).checkedAt).toEqual(before);
  });

  it('answers 410 for a deactivated tag', async () => {
    const { owner, tag } = await checkedTag();
    t.clock.advance(addMonths(t.clock.now(), 6).getTime() - t.clock.now().getTime() + DAY_MS);
    await remind();
    const link = linkIn(await smtp.waitFor(owner.email));
    await t.db
      .update(tags)
      .set({ isActive: 'false', deactivatedAt: t.clock.now() })
      .where(eq(tags.id, tag.id));
    const post = await t.agent().post(link, '', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(post.statusCode).toBe(410);
    expect(visibleText(post.body)).toContain(en('freshness.tagGone'));
  });

  it('shows the check day in the footer in English and Italian, and the year-old notice from the moment it applies', async () => {
    const { tag } = await checkedTag();
    const checked = t.clock.now();
    const page = async (lang: string) =>
      visibleText((await t.agent().get(`/tag/${tag.uniqueCode}?lang=${lang}`)).body);
    expect(await page('en')).toContain(`Checked by a parent on ${formatDay(checked, 'en')}`);
    expect(await page('it')).toContain(`Verificato da un genitore il ${formatDay(checked, 'it')}`);
    // Cached a moment before it turns a year old...
    t.clock.set(addMonths(checked, 12).getTime() - 60_000);
    expect(await page('en')).not.toContain(en('publicTag.staleNotice'));
    // ...that page is not served once it is.
    t.clock.set(addMonths(checked, 12).getTime() + DAY_MS);
    expect(await page('en')).toContain(en('publicTag.staleNotice'));
    expect(await page('it')).toContain(it_('publicTag.staleNotice'));
    const json = JSON.parse((await t.agent().get(`/api/tag/${tag.uniqueCode}`)).body) as Record<
      string,
      unknown
    >;
    expect(json).toMatchObject({ checkedAt: checked.toISOString(), stale: true });
    // Nothing is hidden.
    expect(await page('en')).toContain('Peanuts');
  });

  it("saving the tag's data is a check", async () => {
    const { owner, tag } = await checkedTag();
    t.clock.advance(40 * DAY_MS);
    const agent = await agentFor(t, owner);
    const res = await agent.put(`/api/tags/${tag.id}/config`, {
      childName: 'Mia',
      childAge: 5,
      fields: [{ title: 'Allergies', content: 'Peanuts and milk' }],
    });
    expect(res.statusCode).toBe(200);
    expect((await stored(tag.id)).checkedAt).toEqual(t.clock.now());
  });
});

describe('freshness reminders switched off', () => {
  it('sends nothing with FRESHNESS_REMINDER_MONTHS=0', async () => {
    const smtp = await new SmtpReceiver().start();
    const t = await createTestApp({
      env: { SMTP_URL: smtp.url, FRESHNESS_REMINDER_MONTHS: '0' },
      clock: new ManualClock(new Date('2026-01-10T09:00:00Z')),
    });
    try {
      const owner = await createUser(t);
      const tag = await createTag(t, { userId: owner.id, childName: 'Mia' });
      await t.db.update(tags).set({ checkedAt: t.clock.now() }).where(eq(tags.id, tag.id));
      t.clock.advance(400 * DAY_MS);
      expect(await t.app.deps.services.freshness.remindDue()).toBe(0);
      expect(smtp.messagesTo(owner.email)).toHaveLength(0);
    } finally {
      await t.close();
      await smtp.stop();
    }
  });
});
