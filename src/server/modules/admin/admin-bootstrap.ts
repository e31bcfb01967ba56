// Creates the first admin from ADMIN_USERNAME / ADMIN_PASSWORD / ADMIN_EMAIL at start (DESIGN §2):
// once, never overwriting an existing admin; a password that differs from the stored one is only
// reported (docs/decisions/013).
import type { AppDeps } from '../../context.ts';

export async function ensureConfiguredAdmin(deps: AppDeps): Promise<void> {
  const configured = deps.config.admin;
  if (!configured) return;
  const result = await deps.services.admin.create({
    username: configured.username,
    email: configured.email ?? null,
    password: configured.password,
  });
  if (result.status === 'created') {
    deps.logger.info({ admin: configured.username }, 'admin account created from ADMIN_USERNAME');
  } else if (result.status === 'exists' && !result.passwordMatches) {
    deps.logger.warn(
      { admin: configured.username },
      'ADMIN_PASSWORD differs from the stored password of this admin; the stored password is kept. ' +
        'To change it run: npm run admin:create -- --username <name> --reset-password',
    );
  }
}
