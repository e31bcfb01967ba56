// GET /api/openapi.json: the document @fastify/swagger built from the contracts.
import type { FastifyPluginAsync } from 'fastify';
import { openApiDocument } from '#shared/endpoints/openapi.ts';
import { route } from '../../plugins/endpoint-route.ts';

export const openApiRoutes: FastifyPluginAsync = async (app) => {
  route(app, openApiDocument, async () => app.swagger() as never);
};
