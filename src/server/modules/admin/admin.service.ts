// Administrator accounts: sign-in with rate limits, creation by the CLI and at start (DESIGN §2, §3).
import type { AdminLoginInput } from '#shared/schemas/auth.ts';
import type { Infra } from '../../context.ts';
import { unauthorized } from '../../errors.ts';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../../lib/password.ts';
import { adminRateLimits } from './admin.rate-limits.ts';
import { findAdminByUsername, insertAdmin, updateAdminPassword } from './admin.repo.ts';

export type NewAdmin = { username: string; email: string | null; password: string };
export type CreateAdminResult =
  | { status: 'created'; id: string }
  | { status: 'exists'; id: string; passwordMatches: boolean }
  | { status: 'password-reset'; id: string };

export class AdminService {
  constructor(private readonly deps: Pick<Infra, 'db' | 'clock' | 'rateLimiter'>) {}

  /** Answers the admin, or throws 401 'Invalid credentials' (429 once a limit is reached). */
  async login(input: AdminLoginInput, ip: string): Promise<{ id: string; username: string }> {
    const { db, rateLimiter } = this.deps;
    const byUsername = adminRateLimits.loginFailuresPerUsername(input.username);
    // Counted as a failure until the password proves right: parallel guesses cannot outrun the limit.
    const notAFailure = await rateLimiter.reserve([byUsername]);
    try {
      await rateLimiter.consume([adminRateLimits.loginPerIp(ip)]);
    } catch (error) {
      await notAFailure();
      throw error;
    }
    const admin = await findAdminByUsername(db, input.username);
    // An unknown username costs a real hash check too: no enumeration by timing.
    const ok = await verifyPassword(admin?.password ?? (await dummyPasswordHash()), input.password);
    if (!admin || !ok) throw unauthorized('errors.invalidAdminCredentials');
    await rateLimiter.reset(byUsername.key);
    return { id: admin.id, username: admin.username };
  }

  /**
   * Creates the admin unless the username exists. An existing admin is changed only when
   * `resetPassword` is set; otherwise the caller learns whether the given password matches.
   */
  async create(input: NewAdmin, options: { resetPassword?: boolean } = {}): Promise<CreateAdminResult> {
    const { db, clock } = this.deps;
    const existing = await findAdminByUsername(db, input.username);
    if (existing) {
      if (options.resetPassword) {
        await updateAdminPassword(db, existing.id, {
          passwordHash: await hashPassword(input.password),
          email: input.email ?? undefined,
        });
        return { status: 'password-reset', id: existing.id };
      }
      const passwordMatches = await verifyPassword(existing.password, input.password);
      return { status: 'exists', id: existing.id, passwordMatches };
    }
    const passwordHash = await hashPassword(input.password);
    const inserted = await insertAdmin(db, {
      username: input.username,
      email: input.email,
      passwordHash,
      now: clock.now(),
    });
    if (inserted) return { status: 'created', id: inserted.id };
    // Another instance created it between our read and our insert.
    const raced = await findAdminByUsername(db, input.username);
    return {
      status: 'exists',
      id: raced!.id,
      passwordMatches: await verifyPassword(raced!.password, input.password),
    };
  }
}
