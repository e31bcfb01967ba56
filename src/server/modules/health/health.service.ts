// Readiness: whether this instance can serve, i.e. whether its database answers.
import type { DatabaseHandle } from '../../db/client.ts';

export class HealthService {
  constructor(private readonly deps: { database: Pick<DatabaseHandle, 'ping'> }) {}

  /** Resolves when the database answers a trivial query; rejects with why it did not. */
  async checkReady(): Promise<void> {
    await this.deps.database.ping();
  }
}
