// Admin accounts and sessions (SPEC §7): login, logout, check.
import type { FastifyPluginAsync } from 'fastify';
import { api } from '#shared/paths.ts';
import { adminLoginSchema } from '#shared/schemas/auth.ts';
import { access } from '../../plugins/route-access.ts';
import { endSession, loadCurrentAdmin, startSession } from '../../plugins/session.ts';
import { parseInput } from '../../validation.ts';

export const adminRoutes: FastifyPluginAsync = async (app) => {
  app.post(api.adminLogin, access.public, async (request, reply) => {
    const input = parseInput(adminLoginSchema, request.body);
    const admin = await app.deps.services.admin.login(input, request.ip);
    await startSession(request, reply, 'admin', admin.id);
    request.log.info({ admin: admin.username }, 'admin signed in');
    return { username: admin.username };
  });

  app.post(api.adminLogout, access.public, async (request, reply) => {
    await endSession(request, reply, 'admin');
    return { success: true };
  });

  // Always 200: anyone who is not an admin (or whose check fails) simply is not one (SPEC §6).
  app.get(api.adminCheck, access.public, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const admin = await loadCurrentAdmin(request, reply).catch(() => null);
    return { isAdmin: Boolean(admin) };
  });
};
