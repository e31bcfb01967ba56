// The embedded database's thread (decision 002): statements run off the event loop, and what callers
// rely on crosses the thread intact: errors with their SQLSTATE, transactions, notifications, raw dates.
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, pgErrorCode, UNIQUE_VIOLATION, type DatabaseHandle } from './client.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openDatabase({ kind: 'pglite' });
  await handle.db.execute(sql`create table things (id int primary key, at timestamptz)`);
}, 60_000);
afterAll(async () => {
  await handle.close();
});

describe('the embedded database in its own thread', () => {
  it('keeps the event loop turning while a long statement runs', async () => {
    let turns = 0;
    const timer = setInterval(() => turns++, 1);
    try {
      // A statement of several hundred milliseconds: on the calling thread no timer could fire in it.
      let turnsWhenStarted = -1;
      const long = handle.db.execute(sql`select count(*) from generate_series(1, 4000000)`);
      setImmediate(() => (turnsWhenStarted = turns));
      await long;
      expect(turnsWhenStarted).toBeGreaterThanOrEqual(0);
      expect(turns - turnsWhenStarted).toBeGreaterThanOrEqual(10);
    } finally {
      clearInterval(timer);
    }
  });

  it("answers a database error with its SQLSTATE, and Drizzle's dates as the database's text", async () => {
    await handle.db.execute(sql`insert into things values (1, '2026-11-23T10:00:00Z')`);
    const error = await handle.db.execute(sql`insert into things values (1, null)`).catch((e: unknown) => e);
    expect(pgErrorCode(error)).toBe(UNIQUE_VIOLATION);
    expect(String((error as Error).message)).toMatch(/Failed query/);
    const { rows } = (await handle.db.execute(sql`select at from things where id = 1`)) as {
      rows: Array<{ at: unknown }>;
    };
    expect(rows).toEqual([{ at: '2026-11-23 10:00:00+00' }]);
  });

  it('commits a transaction whole, and rolls it back whole when its callback throws', async () => {
    await handle.db.transaction(async (tx) => {
      await tx.execute(sql`insert into things values (10, null)`);
      await tx.execute(sql`insert into things values (11, null)`);
    });
    const failed = handle.db.transaction(async (tx) => {
      await tx.execute(sql`insert into things values (12, null)`);
      throw new Error('changed my mind');
    });
    await expect(failed).rejects.toThrow('changed my mind');
    const { rows } = (await handle.db.execute(sql`select id from things where id >= 10 order by id`)) as {
      rows: Array<{ id: number }>;
    };
    expect(rows.map((r) => r.id)).toEqual([10, 11]);
  });

  it('delivers notifications to each listener until it unsubscribes', async () => {
    const heard: string[] = [];
    const first = await handle.listen(
      'tests',
      (payload) => heard.push(`a:${payload}`),
      () => {},
    );
    const second = await handle.listen(
      'tests',
      (payload) => heard.push(`b:${payload}`),
      () => {},
    );
    await handle.db.execute(sql`select pg_notify('tests', 'one')`);
    await second.close();
    await handle.db.execute(sql`select pg_notify('tests', 'two')`);
    await first.close();
    await handle.db.execute(sql`select pg_notify('tests', 'three')`);
    await handle.ping();
    expect(heard).toEqual(['a:one', 'b:one', 'a:two']);
  });

  it('does not keep a process alive once it is idle (a script that never closes it still ends)', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'safekid-idle-'));
    const script = path.join(dir, 'never-closes.mts');
    await writeFile(
      script,
      `import { openDatabase } from ${JSON.stringify(path.join(ROOT, 'src/server/db/client.ts'))};
      const handle = await openDatabase({ kind: 'pglite' });
      await handle.ping();
      console.log('pinged');`,
    );
    try {
      const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', script], {
        cwd: ROOT,
        timeout: 60_000,
      });
      expect(stdout.trim()).toBe('pinged');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 90_000);
});
