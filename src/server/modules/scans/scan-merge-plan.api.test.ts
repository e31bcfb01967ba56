// The merge's look-up under a crowd at one page (issue 35): each opening in a slice asks whether its
// client opened the page within ten minutes. It must read that client's entries in the client index,
// not every scan of the crowded tag in the window (which the planner chose while the look-up also named
// the tag: a slice then read thousands of rows per opening).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import { noRecentScanBy } from './scans.repo.ts';
import { ownedTag } from './scan-test-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe("the merge's look-up", () => {
  it('reads the client index, not the crowded tag, with or without statistics', async () => {
    const { tag } = await ownedTag(t, { alertsEnabled: false });
    const now = t.clock.now().toISOString();
    // 3,000 other people opened the page in the last five minutes.
    await t.db.execute(sql`
      insert into scan_events (id, tag_id, scanned_at, client_hash, device, language)
      select gen_random_uuid(), ${tag.id}::uuid, ${now}::timestamptz - i * interval '100 milliseconds',
             'crowd-' || i, 'Android phone, Chrome', 'en'
      from generate_series(1, 3000) as i`);
    const plan = async () => {
      const result = await t.db.execute(sql`
        explain select ${noRecentScanBy(sql`v.client_hash`)}
        from (select 'someone-new'::text as client_hash, ${now}::timestamptz as scanned_at) v`);
      return (result as unknown as { rows: Array<Record<string, string>> }).rows
        .map((row) => Object.values(row).join(''))
        .join('\n');
    };
    // Fresh (no statistics yet, as right after a deploy) and after ANALYZE.
    expect(await plan()).toContain('scan_events_client_scanned_idx');
    await t.db.execute(sql`analyze scan_events`);
    const analysed = await plan();
    expect(analysed).toContain('scan_events_client_scanned_idx');
    expect(analysed).not.toContain('scan_events_tag_scanned_idx');
  });
});
