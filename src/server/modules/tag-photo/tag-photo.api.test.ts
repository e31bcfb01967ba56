// The child's photo for lost mode (issue 34): the parent's upload (re-encoded, resized, upright, no
// metadata read back with sharp), its refusals, the owner's view, the public page and photo address
// only while lost (cache included), the lost-mode mail's inline photo, and the file gone with the data.
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '#server/adapters/clock.ts';
import { createStorage } from '#server/adapters/storage.ts';
import { tags } from '#server/db/schema/index.ts';
import { HOUR_MS } from '#server/infra/rate-limit/rate-limiter.ts';
import { TAG_PHOTO_MAX_BYTES } from '#shared/constants.ts';
import { createTag } from '#tests/factories/tags.ts';
import { agentFor, createUser, DEFAULT_PASSWORD } from '#tests/factories/users.ts';
import { en } from '#tests/helpers/messages.ts';
import { SmtpReceiver } from '#tests/helpers/smtp-receiver.ts';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import { address, phone } from '../scans/scan-test-support.ts';
import { LOST_PHOTO_CID } from '../scans/scan-alert-mail.ts';

const LOST = { message: 'Mia is lost, please call', phone: '+39 333 123 4567', hours: 4 };
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

/** A camera's JPEG: 1200 × 600 stored sideways (orientation 6), with its make and a GPS position. */
async function cameraJpeg(): Promise<Buffer> {
  return sharp({ create: { width: 1200, height: 600, channels: 3, background: '#c03030' } })
    .jpeg()
    .withMetadata({
      orientation: 6,
      exif: {
        IFD0: { Make: 'SecretCam', Copyright: 'Family Rossi' },
        // libvips's IFD3 is the GPS directory.
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '45/1 27/1 0/1',
          GPSLongitudeRef: 'E',
          GPSLongitude: '9/1 11/1 0/1',
        },
      },
    })
    .toBuffer();
}

/** Whether EXIF bytes hold a GPS directory: its pointer tag 0x8825, little- or big-endian. */
const hasGps = (exif: Buffer | undefined) =>
  exif !== undefined &&
  (exif.includes(Buffer.from([0x25, 0x88])) || exif.includes(Buffer.from([0x88, 0x25])));

const smallPng = () =>
  sharp({ create: { width: 300, height: 200, channels: 4, background: '#3060c0' } })
    .png()
    .toBuffer();

describe('the child’s photo', () => {
  let t: TestApp;
  let smtp: SmtpReceiver;
  beforeAll(async () => {
    smtp = await new SmtpReceiver().start();
    t = await createTestApp({
      env: { SMTP_URL: smtp.url },
      clock: new ManualClock(new Date('2026-11-23T11:05:00Z')),
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  const storage = () => createStorage(t.config);

  async function ownedTag(physicalId: string | null = null) {
    const owner = await createUser(t);
    const tag = await createTag(t, {
      userId: owner.id,
      childName: 'Mia Rossi',
      physicalId,
      fields: [{ title: 'Allergies', content: 'Peanuts' }],
    });
    const agent = await agentFor(t, owner);
    return { owner, tag, agent, url: `/api/tags/${tag.id}/photo` };
  }
  const photoKeyOf = async (tagId: string) =>
    (await t.db.select({ key: tags.photoKey }).from(tags).where(eq(tags.id, tagId)))[0]?.key ?? null;
  const storedBytes = async (key: string) => {
    const stream = await storage().read(key);
    if (!stream) return null;
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  };
  const upload = (
    agent: Awaited<ReturnType<typeof ownedTag>>['agent'],
    url: string,
    body: Buffer,
    type = 'image/jpeg',
  ) => agent.put(url, body, { 'content-type': type });

  it('stores an upright JPEG within 800 × 800 without EXIF, GPS, XMP or ICC (read back with sharp)', async () => {
    const { tag, agent, url } = await ownedTag();
    const original = await cameraJpeg();
    expect(hasGps((await sharp(original).metadata()).exif)).toBe(true);
    const res = await upload(agent, url, original);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ hasPhoto: true });
    expect(res.headers['cache-control']).toBe('no-store');
    const key = await photoKeyOf(tag.id);
    expect(key).toMatch(/^uploads\/child-photo-[0-9a-f]{32}\.jpg$/);
    const stored = (await storedBytes(key!))!;
    const meta = await sharp(stored).metadata();
    expect(meta.format).toBe('jpeg');
    // Sideways 1200 × 600 turned upright: 600 × 1200, fitted into 800 × 800.
    expect([meta.width, meta.height]).toEqual([400, 800]);
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(stored.includes(Buffer.from('SecretCam'))).toBe(false);
    expect(stored.includes(Buffer.from('Exif'))).toBe(false);
    // The owner sees it, never cached; the edit page's read says so.
    const own = await agent.get(url);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/jpeg');
    expect(own.headers['cache-control']).toBe('no-store');
    expect(own.rawPayload.equals(stored)).toBe(true);
    expect((await agent.get(`/api/tags/${tag.id}`)).json().hasPhoto).toBe(true);
  });

  it('takes a PNG as it is (never enlarged); a new photo replaces the file and the old key', async () => {
    const { tag, agent, url } = await ownedTag();
    await upload(agent, url, await cameraJpeg());
    const first = (await photoKeyOf(tag.id))!;
    const res = await upload(agent, url, await smallPng(), 'image/png');
    expect(res.statusCode, res.body).toBe(200);
    const second = (await photoKeyOf(tag.id))!;
    expect(second).not.toBe(first);
    expect(await storage().stat(first)).toBeNull();
    const meta = await sharp((await storedBytes(second))!).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 300, 200]);
  });

  it('refuses a text file named .jpg (400), HEIC (400, says so) and 5 MB + 1 byte (413): nothing stored', async () => {
    const { tag, agent, url } = await ownedTag();
    const before = await storage().list();
    const text = await upload(agent, url, Buffer.from('just some text, not a photo at all'));
    expect(text.statusCode).toBe(400);
    expect(text.json().message).toBe(en('errors.notAPhoto'));
    // A JPEG's first bytes, then garbage: the magic matches, the decoder refuses.
    const fake = await upload(
      agent,
      url,
      Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(500, 7)]),
    );
    expect(fake.statusCode).toBe(400);
    expect(fake.json().message).toBe(en('errors.notAPhoto'));
    const heic = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypheic'), Buffer.alloc(200)]);
    const heicRes = await upload(agent, url, heic, 'image/heic');
    expect(heicRes.statusCode).toBe(400);
    expect(heicRes.json().message).toBe(en('errors.photoHeic'));
    const big = Buffer.concat([await smallPng(), Buffer.alloc(TAG_PHOTO_MAX_BYTES + 1)]).subarray(
      0,
      TAG_PHOTO_MAX_BYTES + 1,
    );
    const tooBig = await upload(agent, url, big, 'image/png');
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().message).toBe(en('errors.photoTooLarge'));
    const german = await agent.put(url, big, { 'content-type': 'image/png', 'accept-language': 'de' });
    expect(german.statusCode).toBe(413);
    expect(german.json().message).toBe('Das Foto darf höchstens 5 MB groß sein.');
    expect(await photoKeyOf(tag.id)).toBeNull();
    expect(await storage().list()).toEqual(before);
  });

  it('takes a phone-sized photo of several MB (over the JSON body limit, under 5 MB)', async () => {
    const { tag, agent, url } = await ownedTag();
    const noise = Buffer.alloc(1100 * 900 * 3);
    for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
    const png = await sharp(noise, { raw: { width: 1100, height: 900, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(png.length).toBeGreaterThan(2 * 1024 * 1024);
    expect(png.length).toBeLessThanOrEqual(TAG_PHOTO_MAX_BYTES);
    const res = await upload(agent, url, png, 'image/png');
    expect(res.statusCode, res.body).toBe(200);
    const meta = await sharp((await storedBytes((await photoKeyOf(tag.id))!))!).metadata();
    expect([meta.width, meta.height]).toEqual([800, 655]);
  });

  it('refuses a decompression bomb (a huge canvas in a small file) with 400', async () => {
    const { tag, agent, url } = await ownedTag();
    const bomb = await sharp({ create: { width: 10000, height: 10000, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(TAG_PHOTO_MAX_BYTES);
    const res = await upload(agent, url, bomb, 'image/png');
    expect(res.statusCode).toBe(400);
    expect(await photoKeyOf(tag.id)).toBeNull();
  });

  it("another parent's tag and an unknown id answer 404; signed out 401; nothing stored", async () => {
    const { tag, url } = await ownedTag();
    const other = await agentFor(t, await createUser(t));
    const jpeg = await cameraJpeg();
    expect((await upload(other, url, jpeg)).statusCode).toBe(404);
    expect((await other.get(url)).statusCode).toBe(404);
    expect((await other.delete(url)).statusCode).toBe(404);
    expect((await upload(other, `/api/tags/${UNKNOWN_ID}/photo`, jpeg)).statusCode).toBe(404);
    expect((await upload(t.agent(), url, jpeg)).statusCode).toBe(401);
    expect(await photoKeyOf(tag.id)).toBeNull();
  });

  it('DELETE removes the photo and its file; deleting twice is 204; the owner then gets 404', async () => {
    const { tag, agent, url } = await ownedTag();
    await upload(agent, url, await cameraJpeg());
    const key = (await photoKeyOf(tag.id))!;
    expect((await agent.delete(url)).statusCode).toBe(204);
    expect(await photoKeyOf(tag.id)).toBeNull();
    expect(await storage().stat(key)).toBeNull();
    expect((await agent.delete(url)).statusCode).toBe(204);
    expect((await agent.get(url)).statusCode).toBe(404);
    expect((await agent.get(`/api/tags/${tag.id}`)).json().hasPhoto).toBe(false);
  });

  describe('on the public page', () => {
    const noTrace = (text: string, photoId: string) => {
      expect(text).not.toContain(photoId);
      expect(text).not.toContain('/photo/');
      expect(text).not.toContain('photoPath');
    };

    it('is absent from HTML, JSON and the photo address while not lost; present while lost; gone again when lost mode ends (cached page too)', async () => {
      const { tag, agent, url } = await ownedTag();
      await upload(agent, url, await cameraJpeg());
      const photoId = (await photoKeyOf(tag.id))!.slice('uploads/child-photo-'.length, -4);
      const photoUrl = `/tag/${tag.uniqueCode}/photo/${photoId}`;
      const responder = t.agent();

      // Not lost (the page is now cached).
      for (let i = 0; i < 2; i++) {
        const page = await responder.get(`/tag/${tag.uniqueCode}`);
        noTrace(page.body, photoId);
        noTrace((await responder.get(`/api/tag/${tag.uniqueCode}`)).body, photoId);
      }
      expect((await responder.get(photoUrl)).statusCode).toBe(404);

      // Lost: the page shows it, the address answers it, never kept by a cache.
      expect((await agent.put(`/api/tags/${tag.id}/lost`, LOST)).statusCode).toBe(200);
      const lostPage = await responder.get(`/tag/${tag.uniqueCode}`);
      expect(lostPage.body).toContain(`src="${photoUrl}"`);
      expect(lostPage.body).toContain('alt="Photo of Mia Rossi"');
      expect((await responder.get(`/api/tag/${tag.uniqueCode}`)).json().photoPath).toBe(photoUrl);
      const photo = await responder.get(photoUrl);
      expect(photo.statusCode).toBe(200);
      expect(photo.headers['content-type']).toBe('image/jpeg');
      expect(photo.headers['cache-control']).toBe('private, no-store');
      expect((await sharp(photo.rawPayload).metadata()).exif).toBeUndefined();
      // Any letter case of the code; an old or malformed id is the same 404.
      expect(
        (await responder.get(photoUrl.replace(tag.uniqueCode, tag.uniqueCode.toLowerCase()))).statusCode,
      ).toBe(200);
      expect((await responder.get(`/tag/${tag.uniqueCode}/photo/${'0'.repeat(32)}`)).statusCode).toBe(404);
      expect((await responder.get(`/tag/${tag.uniqueCode}/photo/..%2F..%2Fx`)).statusCode).toBe(404);

      // The clock passes lost_until: the cached lost page and the photo are gone.
      t.clock.advance(LOST.hours * HOUR_MS);
      const after = await responder.get(`/tag/${tag.uniqueCode}`);
      noTrace(after.body, photoId);
      noTrace((await responder.get(`/api/tag/${tag.uniqueCode}`)).body, photoId);
      expect((await responder.get(photoUrl)).statusCode).toBe(404);

      // On again, then ended by the parent: gone at once, cached page included.
      await agent.put(`/api/tags/${tag.id}/lost`, LOST);
      expect((await responder.get(`/tag/${tag.uniqueCode}`)).body).toContain(photoUrl);
      expect((await responder.get(photoUrl)).statusCode).toBe(200);
      expect((await agent.delete(`/api/tags/${tag.id}/lost`)).statusCode).toBe(204);
      noTrace((await responder.get(`/tag/${tag.uniqueCode}`)).body, photoId);
      expect((await responder.get(photoUrl)).statusCode).toBe(404);
    });

    it('a new photo while lost drops the cached page: the new address shows, the old one is dead', async () => {
      const { tag, agent, url } = await ownedTag();
      await upload(agent, url, await cameraJpeg());
      await agent.put(`/api/tags/${tag.id}/lost`, LOST);
      const responder = t.agent();
      const firstPath = (await responder.get(`/api/tag/${tag.uniqueCode}`)).json().photoPath as string;
      await upload(agent, url, await smallPng(), 'image/png');
      const secondPath = (await responder.get(`/api/tag/${tag.uniqueCode}`)).json().photoPath as string;
      expect(secondPath).not.toBe(firstPath);
      expect((await responder.get(`/tag/${tag.uniqueCode}`)).body).toContain(secondPath);
      expect((await responder.get(firstPath)).statusCode).toBe(404);
      expect((await responder.get(secondPath)).statusCode).toBe(200);
      // Removed while lost: the page drops it too.
      await agent.delete(url);
      expect((await responder.get(`/api/tag/${tag.uniqueCode}`)).json().photoPath).toBeUndefined();
      expect((await responder.get(secondPath)).statusCode).toBe(404);
    });

    it('an unknown code answers 404 and counts against the per-address miss limit', async () => {
      const responder = t.agent().from('10.9.8.7');
      const statuses: number[] = [];
      for (let i = 0; i < 21; i++) {
        statuses.push((await responder.get(`/tag/NOSUCHCODE${i}/photo/${'a'.repeat(32)}`)).statusCode);
      }
      expect(statuses.slice(0, 20).every((status) => status === 404)).toBe(true);
      expect(statuses[20]).toBe(429);
    });
  });

  describe('the lost-mode alert mail', () => {
    it('carries the photo inline while lost, and not when the tag is not lost', async () => {
      const { owner, tag, agent, url } = await ownedTag();
      await upload(agent, url, await cameraJpeg());
      const scans = t.app.deps.services.scans;
      // Not lost: a plain alert without the photo.
      await t.agent().from(address(901)).get(`/tag/${tag.uniqueCode}`, { 'user-agent': phone() });
      await scans.flush();
      await scans.alertsSettled();
      const plain = await smtp.waitFor(owner.email);
      expect(plain.parsed.attachments).toHaveLength(0);
      expect(plain.text).not.toContain(en('alertMail.photoIntro'));

      await agent.put(`/api/tags/${tag.id}/lost`, LOST);
      await t
        .agent()
        .from(address(902))
        .get(`/tag/${tag.uniqueCode}`, { 'user-agent': phone(1) });
      await scans.flush();
      await scans.alertsSettled();
      const lost = await smtp.waitFor(owner.email, (mail) => mail !== plain);
      expect(lost.text).toContain(en('alertMail.photoIntro'));
      const [attachment] = lost.parsed.attachments;
      expect(attachment?.contentType).toBe('image/jpeg');
      expect(attachment?.cid).toBe(LOST_PHOTO_CID);
      expect(attachment?.contentDisposition).toBe('inline');
      expect(attachment?.content.equals((await storedBytes((await photoKeyOf(tag.id))!))!)).toBe(true);
    });
  });

  describe('goes with the tag’s data', () => {
    it('deleting a card-only tag, or a bracelet back to stock, removes the file and the key', async () => {
      for (const physicalId of [null, `PHY${crypto.randomUUID().slice(0, 8)}`]) {
        const { tag, agent, url } = await ownedTag(physicalId);
        await upload(agent, url, await cameraJpeg());
        const key = (await photoKeyOf(tag.id))!;
        expect((await agent.delete(`/api/tags/${tag.id}`)).statusCode).toBe(204);
        expect(await storage().stat(key)).toBeNull();
        expect(await photoKeyOf(tag.id)).toBeNull();
      }
    });

    it("deleting the account removes every photo of the parent's tags", async () => {
      const { owner, tag, agent, url } = await ownedTag();
      const second = await createTag(t, { userId: owner.id, childName: 'Leo' });
      await upload(agent, url, await cameraJpeg());
      await upload(agent, `/api/tags/${second.id}/photo`, await smallPng(), 'image/png');
      const keys = [(await photoKeyOf(tag.id))!, (await photoKeyOf(second.id))!];
      const exported = (await agent.get('/api/account/export')).json();
      expect(exported.tags.map((item: { hasPhoto: boolean }) => item.hasPhoto)).toEqual([true, true]);
      const res = await agent.request('DELETE', '/api/account', { password: DEFAULT_PASSWORD });
      expect(res.statusCode, res.body).toBe(204);
      for (const key of keys) expect(await storage().stat(key)).toBeNull();
      expect(await photoKeyOf(tag.id)).toBeNull();
    });

    it('a deactivated tag keeps the photo (its page is 410); moving the profile takes it along', async () => {
      const { tag, agent, url } = await ownedTag();
      await upload(agent, url, await cameraJpeg());
      const key = (await photoKeyOf(tag.id))!;
      expect((await agent.post(`/api/tags/${tag.id}/deactivate`)).statusCode).toBe(204);
      expect(await photoKeyOf(tag.id)).toBe(key);
      expect((await t.agent().get(`/tag/${tag.uniqueCode}/photo/${key.slice(20, -4)}`)).statusCode).toBe(404);
      expect((await agent.get(url)).statusCode).toBe(200);
    });
  });
});
