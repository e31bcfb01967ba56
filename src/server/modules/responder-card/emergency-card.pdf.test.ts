// The printable emergency card, read back with pdf.js: its size, its text (real text, searchable),
// the order of the fields, that nothing overflows, the vector QR code and the tags a screen reader
// uses.
import { describe, expect, it } from 'vitest';
import { figureModules, readPdf, structNodes, type Box, type TextItem } from '#tests/helpers/pdf-reader.ts';
import { decodeModules, errorCorrectionLevel } from '#tests/helpers/qr-reader.ts';
import type { Language } from '#shared/i18n/languages.ts';
import { formatDate, formatLabel } from '#shared/i18n/format.ts';
import { englishLeftovers } from '#tests/helpers/english-leftovers.ts';
import { en, translate } from '#tests/helpers/messages.ts';
import { renderEmergencyCard, type EmergencyCardData } from './emergency-card.pdf.ts';

const MM = 72 / 25.4;
const ID1 = { width: 85.6 * MM, height: 54 * MM };
const A4 = { width: 210 * MM, height: 297 * MM };

const card = (over: Partial<EmergencyCardData> = {}): EmergencyCardData => ({
  childName: 'Zoë Łucja Müller-Peña',
  childAge: 7,
  uniqueCode: 'K7M2P9QX4D3A',
  pin: '04291736',
  updatedAt: new Date('2026-11-20T10:00:00Z'),
  publicUrl: 'https://safekid.example/tag/K7M2P9QX4D3A',
  shortUrl: 'https://safekid.example/t',
  fields: [
    { title: 'Emergency Contact', content: 'Mum: +39 333 123 4567' },
    { title: 'Home Address', content: 'Via Roma 12, Milano' },
    { title: 'Medications', content: 'Salbutamol inhaler' },
    { title: 'Blood Type', content: 'A+' },
    { title: 'Allergies', content: 'Peanuts: anaphylaxis' },
  ],
  ...over,
});

const LONG_FIELDS = Array.from({ length: 10 }, (_, i) => ({
  title: `${['Allergies', 'Medical conditions', 'Blood', 'Phone', 'Notes'][i % 5]} ${'x'.repeat(90)}`,
  content: `Field ${i}: ${'Lorem ipsum dolor sit amet, consectetur adipiscing elit. '.repeat(40)}`.slice(
    0,
    2000,
  ),
}));

/** A text item's box: from `up` of its size above the baseline to `down` of it below. */
function itemBox(item: TextItem, pageHeight: number, up = 1, down = 0.25): Box {
  return {
    left: item.x,
    right: item.x + item.width,
    top: pageHeight - item.y - item.height * up,
    bottom: pageHeight - item.y + item.height * down,
  };
}

/** Where a line's capitals and descenders are: lines set solid may touch in their full boxes. */
const inkBox = (item: TextItem, pageHeight: number) => itemBox(item, pageHeight, 0.75, 0.2);

const overlaps = (a: Box, b: Box) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** The PDF's text comes out with a plain space where the French label has a no-break one. */
const plain = (text: string) => text.replace(/\u00a0/g, ' ');

describe('renderEmergencyCard, wallet card', () => {
  it('is one page of ISO ID-1 size (85.6 × 54 mm)', async () => {
    const { pages } = await readPdf(await renderEmergencyCard(card()));
    expect(pages).toHaveLength(1);
    expect(pages[0]!.width).toBeCloseTo(ID1.width, 2);
    expect(pages[0]!.height).toBeCloseTo(ID1.height, 2);
  });

  it('holds the name with its accents, the age, the code, the short address and the date as text', async () => {
    const { text } = await readPdf(await renderEmergencyCard(card()));
    const lines = text.split('\n');
    expect(lines).toContain('Zoë Łucja Müller-Peña');
    expect(lines).toContain(`${en('emergencyCard.age')}: ${en('emergencyCard.ageYears', { count: 7 })}`);
    expect(lines).toContain('Age: 7 years');
    expect(lines).toContain('K7M2P9QX4D3A');
    expect(lines).toContain('safekid.example/t');
    expect(lines).toContain(en('emergencyCard.lastUpdated'));
    expect(lines).toContain('Nov 20, 2026');
  });

  it('prints red, orange and teal fields, then the first contact, then the rest', async () => {
    const { pages } = await readPdf(
      await renderEmergencyCard(
        card({
          fields: [
            { title: 'Contact', content: 'Mum' },
            { title: 'Doctor phone', content: 'Dr Rossi' },
            { title: 'Blood Type', content: 'A+' },
            { title: 'Medications', content: 'Inhaler' },
            { title: 'Dangers', content: 'Wanders off' },
            { title: 'Allergies', content: 'Peanuts' },
          ],
        }),
      ),
    );
    const titles = ['Dangers', 'Allergies', 'Medications', 'Blood Type', 'Contact', 'Doctor phone'];
    const rows = titles.map((title) => pages[0]!.items.find((i) => i.str === title));
    expect(rows.every(Boolean)).toBe(true);
    // Top to bottom on the card: y (up from the bottom) falls.
    const ys = rows.map((row) => row!.y);
    expect(ys).toEqual([...ys].sort((a, b) => b - a));
    expect(new Set(ys).size).toBe(ys.length);
  });

  it('shows Latin Extended, Greek and Cyrillic names with an embedded font, not the standard 14', async () => {
    const names = ['Ștefan Gödel-Łukasiewicz Ő', 'Νίκος Παπαδόπουλος', 'Дмитрий Иванов', 'Søren Åkesson'];
    for (const childName of names) {
      const pdf = await renderEmergencyCard(card({ childName }));
      expect((await readPdf(pdf)).text.split('\n')).toContain(childName);
      const raw = pdf.toString('latin1');
      expect(raw).toContain('/FontFile2');
      expect(raw).not.toMatch(/\/BaseFont \/(Helvetica|Courier|Times)/);
    }
  });

  it('leaves out emoji the fonts cannot show (no empty boxes in an allergy line); keeps the words and symbols', async () => {
    const pdf = await renderEmergencyCard(
      card({
        childName: 'Luca 🦖',
        fields: [
          { title: 'Allergies 🥜', content: 'ALLERGIA ARACHIDI 🥜 – anafilassi! Peanut allergy (severe)' },
          { title: 'Emergency Contact', content: 'Mamma ❤️ 👩🏽‍⚕️ +39 347 123 4567 ☎' },
          { title: 'Medications', content: '💊 🌡️' },
        ],
      }),
    );
    const lines = (await readPdf(pdf)).text.split('\n');
    expect(lines).toContain('Luca');
    expect(lines).toEqual(
      expect.arrayContaining(['ALLERGIA ARACHIDI – anafilassi!', 'Peanut allergy (severe)']),
    );
    // The woman and her skin tone go; the staff of Aesculapius after the joiner is a symbol DejaVu has.
    expect(lines).toContain('Mamma ❤ ⚕ +39 347 123 4567 ☎');
    // Only emoji: never an empty line that would read as "none".
    expect(lines).toContain(en('emergencyCard.symbolsOnly'));
    expect(lines.join('\n')).not.toMatch(/[\u{1F000}-\u{1FAFF}]|\uFE0F|\u200D/u);
  });

  it('prints the PIN for more information (issue 17) as text: 8 digits in two groups (decision 026)', async () => {
    for (const childAge of [7, 17, null]) {
      const { text } = await readPdf(await renderEmergencyCard(card({ pin: '00731542', childAge })));
      const lines = text.split('\n');
      // The label whole when it fits, else shorter; the two groups follow it (pdf.js parts them).
      const labels = [`${en('emergencyCard.pin')}:`, `${en('emergencyCard.pinShort')}:`];
      const at = lines.findIndex((line) => labels.includes(line));
      expect(at, String(childAge)).toBeGreaterThan(0);
      expect(lines.slice(at + 1, at + 3)).toEqual(['0073', '1542']);
    }
  });

  it('prints a 6-digit PIN from before decision 026 whole, as the cards already printed show it', async () => {
    const { text } = await readPdf(await renderEmergencyCard(card({ pin: '007315' })));
    expect(text.split('\n')).toContain('007315');
  });

  it('keeps everything inside the card and off the QR code with a long name and ten long fields', async () => {
    const pdf = await renderEmergencyCard(card({ childName: 'Ł'.repeat(100), fields: LONG_FIELDS }));
    const { pages, text } = await readPdf(pdf);
    const page = pages[0]!;
    const qr = figureModules(pdf).box;
    const quiet = ((qr.right - qr.left) / 33) * 4;
    const qrZone = {
      left: qr.left - quiet,
      right: qr.right + quiet,
      top: qr.top - quiet,
      bottom: qr.bottom + quiet,
    };
    expect(page.items.length).toBeGreaterThan(10);
    for (const item of page.items) {
      const box = itemBox(item, page.height);
      expect(box.left, item.str).toBeGreaterThanOrEqual(0);
      expect(box.right, item.str).toBeLessThanOrEqual(page.width);
      expect(box.top, item.str).toBeGreaterThanOrEqual(0);
      expect(box.bottom, item.str).toBeLessThanOrEqual(page.height);
      expect(overlaps(box, qrZone), item.str).toBe(false);
    }
    // No two text items overlap either (no row ran into the next).
    for (const [i, a] of page.items.entries()) {
      for (const b of page.items.slice(i + 1)) {
        expect(overlaps(inkBox(a, page.height), inkBox(b, page.height)), `${a.str} / ${b.str}`).toBe(false);
      }
    }
    expect(text).toContain('…');
    expect(text).toMatch(/\+\d+ more fields online/);
    // The code and address are never cut.
    expect(text.split('\n')).toEqual(expect.arrayContaining(['K7M2P9QX4D3A', 'safekid.example/t']));
  });

  it('draws the QR code as vector squares, at least 18 mm wide, decoding to the public address at level Q', async () => {
    const pdf = await renderEmergencyCard(card());
    const qr = figureModules(pdf);
    expect(decodeModules(qr)).toBe('https://safekid.example/tag/K7M2P9QX4D3A');
    expect(errorCorrectionLevel(qr)).toBe('Q');
    expect(qr.box.right - qr.box.left).toBeGreaterThanOrEqual(18 * MM);
    expect(pdf.toString('latin1')).not.toContain('/Subtype /Image');
  });

  it('is a tagged PDF a screen reader can follow: headings, a described figure, English, a title', async () => {
    const { structure, markInfo, info } = await readPdf(await renderEmergencyCard(card()));
    const nodes = structNodes(structure);
    const roles = nodes.map((n) => n.role).filter(Boolean);
    expect(roles).toEqual(expect.arrayContaining(['Document', 'H1', 'H2', 'H3', 'P', 'Figure']));
    expect(nodes.find((n) => n.role === 'Figure')?.alt).toContain('https://safekid.example/tag/K7M2P9QX4D3A');
    expect(markInfo?.Marked).toBe(true);
    expect(info.Language).toBe('en');
    expect(info.Title).toContain('Zoë Łucja Müller-Peña');
  });

  it('is the same bytes for the same tag, and an edit shows on the next card', async () => {
    const first = await renderEmergencyCard(card());
    expect((await renderEmergencyCard(card())).equals(first)).toBe(true);
    const edited = card({ fields: [{ title: 'Allergies', content: 'Shellfish' }] });
    const { text } = await readPdf(await renderEmergencyCard(edited));
    expect(text).toContain('Shellfish');
    expect(text).not.toContain('Peanuts');
  });

  it('falls back for a blank name, leaves out an unknown age, and copes with no fields', async () => {
    const { text } = await readPdf(
      await renderEmergencyCard(card({ childName: '  ', childAge: null, fields: [] })),
    );
    expect(text.split('\n')).toContain(en('emergencyCard.childFallback'));
    expect(text).not.toContain('Age');
    expect(text).not.toContain('more field');
  });

  it("dates the card in the given time zone (UTC by default) and the printing parent's language", async () => {
    const late = new Date('2026-11-20T23:30:00Z');
    const read = async (over: Partial<EmergencyCardData>, language: Language = 'en') =>
      (await readPdf(await renderEmergencyCard(card({ updatedAt: late, ...over }), { language }))).text.split(
        '\n',
      );
    expect(await read({})).toContain('Nov 20, 2026');
    expect(await read({ timeZone: 'Europe/Rome' })).toContain('Nov 21, 2026');
    expect(await read({ timeZone: 'Europe/Rome' }, 'it')).toContain('21 nov 2026');
    expect(await read({ timeZone: 'Europe/Rome' }, 'de')).toContain('21.11.2026');
  });
});

describe("renderEmergencyCard in the printing parent's language (issue 30)", () => {
  const OTHERS = ['it', 'de', 'fr', 'es'] as const;

  it.each(OTHERS)('prints every label in %s, its date and age, and no English', async (language) => {
    const t = translate(language);
    const fields = [{ title: 'Allergie', content: '🥜' }];
    const pdf = await renderEmergencyCard(card({ childName: ' ', fields }), { language });
    const { text, info } = await readPdf(pdf);
    const lines = text.split('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        t('emergencyCard.heading'),
        t('emergencyCard.brand'),
        t('emergencyCard.childFallback'),
        plain(
          `${formatLabel(language, t('emergencyCard.age'))} ${t('emergencyCard.ageYears', { count: 7 })}`,
        ),
        t('emergencyCard.symbolsOnly'),
        t('emergencyCard.lastUpdated'),
        t('emergencyCard.noCamera'),
        t('emergencyCard.enterCode'),
        formatDate(language, new Date('2026-11-20T10:00:00Z'), { timeZone: 'UTC' }),
      ]),
    );
    const pinLabels = [
      plain(formatLabel(language, t('emergencyCard.pin'))),
      plain(formatLabel(language, t('emergencyCard.pinShort'))),
    ];
    expect(lines.filter((line) => pinLabels.includes(line))).toHaveLength(1);
    // Centred under the QR code, the hint may take two lines.
    expect(text.replace(/\n/g, ' ')).toContain(t('emergencyCard.scanHint'));
    expect(englishLeftovers(text, language)).toEqual([]);
    expect(info.Language).toBe(language);
    expect(info.Title).toBe(t('emergencyCard.documentTitle', { name: t('emergencyCard.childFallback') }));
  });

  it.each(OTHERS)('says in %s how many fields did not fit', async (language) => {
    const { text } = await readPdf(await renderEmergencyCard(card({ fields: LONG_FIELDS }), { language }));
    const note = text.split('\n').find((line) => line.startsWith('+'));
    const omitted = Number(note?.match(/^\+(\d+)/)?.[1]);
    expect(note).toBe(translate(language)('emergencyCard.moreFields', { n: omitted }));
    expect(englishLeftovers(note!, language)).toEqual([]);
  });

  it.each(OTHERS)(
    'keeps the longer %s labels inside the card, off the QR code and apart',
    async (language) => {
      const pdf = await renderEmergencyCard(card({ fields: LONG_FIELDS }), { language });
      const page = (await readPdf(pdf)).pages[0]!;
      for (const item of page.items) {
        const box = itemBox(item, page.height);
        expect(box.left, item.str).toBeGreaterThanOrEqual(0);
        expect(box.right, item.str).toBeLessThanOrEqual(page.width);
      }
      for (const [i, a] of page.items.entries()) {
        for (const b of page.items.slice(i + 1)) {
          expect(overlaps(inkBox(a, page.height), inkBox(b, page.height)), `${a.str} / ${b.str}`).toBe(false);
        }
      }
    },
  );

  it('draws the accents and signs of the five languages as text: à è ì ò ù é ä ö ü ß ñ ç œ « »', async () => {
    const accents = 'àèìòù éäöüß ñçœ «Zoë» ÀÉÜÑÇŒ';
    const pdf = await renderEmergencyCard(
      card({ childName: 'Françoise Müßig-Peña', fields: [{ title: 'Allergies', content: accents }] }),
      { language: 'fr' },
    );
    const lines = (await readPdf(pdf)).text.split('\n');
    expect(lines).toContain('Françoise Müßig-Peña');
    expect(lines).toContain(accents);
  });
});

describe('renderEmergencyCard, A4 sheet', () => {
  it('is one A4 page with ten copies of the card inside the page', async () => {
    const pdf = await renderEmergencyCard(card(), { layout: 'sheet' });
    const { pages } = await readPdf(pdf);
    expect(pages).toHaveLength(1);
    const page = pages[0]!;
    expect(page.width).toBeCloseTo(A4.width, 2);
    expect(page.height).toBeCloseTo(A4.height, 2);
    expect(page.items.filter((i) => i.str === 'K7M2P9QX4D3A')).toHaveLength(10);
    expect(page.items.filter((i) => i.str === 'Zoë Łucja Müller-Peña')).toHaveLength(10);
    for (const item of page.items) {
      const box = itemBox(item, page.height);
      expect(box.left).toBeGreaterThanOrEqual(0);
      expect(box.right).toBeLessThanOrEqual(page.width);
      expect(box.top).toBeGreaterThanOrEqual(0);
      expect(box.bottom).toBeLessThanOrEqual(page.height);
    }
  });

  it('tags only the first copy, so a screen reader reads the card once', async () => {
    const { structure } = await readPdf(await renderEmergencyCard(card(), { layout: 'sheet' }));
    const nodes = structNodes(structure);
    expect(nodes.filter((n) => n.role === 'H2')).toHaveLength(1);
    expect(nodes.filter((n) => n.role === 'Figure')).toHaveLength(1);
  });
});
