// Readiness: whether this instance can serve, i.e. whether its database answers and it is not on its
// way out (decision 001: a stopping instance says so first, so the load balancer stops sending to it).
import type { DatabaseHandle } from '../../db/client.ts';

export class NotReadyError extends Error {}

export class HealthService {
  private stopping = false;

  constructor(private readonly deps: { database: Pick<DatabaseHandle, 'ping'> }) {}

  get shuttingDown(): boolean {
    return this.stopping;
  }

  /** From now on readiness fails; everything else keeps being served until the app closes. */
  beginShutdown(): void {
    this.stopping = true;
  }

  /** Resolves when the database answers a trivial query; rejects with why it did not. */
  async checkReady(): Promise<void> {
    if (this.stopping) throw new NotReadyError('shutting down');
    await this.deps.database.ping();
  }
}
