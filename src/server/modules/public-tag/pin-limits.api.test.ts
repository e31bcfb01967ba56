// Issue 28 §3 (decision 026): blocking a tag's right PIN takes 40 distinct addresses within one
// window, guessing stays out of reach, and the parent hears of a lock once.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { users } from '#server/db/schema/index.ts';
import { pathOf } from '#shared/endpoints/endpoint.ts';
import * as publicTagApi from '#shared/endpoints/public-tag.ts';
import * as tagsApi from '#shared/endpoints/tags.ts';
import type { TagDetails } from '#shared/schemas/tag.ts';
import { createTag } from '#tests/factories/tags.ts';
import { agentFor, createUser } from '#tests/factories/users.ts';
import { loopbackAddress, requestFrom } from '#tests/helpers/loopback-client.ts';
import { SmtpReceiver } from '#tests/helpers/smtp-receiver.ts';
import { englishLeftovers } from '#tests/helpers/english-leftovers.ts';
import { en, translate } from '#tests/helpers/messages.ts';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import { LEGACY_PIN_LIMITS, PIN_LIMITS } from './pin-limits.ts';

const FIELDS = [
  { title: 'Allergies', content: 'Peanuts' },
  { title: 'Home Address', content: 'Via Segreta 7, Milano', visibility: 'protected' as const },
];
const PIN = '48210937';
const LEGACY_PIN = '482913';
const unlockUrl = (code: string) => pathOf(publicTagApi.unlockTag, { uniqueCode: code });

let t: TestApp;
let smtp: SmtpReceiver;
beforeAll(async () => {
  smtp = await new SmtpReceiver().start();
  t = await createTestApp({ env: { SMTP_URL: smtp.url, TRUST_PROXY: '1' } });
});
afterAll(async () => {
  await t.close();
  await smtp.stop();
});
/** Each test starts at the beginning of a fresh window of its own (a day: both kinds of window). */
beforeEach(() => {
  const day = LEGACY_PIN_LIMITS.windowMs;
  t.clock.advance(day - (t.clock.now().getTime() % day) + 1000);
});

async function ownedTag(pin: string) {
  const owner = await createUser(t, { firstName: 'Giulia' });
  await t.db.update(users).set({ timeZone: 'Europe/Rome' }).where(eq(users.id, owner.id));
  const tag = await createTag(t, { userId: owner.id, childName: 'Mia', childAge: 7, fields: FIELDS, pin });
  return { owner, tag };
}

let lastIp = 0;
/** A responder at an address of its own (through the one trusted proxy hop). */
function from(ip = `10.28.${Math.floor(++lastIp / 250)}.${lastIp % 250}`) {
  const agent = t.agent();
  agent.headers['x-forwarded-for'] = ip;
  return agent;
}
const wrongPin = (pin: string, i: number) =>
  String((Number(pin) + 1 + i) % 10 ** pin.length).padStart(pin.length, '0');
const mailsTo = async (email: string) => {
  await t.app.deps.services.pinUnlock.settled();
  return smtp.messagesTo(email);
};

describe('an 8-digit PIN over real sockets from 127.0.0.x', () => {
  let base = '';
  beforeAll(async () => {
    base = await t.app.listen({ host: '127.0.0.1', port: 0 });
  });

  it('39 addresses × 5 wrong leave the right PIN working; the 40th address locks the tag: 429 and one mail', async () => {
    const { owner, tag } = await ownedTag(PIN);
    const unlock = (n: number, pin: string) =>
      requestFrom(loopbackAddress(n, 1), `${base}${unlockUrl(tag.uniqueCode)}`, { json: { pin } });
    const perAddress = PIN_LIMITS.perTagAddress;
    const lockingAddresses = PIN_LIMITS.perTag / perAddress;
    expect(lockingAddresses).toBe(40);
    for (let n = 1; n < lockingAddresses; n++) {
      for (let i = 0; i < perAddress; i++) expect((await unlock(n, wrongPin(PIN, i))).status).toBe(403);
      // One address cannot give more than its share.
      expect((await unlock(n, wrongPin(PIN, 9))).status).toBe(429);
    }
    const right = await unlock(lockingAddresses, PIN);
    expect(right.status).toBe(200);
    expect(JSON.parse(right.body)).toEqual({
      fields: [{ title: 'Home Address', content: 'Via Segreta 7, Milano' }],
    });
    expect(await mailsTo(owner.email)).toEqual([]);

    for (let i = 0; i < perAddress; i++) {
      expect((await unlock(lockingAddresses, wrongPin(PIN, i))).status).toBe(403);
    }
    for (let n = lockingAddresses + 1; n <= lockingAddresses + 5; n++) {
      const locked = await unlock(n, PIN);
      expect(locked.status).toBe(429);
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(PIN_LIMITS.windowMs / 1000);
      expect((await unlock(n, wrongPin(PIN, 0))).status).toBe(429);
    }
    const mails = await mailsTo(owner.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(
      en('pinLockMail.subject', { possessiveChild: en('pinLockMail.childNamed', { name: 'Mia' }) }),
    );
    expect(mails[0]!.text).toContain('(Europe/Rome)');
    expect(mails[0]!.text).toContain('Make a new PIN in your dashboard');
    expect(mails[0]!.text).not.toContain('6-digit');
    for (const secret of [PIN, tag.uniqueCode, 'Via Segreta']) {
      expect(mails[0]!.text).not.toContain(secret);
      expect(t.logText()).not.toContain(secret);
    }
  });
});

describe('an 8-digit PIN', () => {
  it('is locked only until its window ends, then the right PIN opens again and a new lock mails again', async () => {
    const { owner, tag } = await ownedTag(PIN);
    const lockIt = async () => {
      for (let n = 0; n < PIN_LIMITS.perTag / PIN_LIMITS.perTagAddress; n++) {
        const responder = from();
        for (let i = 0; i < PIN_LIMITS.perTagAddress; i++) {
          expect(
            (await responder.post(unlockUrl(tag.uniqueCode), { pin: wrongPin(PIN, i) })).statusCode,
          ).toBe(403);
        }
      }
    };
    await lockIt();
    t.clock.advance(PIN_LIMITS.windowMs / 2);
    const locked = await from().post(unlockUrl(tag.uniqueCode), { pin: PIN });
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(PIN_LIMITS.windowMs / 2000);
    t.clock.advance(PIN_LIMITS.windowMs / 2);
    expect((await from().post(unlockUrl(tag.uniqueCode), { pin: PIN })).statusCode).toBe(200);
    await lockIt();
    expect(await mailsTo(owner.email)).toHaveLength(2);
  });

  it('mails once when parallel wrong PINs reach the limit together', async () => {
    const { owner, tag } = await ownedTag(PIN);
    const tries = Array.from({ length: PIN_LIMITS.perTag / PIN_LIMITS.perTagAddress + 10 }, () => from());
    await Promise.all(
      tries.flatMap((responder) =>
        Array.from({ length: PIN_LIMITS.perTagAddress }, (_, i) =>
          responder.post(unlockUrl(tag.uniqueCode), { pin: wrongPin(PIN, i) }),
        ),
      ),
    );
    expect((await from().post(unlockUrl(tag.uniqueCode), { pin: PIN })).statusCode).toBe(429);
    expect(await mailsTo(owner.email)).toHaveLength(1);
  });

  it('counts every address of one IPv6 /64 as one address; the next /64 still opens', async () => {
    const { tag } = await ownedTag(PIN);
    for (let i = 0; i < PIN_LIMITS.perTagAddress; i++) {
      const res = await from(`2001:db8:28:1::${i + 1}`).post(unlockUrl(tag.uniqueCode), {
        pin: wrongPin(PIN, i),
      });
      expect(res.statusCode).toBe(403);
    }
    const sameSubscriber = await from('2001:db8:28:1:ffff::9').post(unlockUrl(tag.uniqueCode), { pin: PIN });
    expect(sameSubscriber.statusCode).toBe(429);
    expect((await from('2001:db8:28:2::1').post(unlockUrl(tag.uniqueCode), { pin: PIN })).statusCode).toBe(
      200,
    );
  });

  it('answers a locked tag with or without protected fields alike', async () => {
    const plain = await createTag(t, { fields: [{ title: 'Allergies', content: 'None' }], pin: PIN });
    const { tag } = await ownedTag(PIN);
    const answers = [];
    for (const code of [plain.uniqueCode, tag.uniqueCode]) {
      for (let n = 0; n < PIN_LIMITS.perTag / PIN_LIMITS.perTagAddress; n++) {
        const responder = from();
        for (let i = 0; i < PIN_LIMITS.perTagAddress; i++) {
          await responder.post(unlockUrl(code), { pin: wrongPin(PIN, i) });
        }
      }
      const res = await from().post(unlockUrl(code), { pin: PIN });
      answers.push({ status: res.statusCode, retryAfter: res.headers['retry-after'], body: res.json() });
    }
    expect(answers[0]!.status).toBe(429);
    expect(answers[1]).toEqual(answers[0]);
  });

  it('a new PIN ends the lock at once, and is 8 digits', async () => {
    const { owner, tag } = await ownedTag(PIN);
    for (let n = 0; n < PIN_LIMITS.perTag / PIN_LIMITS.perTagAddress; n++) {
      const responder = from();
      for (let i = 0; i < PIN_LIMITS.perTagAddress; i++) {
        await responder.post(unlockUrl(tag.uniqueCode), { pin: wrongPin(PIN, i) });
      }
    }
    expect((await from().post(unlockUrl(tag.uniqueCode), { pin: PIN })).statusCode).toBe(429);
    const renewed = await (await agentFor(t, owner)).post(pathOf(tagsApi.newTagPin, { tagId: tag.id }));
    const { pin } = renewed.json() as TagDetails;
    expect(pin).toMatch(/^\d{8}$/);
    expect((await from().post(unlockUrl(tag.uniqueCode), { pin })).statusCode).toBe(200);
  });
});

describe('a 6-digit PIN from a card printed before decision 026', () => {
  it('still opens, typed as printed; 3 wrong a day per address, 120 a day per tag: 40 addresses to lock it', async () => {
    const { owner, tag } = await ownedTag(LEGACY_PIN);
    const perAddress = LEGACY_PIN_LIMITS.perTagAddress;
    const lockingAddresses = LEGACY_PIN_LIMITS.perTag / perAddress;
    expect(lockingAddresses).toBe(40);
    const first = from();
    for (let i = 0; i < perAddress; i++) {
      expect((await first.post(unlockUrl(tag.uniqueCode), { pin: wrongPin(LEGACY_PIN, i) })).statusCode).toBe(
        403,
      );
    }
    // The address's share lasts the day, not an hour.
    t.clock.advance(2 * 60 * 60 * 1000);
    expect((await first.post(unlockUrl(tag.uniqueCode), { pin: LEGACY_PIN })).statusCode).toBe(429);
    for (let n = 2; n < lockingAddresses; n++) {
      const responder = from();
      for (let i = 0; i < perAddress; i++) {
        expect(
          (await responder.post(unlockUrl(tag.uniqueCode), { pin: wrongPin(LEGACY_PIN, i) })).statusCode,
        ).toBe(403);
      }
    }
    const last = from();
    expect((await last.post(unlockUrl(tag.uniqueCode), { pin: LEGACY_PIN })).statusCode).toBe(200);
    for (let i = 0; i < perAddress; i++) {
      expect((await last.post(unlockUrl(tag.uniqueCode), { pin: wrongPin(LEGACY_PIN, i) })).statusCode).toBe(
        403,
      );
    }
    const locked = await from().post(unlockUrl(tag.uniqueCode), { pin: LEGACY_PIN });
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(60 * 60);
    const mails = await mailsTo(owner.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('A new PIN has 8 digits and is much harder to guess.');
    // Locked for the rest of the day, open the next.
    t.clock.advance(LEGACY_PIN_LIMITS.windowMs - (t.clock.now().getTime() % LEGACY_PIN_LIMITS.windowMs));
    expect((await from().post(unlockUrl(tag.uniqueCode), { pin: LEGACY_PIN })).statusCode).toBe(200);
  });
});

describe('the lock mail', () => {
  it("is in the parent's saved language, times in their zone, with no English left", async () => {
    const { owner, tag } = await ownedTag(PIN);
    await t.db.update(users).set({ language: 'de' }).where(eq(users.id, owner.id));
    for (let n = 0; n < PIN_LIMITS.perTag / PIN_LIMITS.perTagAddress; n++) {
      const responder = from();
      for (let i = 0; i < PIN_LIMITS.perTagAddress; i++) {
        await responder.post(unlockUrl(tag.uniqueCode), { pin: wrongPin(PIN, i) });
      }
    }
    expect((await from().post(unlockUrl(tag.uniqueCode), { pin: PIN })).statusCode).toBe(429);
    const mails = await mailsTo(owner.email);
    expect(mails).toHaveLength(1);
    const de = translate('de');
    expect(mails[0]!.subject).toBe(
      de('pinLockMail.subject', { possessiveChild: de('pinLockMail.childNamed', { name: 'Mia' }) }),
    );
    expect(mails[0]!.text).toContain(de('pinLockMail.ifNot'));
    expect(mails[0]!.text).toMatch(/\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2} \(Europe\/Rome\)/);
    expect(englishLeftovers(`${mails[0]!.subject}\n${mails[0]!.text}`, 'de')).toEqual([]);
  });
});

describe('new PINs', () => {
  it('are 8 digits for every new tag', async () => {
    for (let i = 0; i < 5; i++) expect((await createTag(t)).pin).toMatch(/^\d{8}$/);
  });
});
