// The API's own description, generated from the contracts.
import { z } from 'zod';
import { endpoint } from './endpoint.ts';

export const openApiDocument = endpoint({
  method: 'GET',
  path: '/api/openapi.json',
  access: 'public',
  summary: 'This API as an OpenAPI 3.1 document',
  response: z.object({ openapi: z.string(), paths: z.record(z.unknown()) }).passthrough(),
});
