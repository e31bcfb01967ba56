// Tells every instance that a tag's public data changed, so cached public pages are dropped the
// moment the owner saves (DESIGN §3). PostgreSQL NOTIFY is transactional: it is delivered on commit.
import { sql } from 'drizzle-orm';
import type { DatabaseHandle, Executor, Subscription } from '../db/client.ts';

export const TAG_CHANGES_CHANNEL = 'safekid_tag_changed';

type Listener = {
  /** A tag's data changed (payload: its upper-case unique code). */
  changed(uniqueCode: string): void;
  /** Notifications may have been lost: forget everything. */
  reset(): void;
};

export class TagChangeBus {
  private readonly listeners = new Set<Listener>();
  private subscription: Subscription | undefined;
  private readonly database: Pick<DatabaseHandle, 'listen'>;

  constructor(deps: { database: Pick<DatabaseHandle, 'listen'> }) {
    this.database = deps.database;
  }

  async start(): Promise<void> {
    this.subscription = await this.database.listen(
      TAG_CHANGES_CHANNEL,
      (code) => this.listeners.forEach((l) => l.changed(code)),
      () => this.listeners.forEach((l) => l.reset()),
    );
  }

  async stop(): Promise<void> {
    await this.subscription?.close();
    this.subscription = undefined;
  }

  /**
   * Resolves once every change committed before the call has reached the listeners, so a read that
   * follows an edit saved on another instance sees it; rejects when changes may have been missed.
   */
  async sync(): Promise<void> {
    if (!this.subscription) throw new Error('tag change bus not started');
    await this.subscription.sync();
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Call inside the transaction that changes the tag; listeners hear it after commit. */
  async publish(db: Executor, uniqueCode: string): Promise<void> {
    await db.execute(sql`select pg_notify(${TAG_CHANGES_CHANNEL}, ${uniqueCode})`);
  }
}
