// A responder's location and call-back number (issue 16): validation of every bound, the public page's
// 404 and its unknown-code limit, limits per address, the scan a share joins, the parent's
// mail read from a real SMTP receiver, and the retry of a refused mail.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ManualClock } from '#server/adapters/clock.ts';
import { scanEvents, tags, users } from '#server/db/schema/index.ts';
import { PHONE_MAX_DIGITS, PHONE_MAX_LENGTH, PHONE_MIN_DIGITS } from '#shared/phone-rules.ts';
import {
  SHARE_ACCURACY_MAX_M,
  SHARE_MESSAGE_MAX_LENGTH,
  SHARE_NAME_MAX_LENGTH,
} from '#shared/responder-share-rules.ts';

import { createTag, randomCode } from '#tests/factories/tags.ts';
import { holdNextMail } from '#tests/helpers/held-mail.ts';
import { createTestApp, TEST_SESSION_SECRET } from '#tests/helpers/test-app.ts';
import { agentAt, createAuthTestApp, randomIp, type AuthTestApp } from '../auth/auth.test-support.ts';
import { UNKNOWN_CODE_LIMIT } from '../public-tag/public-tag.service.ts';
import { scanClientHash } from '../scans/scan-client.ts';
import { markShareMailed, storeShare } from './responder-shares.repo.ts';
import {
  SHARE_LIMIT_PER_CLIENT,
  SHARE_REPEAT_WINDOW_MS,
  SHARE_RETRY_GAP_MS,
  SHARE_SCAN_WINDOW_MS,
} from './responder-shares.service.ts';
import {
  A_CONTACT,
  A_LOCATION,
  contactUrl,
  locationUrl,
  ownedTag,
  PHONE_UA,
  scansOf,
} from './responder-shares.test-support.ts';
import { englishLeftovers } from '#tests/helpers/english-leftovers.ts';
import { en } from '#tests/helpers/messages.ts';

/** The schemas' messages in English (the request sends no language). */
const shareText = {
  latitudeRange: en('validation.latitudeRange'),
  longitudeRange: en('validation.longitudeRange'),
  accuracyRange: en('validation.accuracyRange', { max: SHARE_ACCURACY_MAX_M }),
  nameRequired: en('validation.shareNameRequired'),
  nameTooLong: en('validation.shareNameTooLong', { max: SHARE_NAME_MAX_LENGTH }),
  phoneInvalid: en('validation.sharePhoneInvalid', {
    min: PHONE_MIN_DIGITS,
    max: PHONE_MAX_DIGITS,
    length: PHONE_MAX_LENGTH,
  }),
  messageTooLong: en('validation.shareMessageTooLong', { max: SHARE_MESSAGE_MAX_LENGTH }),
  invalidCharacter: en('validation.invalidCharacter'),
};

let t: AuthTestApp;

beforeAll(async () => {
  t = await createAuthTestApp();
});
afterAll(async () => {
  await t.close();
});
afterEach(() => {
  t.smtp.rejectWith = undefined;
});

/** A responder's phone at its own address. */
function responder(ip = randomIp()) {
  const agent = agentAt(t, ip);
  agent.headers['user-agent'] = PHONE_UA;
  return agent;
}

describe('validation', () => {
  const cases: Array<[string, Record<string, unknown>, string]> = [
    ['latitude below -90', { ...A_LOCATION, latitude: -90.000001 }, shareText.latitudeRange],
    ['latitude above 90', { ...A_LOCATION, latitude: 90.000001 }, shareText.latitudeRange],
    ['latitude as text', { ...A_LOCATION, latitude: '41.9' }, shareText.latitudeRange],
    ['latitude missing', { longitude: 12.5, accuracy: 10 }, shareText.latitudeRange],
    ['longitude below -180', { ...A_LOCATION, longitude: -180.000001 }, shareText.longitudeRange],
    ['longitude above 180', { ...A_LOCATION, longitude: 180.000001 }, shareText.longitudeRange],
    ['longitude null (what JSON makes of NaN)', { ...A_LOCATION, longitude: null }, shareText.longitudeRange],
    ['accuracy 0', { ...A_LOCATION, accuracy: 0 }, shareText.accuracyRange],
    ['accuracy negative', { ...A_LOCATION, accuracy: -5 }, shareText.accuracyRange],
    ['accuracy over 100 km', { ...A_LOCATION, accuracy: 100_000.5 }, shareText.accuracyRange],
    ['accuracy 1e309 (parsed as Infinity)', { ...A_LOCATION, accuracy: 'HUGE' }, shareText.accuracyRange],
  ];

  it.each(cases)('location: %s → 400, nothing stored', async (_, body, message) => {
    const { tag } = await ownedTag(t);
    // JSON has no Infinity, but 1e309 parses to it.
    const raw = JSON.stringify(body).replace('"HUGE"', '1e309');
    const res = await responder().post(locationUrl(tag.uniqueCode), raw, {
      'content-type': 'application/json',
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await scansOf(t, tag.id)).toEqual([]);
  });

  it('location: an unknown key is refused', async () => {
    const { tag } = await ownedTag(t);
    const res = await responder().post(locationUrl(tag.uniqueCode), { ...A_LOCATION, altitude: 3 });
    expect(res.statusCode).toBe(400);
    expect(await scansOf(t, tag.id)).toEqual([]);
  });

  it('location: the bounds themselves are accepted', async () => {
    const { tag } = await ownedTag(t);
    for (const body of [
      { latitude: -90, longitude: -180, accuracy: 0.1 },
      { latitude: 90, longitude: 180, accuracy: 100_000 },
    ]) {
      const res = await responder().post(locationUrl(tag.uniqueCode), body);
      expect(res.statusCode, res.body).toBe(202);
    }
  });

  const contactCases: Array<[string, Record<string, unknown>, string]> = [
    ['name empty', { ...A_CONTACT, name: '' }, shareText.nameRequired],
    ['name only spaces', { ...A_CONTACT, name: '   ' }, shareText.nameRequired],
    ['name missing', { phone: A_CONTACT.phone }, shareText.nameRequired],
    ['name of 101 characters', { ...A_CONTACT, name: 'n'.repeat(101) }, shareText.nameTooLong],
    ['name with NUL', { ...A_CONTACT, name: 'Giu\u0000lia' }, shareText.invalidCharacter],
    ['phone of 2 characters', { ...A_CONTACT, phone: '12' }, shareText.phoneInvalid],
    [
      'phone of 31 characters',
      { ...A_CONTACT, phone: '0039 (347) - 765 - 4321 - 12. 3' },
      shareText.phoneInvalid,
    ],
    // E.164: at most 15 digits, the international prefix 00 not counted.
    ['phone of 16 digits', { ...A_CONTACT, phone: '+39 347 765 4321 1234' }, shareText.phoneInvalid],
    [
      'phone of 16 digits after 00',
      { ...A_CONTACT, phone: '0039 347 765 4321 1234' },
      shareText.phoneInvalid,
    ],
    ['phone with letters', { ...A_CONTACT, phone: '+39 CALL ME' }, shareText.phoneInvalid],
    ['phone with fewer than 3 digits', { ...A_CONTACT, phone: '+(1)-2' }, shareText.phoneInvalid],
    ['phone as a number', { ...A_CONTACT, phone: 393477654321 }, shareText.phoneInvalid],
    ['message of 501 characters', { ...A_CONTACT, message: 'm'.repeat(501) }, shareText.messageTooLong],
  ];

  it.each(contactCases)('contact: %s → 400, nothing stored', async (_, body, message) => {
    const { tag } = await ownedTag(t);
    const res = await responder().post(contactUrl(tag.uniqueCode), body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await scansOf(t, tag.id)).toEqual([]);
  });

  it('contact: the bounds are accepted, trimmed, and an empty message is none', async () => {
    const { tag } = await ownedTag(t);
    const ip = randomIp();
    // 30 characters, 15 digits after the international prefix 00.
    const phone = '0039 (347) - 765 - 4321 - 12.3';
    const longest = { name: ` ${'n'.repeat(100)} `, phone, message: 'm'.repeat(500) };
    expect((await responder(ip).post(contactUrl(tag.uniqueCode), longest)).statusCode).toBe(202);
    const [scan] = await scansOf(t, tag.id);
    expect(scan).toMatchObject({ contactName: 'n'.repeat(100), contactPhone: phone });
    expect(scan!.contactMessage).toHaveLength(500);

    const shortest = { name: 'A', phone: '112', message: '' };
    expect((await responder(ip).post(contactUrl(tag.uniqueCode), shortest)).statusCode).toBe(202);
    expect((await scansOf(t, tag.id))[0]).toMatchObject({
      contactName: 'A',
      contactPhone: '112',
      contactMessage: null,
    });
  });
});

describe('unknown and inactive codes', () => {
  it('answer 404 exactly as GET /api/tag/{code} does', async () => {
    const inactive = await createTag(t, { isActive: 'false' });
    for (const code of [randomCode(), inactive.uniqueCode, 'x']) {
      const page = await responder().get(`/api/tag/${code}`);
      const location = await responder().post(locationUrl(code), A_LOCATION);
      const contact = await responder().post(contactUrl(code), A_CONTACT);
      expect(page.statusCode).toBe(404);
      for (const res of [location, contact]) {
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual(page.json());
        expect(res.json()).toEqual({ message: en('errors.publicTagNotFound') });
      }
    }
  });

  it("count against the page's unknown-code limit, shared with GET", async () => {
    const agent = responder();
    for (let i = 0; i < UNKNOWN_CODE_LIMIT.limit / 2; i++) {
      expect((await agent.get(`/api/tag/${randomCode()}`)).statusCode).toBe(404);
      expect((await agent.post(locationUrl(randomCode()), A_LOCATION)).statusCode).toBe(404);
    }
    const refused = await agent.post(contactUrl(randomCode()), A_CONTACT);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect((await agent.get(`/api/tag/${randomCode()}`)).statusCode).toBe(429);
  });

  it('the public page may ask for the position (its own origin only)', async () => {
    const { tag } = await ownedTag(t);
    const res = await responder().get(`/tag/${tag.uniqueCode}`);
    expect(res.headers['permissions-policy']).toContain('geolocation=(self)');
  });

  it('a share from another site is refused by the origin check', async () => {
    const { tag } = await ownedTag(t);
    const res = await responder().post(locationUrl(tag.uniqueCode), A_LOCATION, {
      origin: 'https://evil.example',
    });
    expect(res.statusCode).toBe(403);
    expect(await scansOf(t, tag.id)).toEqual([]);
  });
});

describe('limits', () => {
  it(`${SHARE_LIMIT_PER_CLIENT.limit} shares per address and tag in 10 minutes, location and contact together`, async () => {
    const { tag } = await ownedTag(t);
    const agent = responder();
    for (let i = 0; i < SHARE_LIMIT_PER_CLIENT.limit; i++) {
      const url = i % 2 ? contactUrl(tag.uniqueCode) : locationUrl(tag.uniqueCode);
      const res = await agent.post(url, i % 2 ? A_CONTACT : A_LOCATION);
      expect(res.statusCode, res.body).toBe(202);
    }
    const refused = await agent.post(locationUrl(tag.uniqueCode), A_LOCATION);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many attempts/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another address, or the same one on another tag, is not held back.
    expect((await responder().post(locationUrl(tag.uniqueCode), A_LOCATION)).statusCode).toBe(202);
    const other = await ownedTag(t);
    expect((await agent.post(locationUrl(other.tag.uniqueCode), A_LOCATION)).statusCode).toBe(202);
    t.clock.advance(SHARE_LIMIT_PER_CLIENT.windowMs);
    expect((await agent.post(locationUrl(tag.uniqueCode), A_LOCATION)).statusCode).toBe(202);
  });

  it('refusals on a bracelet no parent has activated count too: the address is held back after the limit', async () => {
    const tag = await createTag(t, { userId: null });
    const agent = responder();
    for (let i = 0; i < SHARE_LIMIT_PER_CLIENT.limit; i++) {
      expect((await agent.post(contactUrl(tag.uniqueCode), A_CONTACT)).statusCode).toBe(409);
    }
    const refused = await agent.post(locationUrl(tag.uniqueCode), A_LOCATION);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await scansOf(t, tag.id)).toEqual([]);
  });
  // No limit per tag (issue 28: strangers locked a real finder out): share-floods.api.test.ts.
});

describe('stored with the scan', () => {
  const hashOf = (code: string, ip: string) =>
    scanClientHash({ ip, userAgent: PHONE_UA }, code, t.clock.now(), TEST_SESSION_SECRET);
  const scanRow = (tagId: string, clientHash: string, agoMs: number) => ({
    id: randomUUID(),
    tagId,
    scannedAt: new Date(t.clock.now().getTime() - agoMs),
    clientHash,
    device: 'Android phone, Chrome',
    language: 'it',
  });

  it("joins this client's latest scan of the last hour; a second share replaces the first", async () => {
    const { tag } = await ownedTag(t);
    const ip = randomIp();
    const old = scanRow(tag.id, hashOf(tag.uniqueCode, ip), 50 * 60_000);
    const latest = scanRow(tag.id, hashOf(tag.uniqueCode, ip), 5 * 60_000);
    const someoneElse = scanRow(tag.id, hashOf(tag.uniqueCode, randomIp()), 60_000);
    await t.db.insert(scanEvents).values([old, latest, someoneElse]);

    expect((await responder(ip).post(locationUrl(tag.uniqueCode), A_LOCATION)).statusCode).toBe(202);
    const second = { latitude: -33.856784, longitude: 151.215297, accuracy: 30 };
    t.clock.advance(1000);
    expect((await responder(ip).post(locationUrl(tag.uniqueCode), second)).statusCode).toBe(202);
    expect((await responder(ip).post(contactUrl(tag.uniqueCode), A_CONTACT)).statusCode).toBe(202);

    const rows = new Map((await scansOf(t, tag.id)).map((row) => [row.id, row]));
    expect(rows.size).toBe(3);
    expect(rows.get(latest.id)).toMatchObject({
      ...second,
      locationAt: t.clock.now(),
      contactName: A_CONTACT.name,
      contactPhone: A_CONTACT.phone,
      contactMessage: A_CONTACT.message,
      contactAt: t.clock.now(),
    });
    for (const untouched of [old.id, someoneElse.id]) {
      expect(rows.get(untouched)).toMatchObject({ latitude: null, contactName: null });
    }
  });

  it('the same share sent again, or twice at once, is kept and mailed once; a changed one goes', async () => {
    const { owner, tag } = await ownedTag(t);
    const ip = randomIp();
    const send = (body: typeof A_CONTACT) => responder(ip).post(contactUrl(tag.uniqueCode), body);
    // A double tap: both posts at once.
    const [first, second] = await Promise.all([send(A_CONTACT), send(A_CONTACT)]);
    expect([first.statusCode, second.statusCode]).toEqual([202, 202]);
    t.clock.advance(SHARE_REPEAT_WINDOW_MS - 1000);
    expect((await send(A_CONTACT)).statusCode).toBe(202);
    expect(t.smtp.messagesTo(owner.email)).toHaveLength(1);
    const [scan] = await scansOf(t, tag.id);
    expect(scan).toMatchObject({ contactPhone: A_CONTACT.phone, contactAt: expect.any(Date) });
    const keptAt = scan!.contactAt;

    // A corrected message is a new share; the same one again after the window is sent again.
    expect((await send({ ...A_CONTACT, message: 'At the north gate' })).statusCode).toBe(202);
    expect(t.smtp.messagesTo(owner.email)).toHaveLength(2);
    t.clock.advance(SHARE_REPEAT_WINDOW_MS + 1000);
    expect((await send({ ...A_CONTACT, message: 'At the north gate' })).statusCode).toBe(202);
    expect(t.smtp.messagesTo(owner.email)).toHaveLength(3);
    const rows = await scansOf(t, tag.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.contactAt!.getTime()).toBeGreaterThan(keptAt!.getTime());
  });

  it('joins the scan of the page this client just opened, though it was still queued', async () => {
    const { tag } = await ownedTag(t);
    const ip = randomIp();
    // The page's opening is queued in memory (written within a second); the share comes first.
    expect((await responder(ip).get(`/tag/${tag.uniqueCode}?lang=it`)).statusCode).toBe(200);
    const share = await responder(ip).post(locationUrl(tag.uniqueCode), A_LOCATION, {
      'accept-language': 'de',
    });
    expect(share.statusCode).toBe(202);
    await t.app.deps.services.scans.flush();
    const rows = await scansOf(t, tag.id);
    expect(rows).toHaveLength(1);
    // The page's scan (Italian, as opened), not one the share made of its own (German, its header).
    expect(rows[0]).toMatchObject({
      clientHash: hashOf(tag.uniqueCode, ip),
      language: 'it',
      latitude: A_LOCATION.latitude,
    });
  });

  it('joins the scan of a page opened before UTC midnight, though the client hash changed since', async () => {
    const night = await createAuthTestApp({ clock: new ManualClock(new Date('2026-11-23T23:40:00Z')) });
    try {
      const { tag } = await ownedTag(night);
      const ip = randomIp();
      const visitor = agentAt(night, ip);
      visitor.headers['user-agent'] = PHONE_UA;
      expect((await visitor.get(`/tag/${tag.uniqueCode}`)).statusCode).toBe(200);
      await night.app.deps.services.scans.flush();
      night.clock.set(new Date('2026-11-24T00:20:00Z'));
      expect((await visitor.post(locationUrl(tag.uniqueCode), A_LOCATION)).statusCode).toBe(202);
      const rows = await scansOf(night, tag.id);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ latitude: A_LOCATION.latitude });
    } finally {
      await night.close();
    }
  });

  it('makes a scan of its own when this client has none in the last hour (device, Accept-Language)', async () => {
    const { tag } = await ownedTag(t);
    const ip = randomIp();
    const stale = scanRow(tag.id, hashOf(tag.uniqueCode, ip), SHARE_SCAN_WINDOW_MS + 1000);
    await t.db.insert(scanEvents).values(stale);

    const res = await responder(ip).post(contactUrl(tag.uniqueCode), A_CONTACT, {
      'accept-language': 'de-CH,de;q=0.9,en;q=0.5',
    });
    expect(res.statusCode).toBe(202);
    const rows = await scansOf(t, tag.id);
    expect(rows).toHaveLength(2);
    const made = rows.find((row) => row.id !== stale.id)!;
    expect(made).toMatchObject({
      scannedAt: t.clock.now(),
      clientHash: hashOf(tag.uniqueCode, ip),
      device: 'Android phone, Chrome',
      language: 'de',
      whileLost: false,
      contactName: A_CONTACT.name,
      // The share's own mail stands in for the scan alert.
      alertSentAt: t.clock.now(),
    });
    expect(rows.find((row) => row.id === stale.id)!.contactName).toBeNull();
  });

  it('a scan of its own made while the tag is lost is marked lost, as a page opening would be', async () => {
    const { tag } = await ownedTag(t);
    await t.db
      .update(tags)
      .set({ lostUntil: new Date(t.clock.now().getTime() + 60 * 60_000), lostMessage: 'I am lost' })
      .where(eq(tags.id, tag.id));
    expect((await responder().post(locationUrl(tag.uniqueCode), A_LOCATION)).statusCode).toBe(202);
    expect(await scansOf(t, tag.id)).toEqual([expect.objectContaining({ whileLost: true })]);
  });
});

describe("the parent's mail", () => {
  it('a location: the coordinates, the accuracy in metres and an OpenStreetMap link', async () => {
    const { owner, tag } = await ownedTag(t, 'Mia Rossi');
    expect((await responder().post(locationUrl(tag.uniqueCode), A_LOCATION)).statusCode).toBe(202);
    const mail = await t.smtp.waitFor(owner.email);
    expect(mail.subject).toBe("Location shared from Mia Rossi's SafeKid page");
    // UTC while the parent's zone is unknown, as in scan alerts.
    expect(mail.text).toMatch(/\(UTC\)\.\n/);
    expect(mail.text).toContain('Coordinates: 41.890251, 12.492373 (within about 12 metres)');
    const link = 'https://www.openstreetmap.org/?mlat=41.890251&mlon=12.492373#map=17/41.890251/12.492373';
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(`href="${link.replace(/&/g, '&amp;')}"`);
    expect(mail.text).toContain(`${t.config.publicUrl}/history/${tag.id}`);
    expect(mail.text).toContain(`${t.config.publicUrl}/dashboard`);
    const [scan] = await scansOf(t, tag.id);
    expect(scan!.locationMailedAt).toEqual(t.clock.now());
  });

  it('a contact: name, phone with a tel: link, message; what the responder typed is escaped', async () => {
    const { owner, tag } = await ownedTag(t, 'Mia Rossi');
    const contact = {
      name: '<b>Giulia</b> & co',
      phone: '+39 (347) 765-4321',
      message: 'At the <fountain>\nCall me',
    };
    expect((await responder().post(contactUrl(tag.uniqueCode), contact)).statusCode).toBe(202);
    const mail = await t.smtp.waitFor(owner.email);
    expect(mail.subject).toBe('Call back the person who found Mia Rossi');
    expect(mail.text).toContain('Name: <b>Giulia</b> & co');
    expect(mail.text).toContain('Phone: +39 (347) 765-4321 (tel:+393477654321)');
    expect(mail.text).toContain('Message: At the <fountain>\nCall me');
    expect(mail.html).toContain('href="tel:+393477654321"');
    expect(mail.html).toContain('&lt;b&gt;Giulia&lt;/b&gt; &amp; co');
    expect(mail.html).not.toContain('<b>Giulia');
    expect(mail.html).toContain('At the &lt;fountain&gt;<br />Call me');
  });

  it("both name the time in the parent's time zone, as scan alerts do", async () => {
    const { owner, tag } = await ownedTag(t);
    await t.db.update(users).set({ timeZone: 'Europe/Rome' }).where(eq(users.id, owner.id));
    // Forward only: later tests keep a clock that never went back. Rome is UTC+1 in January.
    t.clock.set(new Date('2027-01-15T05:33:00Z'));
    expect((await responder().post(locationUrl(tag.uniqueCode), A_LOCATION)).statusCode).toBe(202);
    expect((await responder().post(contactUrl(tag.uniqueCode), A_CONTACT)).statusCode).toBe(202);
    const mails = await vi.waitFor(() => {
      const found = t.smtp.messagesTo(owner.email);
      expect(found).toHaveLength(2);
      return found;
    });
    for (const mail of mails) {
      expect(mail.text).toContain('on Jan 15, 2027, 6:33 AM (Europe/Rome).');
      expect(mail.text).not.toContain('UTC');
    }
  });

  it("speaks the parent's saved language: a French parent gets the location in French", async () => {
    const { owner, tag } = await ownedTag(t);
    await t.db.update(users).set({ language: 'fr' }).where(eq(users.id, owner.id));
    expect((await responder().post(locationUrl(tag.uniqueCode), A_LOCATION)).statusCode).toBe(202);
    const mail = await t.smtp.waitFor(owner.email);
    expect(mail.subject).toBe('Position partagée depuis la page SafeKid de l’enfant Mia Rossi');
    expect(mail.html).toContain('<html lang="fr">');
    expect(englishLeftovers(mail.text, 'fr')).toEqual([]);
  });

  it('goes out even when scan alerts are off (decision 029)', async () => {
    const { owner, tag } = await ownedTag(t);
    await t.db.update(tags).set({ alertsEnabled: false }).where(eq(tags.id, tag.id));
    expect((await responder().post(contactUrl(tag.uniqueCode), A_CONTACT)).statusCode).toBe(202);
    expect((await t.smtp.waitFor(owner.email)).text).toContain(A_CONTACT.phone);
  });

  it('a bracelet no parent has activated: 409 with the reason, nothing kept, no mail, and its page offers no shares', async () => {
    const tag = await createTag(t, { userId: null });
    const before = t.smtp.messages.length;
    for (const [url, body] of [
      [contactUrl(tag.uniqueCode), A_CONTACT],
      [locationUrl(tag.uniqueCode), A_LOCATION],
    ] as const) {
      const res = await responder().post(url, body);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: en('errors.shareNoParent') });
    }
    // Kept, it would reach whoever activates the bracelet next.
    expect(await scansOf(t, tag.id)).toEqual([]);
    expect(t.smtp.messages.length).toBe(before);
    expect((await responder().get(`/api/tag/${tag.uniqueCode}`)).json()).toMatchObject({ owned: false });
    const page = await responder().get(`/tag/${tag.uniqueCode}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('data-testid="responder-shares"');
    const { tag: owned } = await ownedTag(t);
    expect((await responder().get(`/tag/${owned.uniqueCode}`)).body).toContain(
      'data-testid="responder-shares"',
    );
  });
});

describe('a refused mail', () => {
  const mailsFor = (email: string) => t.smtp.messagesTo(email);
  const retry = () => t.app.deps.services.responderShares.mailMissed();

  it('still answers the responder; the retry job mails it once after a minute', async () => {
    const { owner, tag } = await ownedTag(t);
    const phone = responder();
    t.smtp.rejectWith = 'Service not available';
    expect((await phone.post(locationUrl(tag.uniqueCode), A_LOCATION)).statusCode).toBe(202);
    expect((await phone.post(contactUrl(tag.uniqueCode), A_CONTACT)).statusCode).toBe(202);
    t.smtp.rejectWith = undefined;
    expect(mailsFor(owner.email)).toHaveLength(0);
    expect(t.logs().some((line) => line.msg === 'responder share not mailed')).toBe(true);
    expect(await scansOf(t, tag.id)).toHaveLength(1);
    expect((await scansOf(t, tag.id))[0]).toMatchObject({ locationMailedAt: null, contactMailedAt: null });

    // The request's own attempt holds the share for a minute.
    expect(await retry()).toBe(0);
    t.clock.advance(SHARE_RETRY_GAP_MS);
    expect(await retry()).toBe(2);
    await t.smtp.waitFor(owner.email, (m) => m.subject.startsWith('Location'));
    await t.smtp.waitFor(owner.email, (m) => m.subject.startsWith('Call back'));
    expect((await scansOf(t, tag.id))[0]).toMatchObject({
      locationMailedAt: t.clock.now(),
      contactMailedAt: t.clock.now(),
    });
    t.clock.advance(24 * 60 * 60_000);
    expect(await retry()).toBe(0);
    expect(mailsFor(owner.email)).toHaveLength(2);
  });

  it('a newer share holds its own attempt, even on a row a retry claimed before', async () => {
    const { owner, tag } = await ownedTag(t);
    const phone = responder();
    t.smtp.rejectWith = 'Service not available';
    expect((await phone.post(locationUrl(tag.uniqueCode), A_LOCATION)).statusCode).toBe(202);
    t.clock.advance(SHARE_RETRY_GAP_MS);
    expect(await retry()).toBe(0);
    t.clock.advance(2 * SHARE_RETRY_GAP_MS);
    // The responder moved: a newer share (the same one again would be the one kept).
    const moved = { ...A_LOCATION, latitude: A_LOCATION.latitude + 0.001 };
    expect((await phone.post(locationUrl(tag.uniqueCode), moved)).statusCode).toBe(202);
    t.smtp.rejectWith = undefined;
    expect(await retry()).toBe(0);
    expect(mailsFor(owner.email)).toHaveLength(0);
    // Its own gap later, the newer share goes out (and leaves nothing for the next test).
    t.clock.advance(SHARE_RETRY_GAP_MS);
    expect(await retry()).toBe(1);
    await t.smtp.waitFor(owner.email);
  });

  it('two instances running the job at once mail it once', async () => {
    const { owner, tag } = await ownedTag(t);
    t.smtp.rejectWith = 'Service not available';
    expect((await responder().post(locationUrl(tag.uniqueCode), A_LOCATION)).statusCode).toBe(202);
    t.smtp.rejectWith = undefined;
    const second = await createTestApp({
      database: t.database,
      clock: t.clock,
      env: { SMTP_URL: t.smtp.url },
    });
    try {
      t.clock.advance(SHARE_RETRY_GAP_MS);
      await Promise.all([retry(), second.app.deps.services.responderShares.mailMissed()]);
      await t.smtp.waitFor(owner.email);
      expect(mailsFor(owner.email)).toHaveLength(1);
    } finally {
      await second.close();
    }
  });

  it('a share waiting behind a slow retry mail is mailed once, though a later run took it over', async () => {
    const first = await ownedTag(t);
    const second = await ownedTag(t);
    t.smtp.rejectWith = 'Service not available';
    for (const { tag } of [first, second]) {
      expect((await responder().post(locationUrl(tag.uniqueCode), A_LOCATION)).statusCode).toBe(202);
    }
    t.smtp.rejectWith = undefined;
    const mail = holdNextMail(t.app.deps.mailer);
    try {
      t.clock.advance(SHARE_RETRY_GAP_MS);
      const slowRun = retry();
      const heldTo = await mail.heldRecipient();
      const waiting = heldTo === first.owner.email ? second.owner.email : first.owner.email;
      // The next run, a minute on, finds the waiting share's claim old and mails it.
      t.clock.advance(SHARE_RETRY_GAP_MS);
      await retry();
      await t.smtp.waitFor(waiting);
      mail.release();
      await slowRun;
      expect(mailsFor(waiting)).toHaveLength(1);
    } finally {
      mail.restore();
    }
  });

  it('a mail of an older share never marks a newer one, made meanwhile, as mailed', async () => {
    const { tag } = await ownedTag(t);
    const id = randomUUID();
    await t.db.insert(scanEvents).values({
      id,
      tagId: tag.id,
      scannedAt: t.clock.now(),
      clientHash: 'h',
      device: 'd',
      language: 'en',
    });
    const first = await storeShare(t.db, id, 'location', A_LOCATION, t.clock.now());
    t.clock.advance(1000);
    await storeShare(t.db, id, 'location', { ...A_LOCATION, latitude: 1 }, t.clock.now());
    await markShareMailed(t.db, id, 'location', first.locationAt!, t.clock.now());
    expect((await scansOf(t, tag.id))[0]).toMatchObject({ latitude: 1, locationMailedAt: null });
  });
});
