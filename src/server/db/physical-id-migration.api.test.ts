// Migration 0005 (decision 015): stored physical ids lose their separators, unless another row has or
// would get the same number; those rows keep their form. Run again on rows made the old way.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTag } from '#tests/factories/tags.ts';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import { MIGRATIONS_FOLDER } from './migrate.ts';
import { tags } from './schema/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

it('rewrites 04:A2… and 04-b1… to letters and digits; twins and separator-only ids stay as they are', async () => {
  const before = [
    '04:A2:3B:1C:5D:80', // alone: rewritten
    '04-B1-C2 D3', // alone: rewritten
    'ALREADY1', // nothing to do
    '04:C1:C2', // its normalised form is taken: stays
    '04C1C2',
    '04:D1:D2', // two rows would get the same number: both stay
    '04-D1-D2',
    '::--', // no letter or digit: stays
  ];
  for (const physicalId of before) await createTag(t, { physicalId });

  const migration = await readFile(path.join(MIGRATIONS_FOLDER, '0005_physical_id_separators.sql'), 'utf8');
  await t.db.execute(sql.raw(migration));

  const rows = await t.db
    .select({ physicalId: tags.physicalId })
    .from(tags)
    .where(inArray(tags.physicalId, [...before, '04A23B1C5D80', '04B1C2D3']));
  expect(rows.map((row) => row.physicalId).sort()).toEqual(
    ['04A23B1C5D80', '04B1C2D3', 'ALREADY1', '04:C1:C2', '04C1C2', '04:D1:D2', '04-D1-D2', '::--'].sort(),
  );
});
