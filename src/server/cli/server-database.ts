// The database a CLI command works on: the server's own (same configuration), migrated first, and
// closed when the work is done, whatever happens.
import type { Config } from '../config.ts';
import { configuredDatabase, openDatabase, type Database } from '../db/client.ts';
import { migrateDatabase, migrationLockWaitMessage } from '../db/migrate.ts';

export async function withServerDatabase<T>(config: Config, work: (db: Database) => Promise<T>): Promise<T> {
  const database = await openDatabase(configuredDatabase(config, 2));
  try {
    await database.checkSessions?.();
    await migrateDatabase(database, (holderPid) =>
      process.stderr.write(`${migrationLockWaitMessage(holderPid)}\n`),
    );
    return await work(database.db);
  } finally {
    await database.close();
  }
}
