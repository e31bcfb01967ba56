// Server-side sessions (DESIGN §3): an opaque 256-bit token in the cookie, only its SHA-256 in the
// database; 30-day sliding expiry with an absolute cap; parents and admins apart.
import { createHash, randomBytes } from 'node:crypto';
import { SESSION_ABSOLUTE_TTL_MS, SESSION_IDLE_TTL_MS } from '#shared/constants.ts';
import type { CurrentUser } from '#shared/schemas/auth.ts';
import type { Clock } from '../../adapters/clock.ts';
import type { Database, Executor } from '../../db/client.ts';
import {
  deleteExpiredSessions,
  deleteSessionByHash,
  deleteSessionById,
  deleteUserSessions,
  findAdminSession,
  findUserSession,
  insertSession,
  touchSession,
  type SessionKind,
  type SessionTimes,
} from './session.repo.ts';

/** Sliding expiry is written at most this often, not on every request. */
const TOUCH_INTERVAL_MS = 60 * 60 * 1000;

export type SessionAdmin = { id: string; username: string; email: string | null };
export type NewSession = { token: string; expiresAt: Date };
/** `renewed`: the expiry moved, so the cookie should be sent again. */
export type ResolvedSession<Owner> = { owner: Owner; expiresAt: Date; renewed: boolean };
type Expiry = Omit<ResolvedSession<never>, 'owner'>;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

export class SessionStore {
  constructor(private readonly deps: { db: Database; clock: Clock }) {}

  async create(kind: SessionKind, ownerId: string, db: Executor = this.deps.db): Promise<NewSession> {
    const token = randomBytes(32).toString('base64url');
    const now = this.deps.clock.now();
    const expiresAt = new Date(now.getTime() + SESSION_IDLE_TTL_MS);
    const absoluteExpiresAt = new Date(now.getTime() + SESSION_ABSOLUTE_TTL_MS);
    await insertSession(db, {
      tokenHash: hashToken(token),
      kind,
      ownerId,
      now,
      expiresAt,
      absoluteExpiresAt,
    });
    return { token, expiresAt };
  }

  async resolveUser(token: string): Promise<ResolvedSession<CurrentUser> | null> {
    const row = await findUserSession(this.deps.db, hashToken(token));
    if (!row) return null;
    const slide = await this.checkAndSlide(row);
    return slide ? { owner: row.user, ...slide } : null;
  }

  async resolveAdmin(token: string): Promise<ResolvedSession<SessionAdmin> | null> {
    const row = await findAdminSession(this.deps.db, hashToken(token));
    if (!row) return null;
    const slide = await this.checkAndSlide(row);
    return slide ? { owner: row.admin, ...slide } : null;
  }

  async destroy(token: string): Promise<void> {
    await deleteSessionByHash(this.deps.db, hashToken(token));
  }

  async destroyAllForUser(userId: string, db: Executor = this.deps.db): Promise<void> {
    await deleteUserSessions(db, userId);
  }

  async purgeExpired(): Promise<void> {
    await deleteExpiredSessions(this.deps.db, this.deps.clock.now());
  }

  /** Answers the (possibly extended) expiry, or null when the session is over (and deletes it). */
  private async checkAndSlide(row: SessionTimes): Promise<Expiry | null> {
    const now = this.deps.clock.now();
    if (row.expiresAt <= now || row.absoluteExpiresAt <= now) {
      await deleteSessionById(this.deps.db, row.sessionId);
      return null;
    }
    if (now.getTime() - row.lastSeenAt.getTime() < TOUCH_INTERVAL_MS) {
      return { expiresAt: row.expiresAt, renewed: false };
    }
    const slid = new Date(Math.min(now.getTime() + SESSION_IDLE_TTL_MS, row.absoluteExpiresAt.getTime()));
    await touchSession(this.deps.db, row.sessionId, now, slid);
    return { expiresAt: slid, renewed: true };
  }
}
