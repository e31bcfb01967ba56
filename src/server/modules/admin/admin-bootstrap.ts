// Creates the first admin from ADMIN_USERNAME / ADMIN_PASSWORD / ADMIN_EMAIL at start (issue 6).
import type { AppDeps } from '../../context.ts';

export async function ensureConfiguredAdmin(_deps: AppDeps): Promise<void> {
  // Arrives with the admin issue.
}
