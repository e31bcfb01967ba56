// Administrator accounts: sign-in with rate limits, creation by the CLI and at start (DESIGN §2, §3).
import type { AdminLoginInput } from '#shared/schemas/auth.ts';
import { serverText } from '#shared/text.ts';
import type { AppDeps } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { unauthorized } from '../../errors.ts';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../../lib/password.ts';
import { adminRateLimits } from './admin.rate-limits.ts';
import { findAdminByUsername, insertAdmin, updateAdminPassword } from './admin.repo.ts';

/** Answers the admin, or throws 401 'Invalid credentials' (429 once a limit is reached). */
export async function loginAdmin(
  deps: Pick<AppDeps, 'db' | 'rateLimiter'>,
  input: AdminLoginInput,
  ip: string,
): Promise<{ id: string; username: string }> {
  const byUsername = adminRateLimits.loginFailuresPerUsername(input.username);
  // Counted as a failure until the password proves right: parallel guesses cannot outrun the limit.
  const notAFailure = await deps.rateLimiter.reserve([byUsername]);
  try {
    await deps.rateLimiter.consume([adminRateLimits.loginPerIp(ip)]);
  } catch (error) {
    await notAFailure();
    throw error;
  }
  const admin = await findAdminByUsername(deps.db, input.username);
  // An unknown username costs a real hash check too: no enumeration by timing.
  const ok = await verifyPassword(admin?.password ?? (await dummyPasswordHash()), input.password);
  if (!admin || !ok) throw unauthorized(serverText.invalidAdminCredentials);
  await deps.rateLimiter.reset(byUsername.key);
  return { id: admin.id, username: admin.username };
}

export type NewAdmin = { username: string; email: string | null; password: string };
export type CreateAdminResult =
  | { status: 'created'; id: string }
  | { status: 'exists'; id: string; passwordMatches: boolean }
  | { status: 'password-reset'; id: string };

/**
 * Creates the admin unless the username exists. An existing admin is changed only when
 * `resetPassword` is set; otherwise the caller learns whether the given password matches.
 */
export async function createAdmin(
  db: Executor,
  input: NewAdmin,
  now: Date,
  options: { resetPassword?: boolean } = {},
): Promise<CreateAdminResult> {
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
  const inserted = await insertAdmin(db, { username: input.username, email: input.email, passwordHash, now });
  if (inserted) return { status: 'created', id: inserted.id };
  // Another instance created it between our read and our insert.
  const raced = await findAdminByUsername(db, input.username);
  return {
    status: 'exists',
    id: raced!.id,
    passwordMatches: await verifyPassword(raced!.password, input.password),
  };
}
