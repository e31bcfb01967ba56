// The parent's side of scan alerts: "Send me a test alert" from the dashboard.
import type { FastifyPluginAsync } from 'fastify';
import * as scans from '#shared/endpoints/scans.ts';
import { translatorFor } from '../../i18n/catalogue.ts';
import { route } from '../../plugins/endpoint-route.ts';
import { userOf } from '../../plugins/session.ts';

export const scansRoutes: FastifyPluginAsync = async (app) => {
  const { scanAlerts } = app.deps.services;

  route(app, scans.sendTestAlert, async (request) => {
    await scanAlerts.sendTest(userOf(request).id, request.params.tagId, request.headers['user-agent']);
    return { message: translatorFor(request.language)('errors.testAlertSent') };
  });
};
