// A start says which migrations it applied, one line each, and the schema version it runs on, also
// when there was nothing to apply (issue 28).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp } from '#tests/helpers/test-app.ts';
import { createEmptyDatabase, dropDatabase, testDbKind } from '#tests/helpers/test-database.ts';
import { openDatabase, type DatabaseHandle } from './client.ts';
import { MIGRATIONS_FOLDER } from './migrate.ts';

const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as {
  entries: Array<{ tag: string }>;
};
const names = journal.entries.map((entry) => entry.tag);

let database: DatabaseHandle;
let dropName: string | undefined;
beforeAll(async () => {
  if (testDbKind() === 'pglite') {
    database = await openDatabase({ kind: 'pglite' });
  } else {
    const url = await createEmptyDatabase('safekid_migrate_log');
    dropName = new URL(url).pathname.slice(1);
    database = await openDatabase({ kind: 'postgres', url, poolSize: 2 });
  }
});
afterAll(async () => {
  await database.close();
  if (dropName) await dropDatabase(dropName);
});

const schemaLines = (logs: Array<Record<string, unknown>>) =>
  logs.filter((line) => 'migration' in line || 'schemaVersion' in line).map((line) => line.msg);

it('a fresh database logs every migration applied, in order, then the schema version', async () => {
  const first = await createTestApp({ database });
  const lines = schemaLines(first.logs());
  await first.close();
  expect(lines).toEqual([
    ...names.map((name) => `applied migration ${name}`),
    `database schema version ${names.at(-1)}`,
  ]);

  // The next start applies nothing and still says what the schema is.
  const second = await createTestApp({ database });
  const again = schemaLines(second.logs());
  await second.close();
  expect(again).toEqual([`database schema version ${names.at(-1)}`]);
});
