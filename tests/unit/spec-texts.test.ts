// UI strings against docs/spec/SPEC.md itself, not against our copy. Every expected text is read
// from SPEC (its 'quotes', its §8 toast table, the labels its sentences name); the only hand-written
// parts are the short lists of what SPEC quotes but we do not show, and what it describes instead of
// quoting. src/shared is read by walking its exports, so a changed string fails here even though
// every e2e and API test compares with the same constant. Defaults: spec-defaults.test.ts; §9's
// numbers: spec-limits.test.ts.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { PRODUCT_NAME } from '#shared/constants.ts';
import {
  HOW_IT_WORKS_DEFAULTS,
  RATINGS_SECTION_DEFAULTS,
  VIDEO_SECTION_DEFAULTS,
} from '#shared/content-defaults.ts';
import { catalogueEn } from '#shared/i18n/messages/index.ts';
import { en } from '../helpers/messages.ts';
import { expectHeld, expectTogether, heldBy, sharedStrings } from '../helpers/shared-strings.ts';
import {
  listItems,
  quotedStrings,
  specLine,
  specMatch,
  specSection,
  specText,
  tableRows,
} from '../helpers/spec-document.ts';

/**
 * Quoted in SPEC but not a text we show: each with why, and what checks it instead.
 * A key that SPEC no longer quotes fails the test below, so this list cannot go stale.
 */
const NOT_SHOWN_TEXTS: Record<string, string> = {
  true: "tags.isActive's stored value: checked against the database default in spec-defaults.test.ts",
  pending: "orders.status's stored value: checked against the database default in spec-defaults.test.ts",
  'verify your email': "a fragment of the login refusal: checked to be inside the server's message below",
  needsVerification: 'a field name of the login refusal body (JSON), which the error message carries',
  Required: "zod v3's own message for a missing value: checked against zod below",
  'Expected X received Y': "zod v3's own message for a wrong type, paraphrased: checked against zod below",
};

/** Strings in src/shared that look like a SPEC quote on purpose: each with why. */
const NOT_A_COPY: Record<string, string> = {
  'catalogue.auth.loginOkTitle': "'Welcome back!' is SPEC §8's login toast title (a table cell, not a quote)",
  'catalogue.admin.tabs.howItWorks': "'How it Works' is how SPEC §2 writes the admin tab (unquoted)",
  'catalogue.form.fieldsHeading':
    "the form's heading over the fields; the public page's is 'EMERGENCY INFORMATION'",
  'catalogue.form.tagCode':
    "the edit form's label for the tag's code (SPEC: 'In edit mode the tag code is shown')",
  'catalogue.upload.videoTooLarge':
    "the video's message; SPEC §5 quotes only the image's (5MB) and says 50 MB for video",
  'catalogue.orders.status.pending': "how the Orders tab shows the stored status 'pending'",
};

/**
 * Described, not quoted: SPEC names these in English or in words, so no exact check is possible.
 * Each says where the text is; the test checks what can be checked (a word it must contain).
 */
const DESCRIBED_NOT_QUOTED: { spec: RegExp; quote?: string; shared: string; mustContain?: string[] }[] = [
  // English names of buttons on the Italian NFC reader page: SPEC quotes them, but in English.
  { spec: /'copy UID' shows/, quote: 'copy UID', shared: en('nfcReader.copy'), mustContain: ['UID'] },
  { spec: /'read another tag' resets/, quote: 'read another tag', shared: en('nfcReader.readAnother') },
  { spec: /'read another' resets/, quote: 'read another', shared: en('nfcReader.readAnother') },
  { spec: /Help notes: check spam/, shared: en('verifyPage.spamNote'), mustContain: ['spam'] },
  { spec: /the code is valid 24 hours/, shared: en('verifyPage.validityNote'), mustContain: ['24 ore'] },
  {
    spec: /subtitle \(default: about three simple steps, no monthly fees\)/,
    shared: HOW_IT_WORKS_DEFAULTS.subtitle,
    mustContain: ['three simple steps', 'no monthly fees'],
  },
  {
    spec: /video_section_content \|.*all with marketing default texts/,
    shared: VIDEO_SECTION_DEFAULTS.mainTitle,
  },
  {
    spec: /ratings_section_content \|.*testimonial with default texts/,
    shared: RATINGS_SECTION_DEFAULTS.quote,
  },
  {
    spec: /welcome line with the product name and a prompt to get started/,
    shared: en('auth.registerOk'),
    mustContain: [PRODUCT_NAME],
  },
  {
    spec: /a banner saying the child wears an emergency bracelet/,
    shared: en('publicTag.banner'),
    mustContain: ['wearing', 'emergency bracelet'],
  },
  {
    spec: /registration says to create an account first/,
    shared: en('wizard.registerBanner'),
    mustContain: ['account'],
  },
  {
    spec: /verification says to verify the e-mail/,
    shared: en('wizard.verifyBanner'),
    mustContain: ['emergency'],
  },
  {
    spec: /activation says the bracelet will redirect to the child's emergency page/,
    shared: en('wizard.activateBanner'),
    mustContain: ['emergency page'],
  },
  {
    spec: /an alert when the browser lacks NFC support \(suggests a dedicated app\)/,
    shared: en('nfcReader.unsupportedAlert'),
    mustContain: ['app'],
  },
  {
    spec: /another on a read error \(tells the user to make sure NFC is on\)/,
    shared: en('nfcReader.readErrorAlert'),
  },
  {
    spec: /iPhone users need a dedicated app/,
    shared: en('nfcReader.androidOnly'),
    mustContain: ['Android', 'iPhone'],
  },
];

describe("SPEC's quoted strings are in src/shared, exactly", () => {
  const quotes = [...new Set(quotedStrings())];
  // '...PayPal settings' and '... updated successfully' continue the quote before them: checked
  // as whole titles in "admin save toasts" below.
  const continuations = quotes.filter((q) => q.startsWith('...'));
  const described = new Set(DESCRIBED_NOT_QUOTED.map((d) => d.quote));
  const checked = quotes.filter((q) => !q.startsWith('...') && !(q in NOT_SHOWN_TEXTS) && !described.has(q));

  it('SPEC was read (its quotes, and every listed exception still exists)', () => {
    expect(checked.length).toBeGreaterThan(100);
    expect(continuations.length).toBeGreaterThan(5);
    for (const text of Object.keys(NOT_SHOWN_TEXTS)) expect(quotes).toContain(text);
    for (const d of DESCRIBED_NOT_QUOTED) if (d.quote) expect(quotes).toContain(d.quote);
    const where = new Set(sharedStrings.map((s) => s.where));
    for (const key of Object.keys(NOT_A_COPY)) expect(where).toContain(key);
  });

  it.each(checked)('%j', (quote) => {
    if (heldBy(quote)) return;
    // 'Demo Video / Coming Soon' is one placeholder of two lines.
    const lines = quote.split(' / ');
    // 'Where to find your code: Look for ...' is a bold lead-in and its text.
    const leadIn = /^(.+?:) (.+)$/.exec(quote)?.slice(1);
    const parts = lines.length > 1 ? lines : leadIn;
    expect(parts, `src/shared holds no string or template for ${JSON.stringify(quote)}`).toBeDefined();
    for (const part of parts!) expectHeld(part);
  });

  it.each(specText.split('\n').filter((line) => / while pending\)/.test(line)))(
    'a button and its pending label live together: %s',
    (line) => {
      const [button, pending] = specMatch(/'([^']+)' \('([^']+)' while pending\)/, line);
      expectTogether([button!, pending!]);
    },
  );

  it("the Italian verify page's toasts live together", () => {
    const line = specLine(/^- Standalone verify page \(Italian\):/, specSection(8));
    expect(quotedStrings(line)).toHaveLength(8);
    expectTogether(quotedStrings(line));
  });

  it('admin save toasts: the failure titles and their "... updated successfully" partners', () => {
    const line = specLine(/^- Admin saves: failure titles/);
    const titles = quotedStrings(line);
    const first = titles[0]!; // 'Failed to update content'
    const prefix = first.slice(0, first.lastIndexOf(' ') + 1); // 'Failed to update '
    const subjects = [
      first.slice(prefix.length),
      ...titles.slice(1, -1).map((t) => t.replace(/^\.\.\./, '')),
    ];
    const okSuffix = titles.at(-1)!.replace(/^\.\.\. ?/, ' '); // ' updated successfully'
    expect(subjects).toHaveLength(Object.keys(catalogueEn.adminSave).length);
    for (const subject of subjects) {
      expectHeld(prefix + subject);
      expectHeld(subject[0]!.toUpperCase() + subject.slice(1) + okSuffix);
    }
  });

  it("keeps SPEC's fragment of the login refusal, and zod's own messages", () => {
    expect(en('errors.needsVerification')).toContain('verify your email');
    expect(z.object({ a: z.string() }).safeParse({}).error?.issues[0]?.message).toBe('Required');
    // SPEC writes 'Expected X received Y'; zod v3 says 'Expected string, received number'.
    expect(z.string().safeParse(1).error?.issues[0]?.message).toMatch(/^Expected \w+, received \w+$/);
  });

  it('src/shared has no near copy of a SPEC string (a changed duplicate, a typo, other dots or case)', () => {
    const quoted = new Set(quotes);
    const nearMisses = sharedStrings
      .filter((s) => !quoted.has(s.value) && !(s.where in NOT_A_COPY))
      .flatMap((s) =>
        quotes
          .filter((q) => nearCopy(s.value, q))
          .map((q) => `${s.where} = ${JSON.stringify(s.value)}, SPEC says ${JSON.stringify(q)}`),
      );
    expect(nearMisses).toEqual([]);
  });
});

describe('SPEC §8 toast table: titles and fixed texts', () => {
  const rows = tableRows('| Situation | Title | Text |', specSection(8));

  it('the table was read', () => expect(rows.length).toBeGreaterThan(15));

  it.each(rows)('%s', (situation, title, textCell) => {
    const shown = title!.split(' / ');
    for (const part of textCell!.split(' / ')) {
      // 'server message' is the server's own text; a quoted fallback is shown when it has none.
      shown.push(...quotedStrings(part));
      if (!part || /^(server message|the message)\b/.test(part) || part.includes("'")) continue;
      if (DESCRIBED_NOT_QUOTED.some((d) => d.spec.test(part))) continue;
      shown.push(part);
    }
    for (const text of shown) expectHeld(text);
    // The title, the text and the fallback of one situation are kept side by side.
    expectTogether(shown);
  });
});

describe('labels SPEC §2 names without quotes', () => {
  const section2 = specSection(2);

  it('top navigation', () => {
    for (const pattern of [
      /^- Top navigation, signed out: (.+)\.$/m,
      /^- Top navigation, signed in: (.+)\.$/m,
    ]) {
      const [line] = specMatch(pattern, section2);
      const labels = [...line!.matchAll(/([A-Z][\w ]*?) \(\//g)].map((m) => m[1]!);
      const last = /and ([A-Z][\w ]*)$/.exec(line!)?.[1];
      for (const label of [...labels, ...(last ? [last] : [])]) expectHeld(label);
      expect(labels.length).toBeGreaterThanOrEqual(2);
    }
  });

  it('admin dashboard tabs and form labels', () => {
    const [tabs] = specMatch(/Tabs, default (\w+): ([\w, ]+)\./, section2).slice(1);
    expect(listItems(tabs!)).toHaveLength(7);
    for (const tab of listItems(tabs!)) expectHeld(tab);
    const admin = section2.slice(section2.indexOf('### Admin dashboard'));
    const labels = admin
      .split('\n')
      .filter((l) => l.startsWith('- ') && l.includes(':'))
      .flatMap((l) => l.slice(l.indexOf(':') + 1).split(/[,;]| and | with /))
      .map((fragment) => fragment.trim())
      // Labels are Title Case ('Button Text/Claim'); prose ('video upload with preview') is not.
      .filter((fragment) => /^[A-Z][\w/]*( [A-Z][\w/]*)*$/.test(fragment));
    expect(labels).toEqual(
      expect.arrayContaining(['Price', 'Subtext Below Button', 'Sub Signature', 'Third Title']),
    );
    for (const label of labels) expectHeld(label);
  });

  it('dashboard stat cards', () => {
    const [line] = specMatch(/Three stat cards: (.+)\.$/m, section2);
    const cards = [...line!.matchAll(/([A-Z][\w ]*?) \(/g)].map((m) => m[1]!);
    expect(cards).toHaveLength(3);
    for (const card of cards) expectHeld(card);
  });

  it('buttons and links SPEC names in a sentence ("a Logout button", "a Back button")', () => {
    const named = [...section2.matchAll(/\ban? ([A-Z]\w*) (?:button|link)\b/g)].map((m) => m[1]!);
    expect(named).toEqual(expect.arrayContaining(['Logout', 'Back']));
    for (const label of named) expectHeld(label);
  });
});

describe('described, not quoted', () => {
  it.each(DESCRIBED_NOT_QUOTED.map((d) => [d.spec.source, d] as const))('%s', (_, described) => {
    expect(described.spec.test(specText), `SPEC no longer says ${described.spec}`).toBe(true);
    expect(described.shared.trim().length).toBeGreaterThan(0);
    for (const word of described.mustContain ?? [])
      expect(described.shared.toLowerCase()).toContain(word.toLowerCase());
  });
});

/** The same words with other case, dots or spacing, or one or two letters off. */
function nearCopy(a: string, b: string): boolean {
  const loose = (s: string) =>
    s
      .toLowerCase()
      .replace(/…/g, '...')
      .replace(/[\s.,!?:;'’]+/g, ' ')
      .trim();
  if (loose(a) === loose(b)) return true;
  return Math.min(a.length, b.length) >= 8 && Math.abs(a.length - b.length) <= 2 && editDistance(a, b) <= 2;
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++)
      current[j] = Math.min(
        previous[j]! + 1,
        current[j - 1]! + 1,
        previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    previous = current;
  }
  return previous[b.length]!;
}
