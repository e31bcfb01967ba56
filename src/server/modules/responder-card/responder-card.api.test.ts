// The owner's QR code and emergency card over HTTP (issue 15): only the owner gets them, the QR codes
// decode (with jsQR, not the library that made them) to the tag's public address, and the card's text
// is the tag's current data, an edit showing on the very next card.
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDate } from '#shared/i18n/format.ts';
import { pathOf } from '#shared/endpoints/endpoint.ts';
import * as responderCardApi from '#shared/endpoints/responder-card.ts';
import * as tagsApi from '#shared/endpoints/tags.ts';

import { createTag } from '#tests/factories/tags.ts';
import { agentFor, createUser } from '#tests/factories/users.ts';
import { figureModules, readPdf } from '#tests/helpers/pdf-reader.ts';
import {
  decodeModules,
  decodePng,
  errorCorrectionLevel,
  pngModules,
  svgModules,
} from '#tests/helpers/qr-reader.ts';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import { englishLeftovers } from '#tests/helpers/english-leftovers.ts';
import { en, translate } from '#tests/helpers/messages.ts';

const MM = 72 / 25.4;
const qrSvgUrl = (tagId: string) => pathOf(responderCardApi.tagQrSvg, { tagId });
const qrPngUrl = (tagId: string) => pathOf(responderCardApi.tagQrPng, { tagId });
const cardUrl = (tagId: string) => pathOf(responderCardApi.tagCardPdf, { tagId });
const OWNER_ONLY = [qrSvgUrl, qrPngUrl, cardUrl];

const FIELDS = [
  { title: 'Emergency Contact', content: 'Mum: +44 20 7946 0958' },
  { title: 'Allergies', content: 'Peanuts: anaphylaxis' },
  { title: 'Blood Type', content: 'AB-' },
];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function ownerWithTag() {
  const user = await createUser(t);
  const agent = await agentFor(t, user);
  const tag = await createTag(t, { userId: user.id, childName: 'Mia Rossi', childAge: 7, fields: FIELDS });
  return { user, agent, tag, address: `${t.config.publicUrl}/tag/${tag.uniqueCode}` };
}

function expectPrivate(res: LightMyRequestResponse) {
  expect(res.headers['cache-control']).toBe('private, no-store');
}

describe('GET /api/tags/{id}/qr.svg and qr.png', () => {
  it('answers the owner an SVG that decodes to the public address, at error correction Q', async () => {
    const { agent, tag, address } = await ownerWithTag();
    const res = await agent.get(qrSvgUrl(tag.id));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expectPrivate(res);
    const modules = svgModules(res.body);
    expect(decodeModules(modules)).toBe(address);
    const quiet = 4;
    const symbol = {
      size: modules.size - 2 * quiet,
      isDark: (row: number, column: number) => modules.isDark(row + quiet, column + quiet),
    };
    expect(errorCorrectionLevel(symbol)).toBe('Q');
  });

  it('answers the owner a PNG for stickers, as a download named for the code, decoding to the address', async () => {
    const { agent, tag, address } = await ownerWithTag();
    const res = await agent.get(qrPngUrl(tag.id));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="safekid-${tag.uniqueCode}-qr.png"`,
    );
    expectPrivate(res);
    expect(decodePng(res.rawPayload)?.text).toBe(address);
    // Ten pixels a module with the quiet zone: big enough to print sharp on a sticker.
    expect(errorCorrectionLevel(pngModules(res.rawPayload, 10, 4))).toBe('Q');
  });

  it('an unconfigured tag still has its QR code (its page says it is not set up yet)', async () => {
    const user = await createUser(t);
    const agent = await agentFor(t, user);
    const empty = await createTag(t, { userId: user.id });
    const res = await agent.get(qrPngUrl(empty.id));
    expect(res.statusCode).toBe(200);
    expect(decodePng(res.rawPayload)?.text).toBe(`${t.config.publicUrl}/tag/${empty.uniqueCode}`);
  });
});

describe('GET /api/tags/{id}/card.pdf', () => {
  it('answers the owner the wallet card (ID-1) with the name, age, code and critical fields as text', async () => {
    const { agent, tag } = await ownerWithTag();
    const res = await agent.get(cardUrl(tag.id));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `inline; filename="safekid-emergency-card-${tag.uniqueCode}.pdf"`,
    );
    expectPrivate(res);
    const { pages, text } = await readPdf(res.rawPayload);
    expect(pages).toHaveLength(1);
    expect(pages[0]!.width).toBeCloseTo(85.6 * MM, 2);
    expect(pages[0]!.height).toBeCloseTo(54 * MM, 2);
    const lines = text.split('\n');
    const age = `${en('emergencyCard.age')}: ${en('emergencyCard.ageYears', { count: 7 })}`;
    for (const line of ['Mia Rossi', age, tag.uniqueCode]) expect(lines).toContain(line);
    expect(text).toContain(`${t.config.publicUrl}/t`.replace(/^https:\/\//, ''));
    // A title may wrap onto two lines on the narrow card.
    const flowing = text.replace(/\s+/g, ' ');
    for (const { title, content } of FIELDS) {
      expect(flowing).toContain(title);
      expect(flowing).toContain(content);
    }
  });

  it("the card's QR code decodes to the public address", async () => {
    const { agent, tag, address } = await ownerWithTag();
    const res = await agent.get(cardUrl(tag.id));
    expect(decodeModules(figureModules(res.rawPayload))).toBe(address);
  });

  it('shows an edit on the very next card', async () => {
    const { agent, tag } = await ownerWithTag();
    const before = await readPdf((await agent.get(cardUrl(tag.id))).rawPayload);
    expect(before.text).toContain('Peanuts: anaphylaxis');
    const saved = await agent.put(pathOf(tagsApi.updateTagConfig, { tagId: tag.id }), {
      childName: 'Mia Bianchi',
      childAge: 8,
      fields: [{ title: 'Allergies', content: 'Penicillin' }],
    });
    expect(saved.statusCode).toBe(200);
    const after = await readPdf((await agent.get(cardUrl(tag.id))).rawPayload);
    const lines = after.text.split('\n');
    expect(lines).toContain('Mia Bianchi');
    expect(lines).toContain(`${en('emergencyCard.age')}: ${en('emergencyCard.ageYears', { count: 8 })}`);
    expect(after.text).toContain('Penicillin');
    expect(after.text).not.toContain('Mia Rossi');
    expect(after.text).not.toContain('Peanuts');
  });

  it('?layout=sheet answers an A4 page of cards; ?layout=card the wallet card', async () => {
    const { agent, tag } = await ownerWithTag();
    const sheet = await agent.get(`${cardUrl(tag.id)}?layout=sheet`);
    expect(sheet.statusCode).toBe(200);
    expect(sheet.headers['content-disposition']).toBe(
      `inline; filename="safekid-emergency-card-${tag.uniqueCode}-sheet.pdf"`,
    );
    const { pages, text } = await readPdf(sheet.rawPayload);
    expect(pages).toHaveLength(1);
    expect(pages[0]!.width).toBeCloseTo(210 * MM, 1);
    expect(pages[0]!.height).toBeCloseTo(297 * MM, 1);
    expect(text).toContain('Mia Rossi');
    const card = await readPdf((await agent.get(`${cardUrl(tag.id)}?layout=card`)).rawPayload);
    expect(card.pages[0]!.width).toBeCloseTo(85.6 * MM, 2);
  });

  it('refuses any other layout with 400 and a message naming the choices', async () => {
    const { agent, tag } = await ownerWithTag();
    for (const query of ['layout=poster', 'layout=', 'layout=SHEET', 'layout=sheet&layout=card']) {
      const res = await agent.get(`${cardUrl(tag.id)}?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json(), query).toMatchObject({ message: en('errors.cardLayoutInvalid') });
    }
  });

  it('a tag with nothing on it yet answers 409 with what to do', async () => {
    const user = await createUser(t);
    const agent = await agentFor(t, user);
    const empty = await createTag(t, { userId: user.id });
    const res = await agent.get(cardUrl(empty.id));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: en('errors.cardNeedsConfiguration') });
  });
});

describe("the card in the printing parent's language (issue 30)", () => {
  const CASES = [
    {
      language: 'de',
      how: 'the lang=de cookie',
      cookie: 'de',
      headers: {},
      fields: [
        { title: 'Notfallkontakt', content: 'Mama: +49 30 1234567' },
        { title: 'Allergien', content: 'Erdnüsse: Anaphylaxie' },
        { title: 'Blutgruppe', content: 'AB-' },
      ],
      date: /^\d{2}\.\d{2}\.\d{4}$/,
    },
    {
      language: 'it',
      how: 'Accept-Language: it',
      cookie: null,
      headers: { 'accept-language': 'it-IT,it;q=0.9' },
      fields: [
        { title: 'Contatto di emergenza', content: 'Mamma: +39 333 123 4567' },
        { title: 'Allergie', content: 'Arachidi: anafilassi' },
        { title: 'Gruppo sanguigno', content: 'AB-' },
      ],
      date: /^\d{1,2} [a-z]{3} \d{4}$/,
    },
  ] as const;

  it.each(CASES)('is printed in $language with $how: its labels, its date, no English', async (c) => {
    const user = await createUser(t);
    const agent = await agentFor(t, user);
    const tag = await createTag(t, {
      userId: user.id,
      childName: 'Mia Rossi',
      childAge: 7,
      fields: [...c.fields],
    });
    if (c.cookie) agent.cookies.set('lang', c.cookie);
    const res = await agent.get(cardUrl(tag.id), c.headers);
    expect(res.statusCode).toBe(200);
    const { text, info } = await readPdf(res.rawPayload);
    const lines = text.split('\n');
    const tr = translate(c.language);
    expect(lines).toEqual(
      expect.arrayContaining([
        tr('emergencyCard.heading'),
        'Mia Rossi',
        `${tr('emergencyCard.age')}: ${tr('emergencyCard.ageYears', { count: 7 })}`,
        tr('emergencyCard.lastUpdated'),
        formatDate(c.language, tag.updatedAt, { timeZone: 'UTC' }),
        tr('emergencyCard.noCamera'),
        tr('emergencyCard.enterCode'),
      ]),
    );
    expect(text.replace(/\s+/g, ' ')).toContain(tr('emergencyCard.scanHint'));
    expect(lines.find((line) => c.date.test(line))).toBeDefined();
    expect(englishLeftovers(text, c.language)).toEqual([]);
    expect(info.Language).toBe(c.language);
  });
});

describe('only the owner', () => {
  it("another parent gets 404 for each, as for an unknown or malformed id; never the tag's data", async () => {
    const { tag } = await ownerWithTag();
    const stranger = await agentFor(t, await createUser(t));
    const ids = [tag.id, crypto.randomUUID(), 'not-a-uuid', "1' or '1'='1"];
    for (const url of OWNER_ONLY) {
      for (const id of ids) {
        const res = await stranger.get(url(id));
        expect(res.statusCode, url(id)).toBe(404);
        expect(res.json()).toEqual({ message: en('errors.tagNotFound') });
      }
    }
  });

  it('anonymous callers are asked to sign in (401), unverified parents to verify (403)', async () => {
    const { tag } = await ownerWithTag();
    const unverified = await agentFor(t, await createUser(t, { verified: false }));
    for (const url of OWNER_ONLY) {
      const anonymous = await t.agent().get(url(tag.id));
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toEqual({ message: en('errors.unauthorized') });
      expect((await unverified.get(url(tag.id))).statusCode).toBe(403);
    }
  });
});
