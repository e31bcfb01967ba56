// The parent's side of scan alerts (issue 16): "Send me a test alert" from the dashboard.
import { translatorFor } from '../../i18n/catalogue.ts';
import type { FastifyPluginAsync } from 'fastify';
import { api } from '#shared/paths.ts';
import { access } from '../../plugins/route-access.ts';
import { userOf } from '../../plugins/session.ts';

type TagParams = { Params: { tagId: string } };

export const scansRoutes: FastifyPluginAsync = async (app) => {
  const { scanAlerts } = app.deps.services;

  app.post<TagParams>(api.tagTestAlert, access.verified, async (request) => {
    await scanAlerts.sendTest(userOf(request).id, request.params.tagId, request.headers['user-agent']);
    return { message: translatorFor(request.language)('errors.testAlertSent') };
  });
};
