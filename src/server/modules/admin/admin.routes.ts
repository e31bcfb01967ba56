// Admin accounts and sessions (SPEC §7): login, logout, check.
import type { FastifyPluginAsync } from 'fastify';
import * as admin from '#shared/endpoints/admin.ts';
import { route } from '../../plugins/endpoint-route.ts';
import { endSession, loadCurrentAdmin, startSession } from '../../plugins/session.ts';

export const adminRoutes: FastifyPluginAsync = async (app) => {
  route(app, admin.adminLogin, async (request, reply) => {
    const signedIn = await app.deps.services.admin.login(request.body, request.ip);
    await startSession(request, reply, 'admin', signedIn.id);
    request.log.info({ admin: signedIn.username }, 'admin signed in');
    return { username: signedIn.username };
  });

  route(app, admin.adminLogout, async (request, reply) => {
    await endSession(request, reply, 'admin');
    return { success: true };
  });

  // Always 200: anyone who is not an admin (or whose check fails) simply is not one (SPEC §6).
  route(app, admin.adminCheck, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const signedIn = await loadCurrentAdmin(request, reply).catch(() => null);
    return { isAdmin: Boolean(signedIn) };
  });
};
