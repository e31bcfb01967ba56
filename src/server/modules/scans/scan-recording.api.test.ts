// Recording scans of the public page (issue 16): who counts (a person's GET), who does not (HEAD,
// prefetches, bots and link previews, the owner), the 10-minute merge, lost mode's no-merge, and that
// nothing queued is lost when the app closes.
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTag } from '#tests/factories/tags.ts';
import { agentFor, createUser } from '#tests/factories/users.ts';
import { ManualClock } from '#server/adapters/clock.ts';
import { createTestApp, openTestDatabase, type TestApp } from '#tests/helpers/test-app.ts';
import { ScanService } from './scan.service.ts';
import type { Executor } from '#server/db/client.ts';
import { timeOrderedId } from '#server/lib/time-ordered-id.ts';
import { insertScans, lockScanWrites, SCAN_MERGE_WINDOW_MS } from './scans.repo.ts';
import { address, ownedTag, phone, scansOf, setLostUntil } from './scan-test-support.ts';

const MINUTE = 60_000;

describe('scan recording', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const flush = () => t.app.deps.services.scans.flush();

  it('records a person opening the page and the JSON API: time, device, language, a client hash', async () => {
    const { tag } = await ownedTag(t);
    const page = await t
      .agent()
      .from(address(1))
      .get(`/tag/${tag.uniqueCode}?lang=it`, { 'user-agent': phone(1) });
    expect(page.statusCode).toBe(200);
    const api = await t
      .agent()
      .from(address(2))
      .get(`/api/tag/${tag.uniqueCode.toLowerCase()}`, {
        'user-agent': phone(2),
        'accept-language': 'de-CH,de;q=0.9',
      });
    expect(api.statusCode).toBe(200);
    await flush();
    // One moment, so no order between the two: compared as a set.
    const rows = await scansOf(t, tag.id);
    expect(rows.map((r) => [r.device, r.language, r.whileLost]).sort()).toEqual([
      ['Android phone, Chrome', 'de', false],
      ['Android phone, Chrome', 'it', false],
    ]);
    expect(rows[0]!.scannedAt).toEqual(t.clock.now());
    expect(rows[0]!.clientHash).not.toBe(rows[1]!.clientHash);
    expect(JSON.stringify(rows)).not.toContain('127.0.0.1');
  });

  it('writes a device description as it is: quotes, backslashes, letters beyond ASCII', async () => {
    const { tag } = await ownedTag(t);
    // A phone's model name comes from its user agent: whatever a slice's parameter carries must arrive.
    const device = 'Redmi "Note\\ 12" Ré ☂, Chrome';
    const at = t.clock.now();
    const scan = { id: timeOrderedId(at), code: tag.uniqueCode, scannedAt: at, clientHash: 'any-client' };
    await insertScans(t.db, [{ ...scan, neighbourClientHash: null, device, language: 'it' }], at, {
      oneStatementAtATime: t.database.kind === 'pglite',
    });
    expect((await scansOf(t, tag.id)).map((r) => r.device)).toEqual([device]);
  });

  it.each([
    ['Googlebot', 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'],
    ['Slack link preview', 'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)'],
    ['WhatsApp link preview', 'WhatsApp/2.23.20.0'],
    ['Facebook link preview', 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)'],
    ['Telegram link preview', 'TelegramBot (like TwitterBot)'],
    ['mail scanner (Mimecast)', 'Mozilla/5.0 (compatible; Mimecast-Scanner)'],
    ['mail scanner (Proofpoint)', 'Proofpoint URL Defense'],
    ['mail scanner (Barracuda)', 'Barracuda Sentinel'],
    [
      'headless browser',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/120.0.0.0 Safari/537.36',
    ],
    ['curl', 'curl/8.5.0'],
    ['a request without a user agent', ''],
  ])('does not record %s', async (_name, userAgent) => {
    const { tag } = await ownedTag(t);
    expect((await t.agent().get(`/tag/${tag.uniqueCode}`, { 'user-agent': userAgent })).statusCode).toBe(200);
    expect((await t.agent().get(`/api/tag/${tag.uniqueCode}`, { 'user-agent': userAgent })).statusCode).toBe(
      200,
    );
    await flush();
    expect(await scansOf(t, tag.id)).toHaveLength(0);
  });

  it.each([
    ['Purpose: prefetch', { purpose: 'prefetch' }],
    ['Sec-Purpose: prefetch', { 'sec-purpose': 'prefetch' }],
    ['Sec-Purpose: prefetch;prerender', { 'sec-purpose': 'prefetch;prerender' }],
    ['Sec-Purpose: prerender', { 'sec-purpose': 'prerender' }],
  ])('does not record a speculative load (%s)', async (_name, headers) => {
    const { tag } = await ownedTag(t);
    const page = await t
      .agent()
      .from(address())
      .get(`/tag/${tag.uniqueCode}`, { 'user-agent': phone(), ...headers });
    expect(page.statusCode).toBe(200);
    await flush();
    expect(await scansOf(t, tag.id)).toHaveLength(0);
  });

  it('does not record HEAD', async () => {
    const { tag } = await ownedTag(t);
    for (const url of [`/tag/${tag.uniqueCode}`, `/api/tag/${tag.uniqueCode}`]) {
      const head = await t.agent().request('HEAD', url, undefined, { 'user-agent': phone() });
      expect(head.statusCode).toBe(200);
    }
    await flush();
    expect(await scansOf(t, tag.id)).toHaveLength(0);
  });

  it("does not record the signed-in owner's own looks, with or without ?view=responder; another parent counts", async () => {
    const { owner, tag } = await ownedTag(t);
    const agent = await agentFor(t, owner);
    agent.headers['user-agent'] = phone(3);
    for (const url of [
      `/tag/${tag.uniqueCode}`,
      `/tag/${tag.uniqueCode}?view=responder`,
      `/api/tag/${tag.uniqueCode}`,
    ]) {
      expect((await agent.get(url)).statusCode).toBe(200);
    }
    await flush();
    expect(await scansOf(t, tag.id)).toHaveLength(0);

    const stranger = await agentFor(t, await createUser(t));
    expect((await stranger.get(`/tag/${tag.uniqueCode}`, { 'user-agent': phone(4) })).statusCode).toBe(200);
    await flush();
    expect(await scansOf(t, tag.id)).toHaveLength(1);
  });

  it('records nothing for unknown codes, inactive tags or tags nobody owns', async () => {
    const inactive = await createTag(t, { userId: (await createUser(t)).id, isActive: 'false' });
    const unowned = await createTag(t, { fields: [{ title: 'A', content: 'B' }] });
    expect(
      (await t.agent().from(address()).get('/tag/NOSUCHCODE99', { 'user-agent': phone() })).statusCode,
    ).toBe(404);
    expect(
      (await t.agent().from(address()).get(`/tag/${inactive.uniqueCode}`, { 'user-agent': phone() }))
        .statusCode,
    ).toBe(404);
    await t.agent().from(address()).get(`/tag/${unowned.uniqueCode}`, { 'user-agent': phone() });
    await flush();
    expect(await scansOf(t, inactive.id)).toHaveLength(0);
    expect(await scansOf(t, unowned.id)).toHaveLength(0);
  });

  it('merges the same client on the same tag within 10 minutes, in one batch and across batches', async () => {
    const { tag } = await ownedTag(t);
    const open = (n: number) =>
      t
        .agent()
        .from(address(n))
        .get(`/tag/${tag.uniqueCode}`, { 'user-agent': phone(n) });
    await open(10);
    await open(10); // same batch as the first
    await flush();
    await open(10); // a later batch: merged by the insert
    t.clock.advance(SCAN_MERGE_WINDOW_MS - MINUTE);
    await open(10);
    await open(11); // another client
    await flush();
    expect(await scansOf(t, tag.id)).toHaveLength(2);

    t.clock.advance(MINUTE);
    await open(10); // ten minutes after the first: a new scan
    await flush();
    expect((await scansOf(t, tag.id)).map((r) => r.scannedAt.getTime())).toHaveLength(3);
  });

  it("merges across UTC midnight, when the client's salted hash changes: on this instance and on another", async () => {
    const night = await createTestApp({ clock: new ManualClock(new Date('2026-11-23T23:57:00Z')) });
    const second = await createTestApp({ database: night.database, clock: night.clock });
    try {
      const { tag } = await ownedTag(night);
      const openOn = (app: TestApp, n: number) =>
        app
          .agent()
          .from(address(n))
          .get(`/tag/${tag.uniqueCode}`, { 'user-agent': phone(n) });
      await openOn(night, 30);
      await openOn(night, 31);
      await night.app.deps.services.scans.flush();
      night.clock.set(new Date('2026-11-24T00:02:00Z'));
      await openOn(night, 30); // within minutes of midnight: yesterday's hash is computed too
      await night.app.deps.services.scans.flush();
      await openOn(second, 31); // another instance: the same two hashes
      await second.app.deps.services.scans.flush();
      expect(await scansOf(night, tag.id)).toHaveLength(2);
      // Ten minutes after midnight yesterday's visitors are new ones again.
      night.clock.set(new Date('2026-11-24T00:12:00Z'));
      await openOn(second, 30);
      await second.app.deps.services.scans.flush();
      expect(await scansOf(night, tag.id)).toHaveLength(3);
    } finally {
      await second.close();
      await night.close();
    }
  });

  it('merges across midnight whichever opening is written first, and a double tap across it in one batch', async () => {
    const night = await createTestApp({ clock: new ManualClock(new Date('2026-11-23T23:58:00Z')) });
    const second = await createTestApp({ database: night.database, clock: night.clock });
    try {
      const { tag } = await ownedTag(night);
      const openOn = (app: TestApp, n: number) =>
        app
          .agent()
          .from(address(n))
          .get(`/tag/${tag.uniqueCode}`, { 'user-agent': phone(n) });
      // 23:58 on the second instance, 00:02 on the first: the later opening reaches the database first.
      await openOn(second, 40);
      night.clock.set(new Date('2026-11-24T00:02:00Z'));
      await openOn(night, 40);
      await night.app.deps.services.scans.flush();
      await second.app.deps.services.scans.flush();
      expect(await scansOf(night, tag.id)).toHaveLength(1);
      // A double tap on both sides of midnight (two hashes), written in one batch: one scan.
      night.clock.set(new Date('2026-11-24T23:59:59.900Z'));
      await openOn(night, 41);
      night.clock.set(new Date('2026-11-25T00:00:00.100Z'));
      await openOn(night, 41);
      await night.app.deps.services.scans.flush();
      expect(await scansOf(night, tag.id)).toHaveLength(2);
    } finally {
      await second.close();
      await night.close();
    }
  });

  it('a second instance on the same database merges a repeat the first one wrote', async () => {
    const { tag } = await ownedTag(t);
    const second = await createTestApp({ database: t.database, clock: t.clock });
    try {
      await t
        .agent()
        .from(address(20))
        .get(`/tag/${tag.uniqueCode}`, { 'user-agent': phone(20) });
      await flush();
      await second
        .agent()
        .from(address(20))
        .get(`/tag/${tag.uniqueCode}`, { 'user-agent': phone(20) });
      await second.app.deps.services.scans.flush();
      expect(await scansOf(t, tag.id)).toHaveLength(1);
    } finally {
      await second.close();
    }
  });

  it('merges a repeat whose earlier opening reaches the database later (the instances flush in any order)', async () => {
    const { tag } = await ownedTag(t);
    const second = await createTestApp({ database: t.database, clock: t.clock });
    try {
      // The second instance sees the first opening but writes it last.
      await second
        .agent()
        .from(address(21))
        .get(`/tag/${tag.uniqueCode}`, { 'user-agent': phone(21) });
      t.clock.advance(MINUTE);
      await t
        .agent()
        .from(address(21))
        .get(`/tag/${tag.uniqueCode}`, { 'user-agent': phone(21) });
      await flush();
      await second.app.deps.services.scans.flush();
      expect(await scansOf(t, tag.id)).toHaveLength(1);
    } finally {
      await second.close();
    }
  });

  it('while the tag is lost every opening is its own scan, marked while_lost; after it, merging resumes', async () => {
    const { tag } = await ownedTag(t);
    await setLostUntil(t, tag.id, new Date(t.clock.now().getTime() + 4 * 60 * MINUTE));
    const open = () =>
      t
        .agent()
        .from(address(30))
        .get(`/tag/${tag.uniqueCode}`, { 'user-agent': phone(30) });
    await open();
    await open();
    await flush();
    await open();
    await flush();
    const lost = await scansOf(t, tag.id);
    expect(lost.map((r) => r.whileLost)).toEqual([true, true, true]);

    t.clock.advance(4 * 60 * MINUTE);
    await open();
    await open();
    await flush();
    expect((await scansOf(t, tag.id)).map((r) => r.whileLost)).toEqual([true, true, true, false]);
  });
});

describe("a slice holding one client's openings minutes apart (a backlog while the database was away)", () => {
  it('merges them as if each had been written on its own', async () => {
    const t = await createTestApp();
    try {
      const { tag } = await ownedTag(t, { alertsEnabled: false });
      const open = () =>
        t
          .agent()
          .from(address(50))
          .get(`/tag/${tag.uniqueCode}`, { 'user-agent': phone(50) });
      await open();
      await t.app.deps.services.scans.flush();
      // 9 minutes after the written scan: merged. 11 minutes after it: new, though within the
      // window of the merged one. 17 minutes: merged with that one; 22: new again.
      for (const minutes of [9, 2, 6, 5]) {
        t.clock.advance(minutes * MINUTE);
        await open();
      }
      await t.app.deps.services.scans.flush();
      const start = (await scansOf(t, tag.id))[0]!.scannedAt.getTime();
      expect((await scansOf(t, tag.id)).map((r) => (r.scannedAt.getTime() - start) / MINUTE)).toEqual([
        0, 11, 22,
      ]);
    } finally {
      await t.close();
    }
  });
});

/** Scans the app's writer puts in one statement (200 on the embedded database, 1,000 on PostgreSQL). */
const sliceOf = (t: TestApp) => t.app.deps.services.scans.sliceSize;

describe('a burst of scans', () => {
  it('is written in the background a slice at a time, without a flush, all of it', async () => {
    const t = await createTestApp();
    try {
      const { tag } = await ownedTag(t, { alertsEnabled: false });
      const burst = 2 * sliceOf(t) + 20;
      // At once: the queue holds more than a slice before the first write ends.
      await Promise.all(
        Array.from({ length: burst }, (_, n) =>
          t
            .agent()
            .from(address(1000 + n))
            .get(`/tag/${tag.uniqueCode}`, { 'user-agent': phone(1000 + n) }),
        ),
      );
      // The background writer's own doing: wait for it, never flush.
      await vi.waitFor(async () => expect(await scansOf(t, tag.id)).toHaveLength(burst), {
        timeout: 20_000,
        interval: 50,
      });
    } finally {
      await t.close();
    }
  });
});

describe('the background writer', () => {
  const record = (t: TestApp, code: string, from: number, count: number) => {
    for (let n = from; n < from + count; n++) {
      t.app.deps.services.scans.record({
        code,
        client: { ip: address(n), userAgent: phone(n) },
        language: 'en',
      });
    }
  };

  it('writes full slices; what is left waits for the timer, then goes too', async () => {
    const t = await createTestApp();
    const write = vi.spyOn(
      ScanService.prototype as unknown as { write(s: unknown[]): Promise<void> },
      'write',
    );
    try {
      const { tag } = await ownedTag(t, { alertsEnabled: false });
      record(t, tag.uniqueCode, 0, sliceOf(t) + 50);
      await vi.waitFor(async () => expect(await scansOf(t, tag.id)).toHaveLength(sliceOf(t)), {
        timeout: 10_000,
        interval: 10,
      });
      // The 50 left over wait (a statement costs the database the same for 50 as for 200) until these
      // make a full slice.
      record(t, tag.uniqueCode, 10_000, sliceOf(t) - 50);
      await vi.waitFor(async () => expect(await scansOf(t, tag.id)).toHaveLength(2 * sliceOf(t)), {
        timeout: 10_000,
        interval: 10,
      });
      // A part slice is written by the timer, without a flush.
      record(t, tag.uniqueCode, 20_000, 30);
      await vi.waitFor(async () => expect(await scansOf(t, tag.id)).toHaveLength(2 * sliceOf(t) + 30), {
        timeout: 10_000,
        interval: 50,
      });
      expect(write.mock.calls.map(([slice]) => slice.length)).toEqual([sliceOf(t), sliceOf(t), 30]);
    } finally {
      write.mockRestore();
      await t.close();
    }
  });

  it('a write slower than the timer does not stop the timer: what came meanwhile is written after it', async () => {
    const t = await createTestApp();
    const service = t.app.deps.services.scans as unknown as {
      write(s: unknown[]): Promise<void>;
      drain(minimum: number): void;
    };
    const realWrite = service.write.bind(service);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    // The first slice's statement hangs (a lock wait, a slow network) until the test lets it go.
    const write = vi
      .spyOn(service, 'write')
      .mockImplementationOnce(async (slice) => {
        await held;
        return realWrite(slice);
      })
      .mockImplementation(realWrite);
    const drain = vi.spyOn(service, 'drain');
    try {
      const { tag } = await ownedTag(t, { alertsEnabled: false });
      record(t, tag.uniqueCode, 0, sliceOf(t));
      await vi.waitFor(() => expect(write).toHaveBeenCalledTimes(1));
      record(t, tag.uniqueCode, sliceOf(t), 1);
      // The timer fires while the slice is still being written (its drain finds the writer busy).
      await vi.waitFor(() => expect(drain).toHaveBeenCalledWith(1), { timeout: 5_000, interval: 20 });
      release();
      await vi.waitFor(async () => expect(await scansOf(t, tag.id)).toHaveLength(sliceOf(t) + 1), {
        timeout: 5_000,
        interval: 50,
      });
    } finally {
      write.mockRestore();
      drain.mockRestore();
      release();
      await t.close();
    }
  });

  it('a flush writes what was queued when it was called, however fast more arrive meanwhile', async () => {
    const t = await createTestApp();
    const service = t.app.deps.services.scans as unknown as { write(s: unknown[]): Promise<void> };
    const realWrite = service.write.bind(service);
    try {
      const { tag } = await ownedTag(t, { alertsEnabled: false });
      let arrivals = 0;
      // Every statement is outrun by a new opening (a crowd at the page): the flush must still end.
      vi.spyOn(service, 'write').mockImplementation(async (slice) => {
        record(t, tag.uniqueCode, 5000 + arrivals++, 1);
        return realWrite(slice);
      });
      record(t, tag.uniqueCode, 0, 3);
      await t.app.deps.services.scans.flush();
      expect(arrivals).toBe(1);
      expect(await scansOf(t, tag.id)).toHaveLength(3);
    } finally {
      vi.restoreAllMocks();
      await t.close();
    }
  });

  it('a flush is not held behind the background writer while a crowd keeps it busy', async () => {
    const t = await createTestApp();
    const service = t.app.deps.services.scans as unknown as { write(s: unknown[]): Promise<void> };
    const realWrite = service.write.bind(service);
    try {
      const { tag } = await ownedTag(t, { alertsEnabled: false });
      let writes = 0;
      // Every statement is outrun by a full slice of new openings (ten times over).
      vi.spyOn(service, 'write').mockImplementation(async (slice) => {
        if (writes++ < 10) record(t, tag.uniqueCode, 10_000 * writes, sliceOf(t));
        return realWrite(slice);
      });
      record(t, tag.uniqueCode, 0, sliceOf(t)); // the background writer starts
      await t.app.deps.services.scans.flush();
      // Its slice, the flush's own (and perhaps the writer's next one, started as the flush ended):
      // not the crowd's ten.
      expect(writes).toBeLessThanOrEqual(3);
    } finally {
      vi.restoreAllMocks();
      await t.close();
    }
  });

  it('writes a slice in one statement on the embedded database, under a lock in a transaction on PostgreSQL', async () => {
    const t = await createTestApp();
    try {
      const { tag } = await ownedTag(t, { alertsEnabled: false });
      const transaction = vi.spyOn(t.db, 'transaction');
      const execute = vi.spyOn(t.db, 'execute');
      record(t, tag.uniqueCode, 0, 20);
      await t.app.deps.services.scans.flush();
      if (t.database.kind === 'pglite') {
        // Each call is a round trip to the database's thread; a lock there would guard against nobody.
        expect(transaction).not.toHaveBeenCalled();
        expect(execute).toHaveBeenCalledTimes(1);
        const [statement] = execute.mock.calls[0]!;
        expect(new PgDialect().sqlToQuery(statement as SQL).sql).toMatch(
          /^\s*with candidates as [\s\S]*\binsert into scan_events\b/,
        );
      } else {
        // Two instances' statements run at once: the lock keeps one client's repeat from both.
        expect(transaction).toHaveBeenCalledTimes(1);
        expect(execute).not.toHaveBeenCalled();
      }
      expect(await scansOf(t, tag.id)).toHaveLength(20);
    } finally {
      await t.close();
    }
  });
});

describe("the scan writers' transaction", () => {
  it('runs without JIT, and only it: a slice compiled first would wait ~20 ms for nothing', async () => {
    const t = await createTestApp();
    try {
      const jit = async (db: Executor) =>
        ((await db.execute(sql`show jit`)) as unknown as { rows: Array<{ jit: string }> }).rows[0]!.jit;
      const inside = await t.db.transaction(async (tx) => {
        await lockScanWrites(tx);
        return jit(tx);
      });
      expect(inside).toBe('off');
      const outside = await jit(t.db);
      expect(outside).not.toBe('off');
    } finally {
      await t.close();
    }
  });
});

describe('queued scans when the app closes', () => {
  it('are written by close (the SIGTERM path), none lost', async () => {
    const database = await openTestDatabase();
    try {
      const first = await createTestApp({ database: database.handle });
      const { tag } = await ownedTag(first);
      for (let n = 0; n < 25; n++) {
        await first
          .agent()
          .from(address(100 + n))
          .get(`/tag/${tag.uniqueCode}`, { 'user-agent': phone(100 + n) });
      }
      await first.close();
      const after = await createTestApp({ database: database.handle });
      try {
        expect(await scansOf(after, tag.id)).toHaveLength(25);
      } finally {
        await after.close();
      }
    } finally {
      await database.drop();
      await database.handle.close().catch(() => undefined);
    }
  });
});
