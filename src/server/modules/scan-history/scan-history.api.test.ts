// The parent's side of scans over HTTP (issue 16): the alert switch, the last scan on the tag list and
// the tag, the history of the last 90 days with exactly what the owner may see, and the housekeeping
// job deleting older scans as the clock moves. Another parent's tag answers 404 everywhere.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { housekeeping } from '#server/background-jobs.ts';
import { scanAlertSummaries, scanEvents, tags } from '#server/db/schema/index.ts';
import { SCAN_HISTORY_PAGE, SCAN_RETENTION_DAYS } from '#shared/constants.ts';
import { pathOf } from '#shared/endpoints/endpoint.ts';
import * as scanHistoryApi from '#shared/endpoints/scan-history.ts';
import * as tagsApi from '#shared/endpoints/tags.ts';
import type { ScanHistory } from '#shared/schemas/scan-history.ts';
import type { TagDetails, TagListItem } from '#shared/schemas/tag.ts';

import { createScanEvent } from '#tests/factories/scan-events.ts';
import { createTag } from '#tests/factories/tags.ts';
import { agentFor, createUser } from '#tests/factories/users.ts';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import { en } from '#tests/helpers/messages.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const alertsUrl = (tagId: string) => pathOf(scanHistoryApi.setTagAlerts, { tagId });
const scansUrl = (tagId: string) => pathOf(scanHistoryApi.listTagScans, { tagId });

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function ownerWithTag(childName = 'Mia') {
  const user = await createUser(t);
  const agent = await agentFor(t, user);
  const tag = await createTag(t, { userId: user.id, childName, childAge: 7 });
  return { user, agent, tag };
}

const ago = (ms: number) => new Date(t.clock.now().getTime() - ms);
const alertsOf = async (tagId: string) =>
  (await t.db.select({ on: tags.alertsEnabled }).from(tags).where(eq(tags.id, tagId)))[0]!.on;

describe('PUT /api/tags/{id}/alerts', () => {
  it('switches the owner’s alerts off and on; the tag list and the tag show it', async () => {
    const { agent, tag } = await ownerWithTag();
    expect(await alertsOf(tag.id)).toBe(true);

    const off = await agent.put(alertsUrl(tag.id), { enabled: false });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ id: tag.id, alertsEnabled: false });
    expect(await alertsOf(tag.id)).toBe(false);
    const list = (await agent.get(tagsApi.listTags.path)).json() as TagListItem[];
    expect(list.find((item) => item.id === tag.id)?.alertsEnabled).toBe(false);
    expect(
      ((await agent.get(pathOf(tagsApi.getTag, { tagId: tag.id }))).json() as TagDetails).alertsEnabled,
    ).toBe(false);

    const on = await agent.put(alertsUrl(tag.id), { enabled: true });
    expect(on.json()).toEqual({ id: tag.id, alertsEnabled: true });
    expect(await alertsOf(tag.id)).toBe(true);
  });

  it('another parent’s tag, an unknown id and a malformed one answer 404 and change nothing', async () => {
    const { tag } = await ownerWithTag();
    const { agent: other } = await ownerWithTag('Other');
    for (const id of [tag.id, UNKNOWN_ID, 'not-a-uuid', tag.id.toUpperCase().replace(/-/g, '')]) {
      const res = await other.put(alertsUrl(id), { enabled: false });
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toEqual({ message: en('errors.tagNotFound') });
    }
    expect(await alertsOf(tag.id)).toBe(true);
  });

  it('refuses anything but {enabled: boolean} with a clear 400, changing nothing', async () => {
    const { agent, tag } = await ownerWithTag();
    for (const body of [
      {},
      { enabled: 'false' },
      { enabled: 0 },
      { enabled: null },
      { on: false },
      [false],
    ]) {
      const res = await agent.put(alertsUrl(tag.id), body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ message: en('validation.alertsEnabled') });
    }
    expect(await alertsOf(tag.id)).toBe(true);
  });

  it('does not touch what the public page shows: the tag’s update time stays', async () => {
    const { agent, tag } = await ownerWithTag();
    t.clock.advance(5 * MINUTE);
    await agent.put(alertsUrl(tag.id), { enabled: false });
    const [row] = await t.db.select({ updatedAt: tags.updatedAt }).from(tags).where(eq(tags.id, tag.id));
    expect(row!.updatedAt).toEqual(tag.updatedAt);
  });
});

describe('lastScanAt on GET /api/tags and GET /api/tags/{id}', () => {
  it('is null before any scan, then the newest scan’s time; other tags’ scans do not count', async () => {
    const { agent, tag, user } = await ownerWithTag();
    const second = await createTag(t, { userId: user.id, childName: 'Leo' });
    const lastScanOf = async (tagId: string) => {
      const list = (await agent.get(tagsApi.listTags.path)).json() as TagListItem[];
      const one = (await agent.get(pathOf(tagsApi.getTag, { tagId }))).json() as TagDetails;
      expect(list.find((item) => item.id === tagId)?.lastScanAt).toBe(one.lastScanAt);
      return one.lastScanAt;
    };
    expect(await lastScanOf(tag.id)).toBeNull();

    const newest = ago(2 * 60 * MINUTE);
    await createScanEvent(t.db, tag.id, { scannedAt: ago(3 * DAY) });
    await createScanEvent(t.db, tag.id, { scannedAt: newest });
    await createScanEvent(t.db, tag.id, { scannedAt: ago(5 * 60 * MINUTE) });
    const { tag: stranger } = await ownerWithTag('Stranger');
    await createScanEvent(t.db, stranger.id, { scannedAt: ago(MINUTE) });

    expect(await lastScanOf(tag.id)).toBe(newest.toISOString());
    expect(await lastScanOf(second.id)).toBeNull();
  });

  it('keeps SPEC’s fields unchanged beside the new ones (lost mode’s too)', async () => {
    const { agent, tag } = await ownerWithTag();
    const [item] = (await agent.get(tagsApi.listTags.path)).json() as TagListItem[];
    expect(Object.keys(item!).sort()).toEqual(
      [
        'id',
        'uniqueCode',
        'childName',
        'childAge',
        'birthMonth',
        'birthYear',
        'fieldsCount',
        'createdAt',
        'updatedAt',
        'alertsEnabled',
        'lastScanAt',
        'lost',
        'pin',
        'deactivatedAt',
        'braceletLinked',
        // Issue 34: whose it is, as the caller sees it.
        'role',
        'ownerName',
      ].sort(),
    );
    const one = (await agent.get(pathOf(tagsApi.getTag, { tagId: tag.id }))).json() as TagDetails;
    expect(Object.keys(one).sort()).toEqual(
      [
        'id',
        'uniqueCode',
        'childName',
        'childAge',
        'birthMonth',
        'birthYear',
        'fields',
        'alertsEnabled',
        'lastScanAt',
        'lost',
        'pin',
        'deactivatedAt',
        'braceletLinked',
        // Issue 34: whose it is, as the caller sees it.
        'role',
        'ownerName',
      ].sort(),
    );
  });
});

describe('GET /api/tags/{id}/scans', () => {
  it('lists the last 90 days newest first, with device, language, lost mode and what the responder shared', async () => {
    const { agent, tag } = await ownerWithTag();
    const plain = await createScanEvent(t.db, tag.id, {
      scannedAt: ago(3 * DAY),
      device: 'iPhone, Safari',
      language: 'it',
    });
    const located = await createScanEvent(t.db, tag.id, {
      scannedAt: ago(2 * 60 * MINUTE),
      device: 'Android phone, Chrome',
      language: 'de',
      whileLost: true,
      latitude: 45.4642,
      longitude: 9.19,
      accuracy: 12.5,
      locationAt: ago(2 * 60 * MINUTE - MINUTE),
      contactName: 'Anna',
      contactPhone: '+39 333 123 4567',
      contactMessage: 'She is with me at the station café.',
      contactAt: ago(2 * 60 * MINUTE - 2 * MINUTE),
      alertSentAt: ago(2 * 60 * MINUTE),
      locationMailedAt: ago(2 * 60 * MINUTE),
    });
    const contactOnly = await createScanEvent(t.db, tag.id, {
      scannedAt: ago(10 * MINUTE),
      device: 'Desktop, Firefox',
      language: 'en',
      contactName: 'Tom',
      contactPhone: '07700 900123',
      contactAt: ago(9 * MINUTE),
    });
    // Past retention but not yet deleted by housekeeping: not listed.
    await createScanEvent(t.db, tag.id, { scannedAt: ago(SCAN_RETENTION_DAYS * DAY + MINUTE) });
    // Another tag's scan never shows here.
    const { tag: other } = await ownerWithTag('Other');
    await createScanEvent(t.db, other.id, { scannedAt: ago(MINUTE) });

    const res = await agent.get(scansUrl(tag.id));
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const contactRecord = {
      scannedAt: contactOnly.scannedAt.toISOString(),
      device: 'Desktop, Firefox',
      language: 'en',
      whileLost: false,
      location: null,
      contact: {
        name: 'Tom',
        phone: '07700 900123',
        message: null,
        at: contactOnly.contactAt!.toISOString(),
      },
    };
    const locatedRecord = {
      scannedAt: located.scannedAt.toISOString(),
      device: 'Android phone, Chrome',
      language: 'de',
      whileLost: true,
      location: {
        latitude: 45.4642,
        longitude: 9.19,
        accuracy: 12.5,
        at: located.locationAt!.toISOString(),
      },
      contact: {
        name: 'Anna',
        phone: '+39 333 123 4567',
        message: 'She is with me at the station café.',
        at: located.contactAt!.toISOString(),
      },
    };
    const plainRecord = {
      scannedAt: plain.scannedAt.toISOString(),
      device: 'iPhone, Safari',
      language: 'it',
      whileLost: false,
      location: null,
      contact: null,
    };
    expect(res.json()).toEqual({
      retentionDays: SCAN_RETENTION_DAYS,
      // Shares on their own, newest share first; then the openings, each once.
      shares: [contactRecord, locatedRecord],
      scans: [contactRecord, locatedRecord, plainRecord],
      nextCursor: null,
    } satisfies ScanHistory);
    // Never the client hash, the scan's id or the alert bookkeeping.
    for (const secret of [located.clientHash, located.id, plain.clientHash])
      expect(res.body).not.toContain(secret);
  });

  it('an empty history is an empty list', async () => {
    const { agent, tag } = await ownerWithTag();
    expect((await agent.get(scansUrl(tag.id))).json()).toEqual({
      shares: [],
      scans: [],
      nextCursor: null,
      retentionDays: SCAN_RETENTION_DAYS,
    });
  });

  /** `count` openings, one a few hours apart, the newest first: all within the 90 days. */
  async function openings(tagId: string, count: number) {
    const step = Math.floor(((SCAN_RETENTION_DAYS - 1) * DAY) / count);
    const rows = Array.from({ length: count }, (_, i) => ({
      id: crypto.randomUUID(),
      tagId,
      scannedAt: ago((i + 1) * step),
      clientHash: `hash-${i}`,
      device: `Device ${i}`,
      language: 'en',
    }));
    await t.db.insert(scanEvents).values(rows);
  }

  it(`pages through every opening of the 90 days, ${SCAN_HISTORY_PAGE} at a time, never a silent cut`, async () => {
    const { agent, tag } = await ownerWithTag();
    await openings(tag.id, 650);
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const url: string = cursor
        ? `${scansUrl(tag.id)}?before=${encodeURIComponent(cursor)}`
        : scansUrl(tag.id);
      const res = await agent.get(url);
      expect(res.statusCode).toBe(200);
      const history = res.json() as ScanHistory;
      expect(history.scans.length).toBeLessThanOrEqual(SCAN_HISTORY_PAGE);
      seen.push(...history.scans.map((scan) => scan.device));
      cursor = history.nextCursor;
      pages++;
    } while (cursor && pages < 20);
    expect(pages).toBe(7);
    expect(seen).toEqual(Array.from({ length: 650 }, (_, i) => `Device ${i}`));
  });

  it("a responder's contact share sent before a flood of openings stays in sight, on every page", async () => {
    const { agent, tag } = await ownerWithTag();
    await createScanEvent(t.db, tag.id, {
      scannedAt: ago(DAY),
      contactName: 'Giulia',
      contactPhone: '+39 347 765 4321',
      contactMessage: 'I have your child at the station',
      contactAt: ago(DAY),
    });
    // 600 newer openings (the flood came after the share).
    const rows = Array.from({ length: 600 }, (_, i) => ({
      id: crypto.randomUUID(),
      tagId: tag.id,
      scannedAt: ago(DAY - (i + 1) * MINUTE),
      clientHash: `flood-${i}`,
      device: 'Desktop, Chrome',
      language: 'en',
    }));
    await t.db.insert(scanEvents).values(rows);
    const first = (await agent.get(scansUrl(tag.id))).json() as ScanHistory;
    expect(first.shares.map((share) => share.contact?.message)).toEqual(['I have your child at the station']);
    // Later pages leave the shares out: the answer stays one page, however many pages a flood made.
    const second = (await agent.get(`${scansUrl(tag.id)}?before=${first.nextCursor}`)).json() as ScanHistory;
    expect(second.shares).toEqual([]);
    expect(second.scans).toHaveLength(100);
  });

  it('a cursor it did not make answers 400 with a message, never 500', async () => {
    const { agent, tag } = await ownerWithTag();
    const forged = (text: string) => Buffer.from(text).toString('base64url');
    for (const before of [
      'x',
      '%00',
      forged('2026-13-45T99:99:99.999Z_00000000-0000-4000-8000-000000000000'),
      forged('2026-11-23T10:00:00.000Z_not-a-uuid-at-all-but-36-chars-long'),
      forged("2026-11-23T10:00:00.000Z_'; drop table scan_events; --"),
      'a'.repeat(201),
    ]) {
      const res = await agent.get(`${scansUrl(tag.id)}?before=${encodeURIComponent(before)}`);
      expect(res.statusCode, before).toBe(400);
      expect(res.json()).toMatchObject({ message: en('validation.historyCursor') });
    }
    const twice = await agent.get(`${scansUrl(tag.id)}?before=a&before=b`);
    expect(twice.statusCode).toBe(400);
  });

  it('another parent’s tag, an unknown id and a malformed one answer 404 without a scan', async () => {
    const { tag } = await ownerWithTag();
    await createScanEvent(t.db, tag.id, { device: 'Secret device, Browser' });
    const { agent: other } = await ownerWithTag('Other');
    for (const id of [tag.id, UNKNOWN_ID, 'not-a-uuid']) {
      const res = await other.get(scansUrl(id));
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toEqual({ message: en('errors.tagNotFound') });
    }
  });
});

describe('housekeeping deletes scans older than 90 days', () => {
  it('as the clock moves past each scan’s 90 days, and keeps younger ones', async () => {
    const { agent, tag } = await ownerWithTag();
    await createScanEvent(t.db, tag.id, { scannedAt: ago(SCAN_RETENTION_DAYS * DAY + MINUTE) });
    const young = await createScanEvent(t.db, tag.id, { scannedAt: ago((SCAN_RETENTION_DAYS - 1) * DAY) });
    const recent = await createScanEvent(t.db, tag.id, { scannedAt: ago(MINUTE) });
    const idsLeft = async () =>
      (await t.db.select({ id: scanEvents.id }).from(scanEvents).where(eq(scanEvents.tagId, tag.id)))
        .map((row) => row.id)
        .sort();

    await housekeeping(t.app.deps);
    expect(await idsLeft()).toEqual([young.id, recent.id].sort());

    // A day and a bit later the second one is past its 90 days too.
    t.clock.advance(DAY + MINUTE);
    await housekeeping(t.app.deps);
    expect(await idsLeft()).toEqual([recent.id]);
    expect(((await agent.get(scansUrl(tag.id))).json() as ScanHistory).scans).toHaveLength(1);
  });

  it('and the summaries of held alerts older than 90 days (issue 28)', async () => {
    const { tag } = await ownerWithTag();
    const summary = (createdAt: Date) => ({
      id: crypto.randomUUID(),
      tagId: tag.id,
      createdAt,
      openings: 3,
      firstAt: createdAt,
      lastAt: createdAt,
      device: 'Desktop, Chrome',
      language: 'en',
      whileLost: false,
    });
    const old = summary(ago(SCAN_RETENTION_DAYS * DAY + MINUTE));
    const young = summary(ago(DAY));
    await t.db.insert(scanAlertSummaries).values([old, young]);
    await housekeeping(t.app.deps);
    const left = await t.db
      .select({ id: scanAlertSummaries.id })
      .from(scanAlertSummaries)
      .where(eq(scanAlertSummaries.tagId, tag.id));
    expect(left).toEqual([{ id: young.id }]);
  });
});
