// The parent's account: the screen's data, the password change, the export (one JSON file) and the
// deletion. Thin: the contracts (src/shared/endpoints/account.ts) check the input; call, answer.
import type { FastifyPluginAsync } from 'fastify';
import * as account from '#shared/endpoints/account.ts';
import { route } from '../../plugins/endpoint-route.ts';
import { endSession, sessionCookieName, userOf } from '../../plugins/session.ts';

export const accountRoutes: FastifyPluginAsync = async (app) => {
  const { account: accounts } = app.deps.services;
  const { config } = app.deps;

  // Everything here is personal: never stored by a browser or a proxy.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  route(app, account.account, async (request) => accounts.overview(userOf(request).id));

  route(app, account.changePassword, async (request, reply) => {
    // The guard found a live session for this cookie: it is the one that stays.
    const token = request.cookies[sessionCookieName(config, 'user')] ?? '';
    await accounts.changePassword(userOf(request).id, token, request.body, request.ip);
    return reply.code(204).send();
  });

  route(app, account.exportAccount, async (request, reply) => {
    const document = await accounts.exportData(userOf(request).id);
    const day = document.exportedAt.slice(0, 10);
    reply.header('content-disposition', `attachment; filename="safekid-tag-data-${day}.json"`);
    // Sent as written, indented for a person who opens the file.
    return reply.type('application/json; charset=utf-8').send(JSON.stringify(document, null, 2));
  });

  route(app, account.deleteAccount, async (request, reply) => {
    await accounts.deleteAccount(userOf(request).id, request.body, request.ip);
    // The session rows went with the account; this clears the browser's cookie.
    await endSession(request, reply, 'user');
    return reply.code(204).send();
  });
};
