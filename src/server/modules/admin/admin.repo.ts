// SQL for administrator accounts (SPEC §3 admins).
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { admins } from '../../db/schema/index.ts';

export async function findAdminByUsername(db: Executor, username: string) {
  const rows = await db.select().from(admins).where(eq(admins.username, username));
  return rows[0];
}

/** Inserts unless the username exists; answers the new row or undefined. */
export async function insertAdmin(
  db: Executor,
  values: { username: string; email: string | null; passwordHash: string; now: Date },
) {
  const rows = await db
    .insert(admins)
    .values({
      username: values.username,
      email: values.email,
      password: values.passwordHash,
      createdAt: values.now,
    })
    .onConflictDoNothing({ target: admins.username })
    .returning({ id: admins.id, username: admins.username });
  return rows[0];
}

export async function updateAdminPassword(
  db: Executor,
  id: string,
  values: { passwordHash: string; email?: string | null },
) {
  await db
    .update(admins)
    .set({
      password: values.passwordHash,
      ...(values.email === undefined ? {} : { email: values.email }),
    })
    .where(eq(admins.id, id));
}
