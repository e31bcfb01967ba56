// The shop owner's session (SPEC §6, §7): sign in, sign out, and "is this visitor an admin?".
import { z } from 'zod';
import { adminLoginSchema } from '../schemas/auth.ts';
import { endpoint } from './endpoint.ts';

export const adminLogin = endpoint({
  method: 'POST',
  path: '/api/admin/login',
  access: 'public',
  summary: 'Sign an admin in (starts the admin session)',
  body: adminLoginSchema,
  response: z.object({ username: z.string() }),
});

export const adminLogout = endpoint({
  method: 'POST',
  path: '/api/admin/logout',
  access: 'public',
  summary: 'Sign the admin out',
  response: z.object({ success: z.literal(true) }),
});

/** Always 200: anyone who is not an admin (or whose check fails) simply is not one. */
export const adminCheck = endpoint({
  method: 'GET',
  path: '/api/admin/check',
  access: 'public',
  summary: 'Whether the caller is a signed-in admin',
  response: z.object({ isAdmin: z.boolean() }),
});
