// Scan events made straight in the database (issue 16), as recording would have stored them: for the
// history, the dashboard's last scan and the 90-day deletion, without going through the public page.
import { randomBytes, randomUUID } from 'node:crypto';
import { scanEvents } from '#server/db/schema/index.ts';
import type { Database } from '#server/db/client.ts';

export type ScanEventOverrides = Partial<Omit<typeof scanEvents.$inferInsert, 'tagId'>>;

export async function createScanEvent(
  db: Database,
  tagId: string,
  overrides: ScanEventOverrides = {},
): Promise<typeof scanEvents.$inferSelect> {
  const [row] = await db
    .insert(scanEvents)
    .values({
      id: randomUUID(),
      tagId,
      scannedAt: new Date(),
      clientHash: randomBytes(16).toString('hex'),
      device: 'Android phone, Chrome',
      language: 'en',
      ...overrides,
    })
    .returning();
  return row!;
}
