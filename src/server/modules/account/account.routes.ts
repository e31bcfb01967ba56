// The parent's account (issue 17): GET /api/account (the screen), POST /api/account/password,
// GET /api/account/export (one JSON file) and DELETE /api/account. Thin: parse, guard, call, answer.
import type { FastifyPluginAsync } from 'fastify';
import { api } from '#shared/paths.ts';
import { accountDeletionSchema, passwordChangeSchema } from '#shared/schemas/account.ts';
import { access } from '../../plugins/route-access.ts';
import { endSession, sessionCookieName, userOf } from '../../plugins/session.ts';
import { parseInput } from '../../validation.ts';

export const accountRoutes: FastifyPluginAsync = async (app) => {
  const { account } = app.deps.services;
  const { config } = app.deps;

  // Everything here is personal: never stored by a browser or a proxy.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(api.account, access.verified, async (request) => account.overview(userOf(request).id));

  app.post(api.accountPassword, access.verified, async (request, reply) => {
    const input = parseInput(passwordChangeSchema, request.body);
    // The guard found a live session for this cookie: it is the one that stays.
    const token = request.cookies[sessionCookieName(config, 'user')] ?? '';
    await account.changePassword(userOf(request).id, token, input, request.ip);
    return reply.code(204).send();
  });

  app.get(api.accountExport, access.verified, async (request, reply) => {
    const document = await account.exportData(userOf(request).id);
    const day = document.exportedAt.slice(0, 10);
    reply.header('content-disposition', `attachment; filename="safekid-tag-data-${day}.json"`);
    reply.type('application/json; charset=utf-8');
    return JSON.stringify(document, null, 2);
  });

  app.delete(api.account, access.verified, async (request, reply) => {
    const input = parseInput(accountDeletionSchema, request.body);
    await account.deleteAccount(userOf(request).id, input, request.ip);
    // The session rows went with the account; this clears the browser's cookie.
    await endSession(request, reply, 'user');
    return reply.code(204).send();
  });
};
