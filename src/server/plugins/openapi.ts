// The OpenAPI 3.1 document at /api/openapi.json, built by @fastify/swagger from the routes as Fastify
// registered them: each contract's zod schemas become JSON Schema (fastify-type-provider-zod), its role
// becomes the operation's security, and a page or file answer its content type. Registered before the
// routes, since @fastify/swagger collects them as they are added.
import fp from 'fastify-plugin';
import swagger, { type FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { EndpointDefinition, NonJsonAnswer } from '#shared/endpoints/endpoint.ts';
import { PRODUCT_NAME } from '#shared/constants.ts';

type Transform = NonNullable<FastifyDynamicSwaggerOptions['transform']>;

const NON_JSON_DESCRIPTIONS: Record<NonJsonAnswer, string> = {
  'text/html': 'The page',
  'text/csv': 'The table as CSV',
  'text/plain': 'The text',
  'application/pdf': 'The PDF',
  'image/svg+xml': 'The image',
  'image/png': 'The image',
  'image/jpeg': 'The photo',
  'application/octet-stream': 'The stored file',
  redirect: 'Redirects to the page it names in Location',
  empty: 'Done; no content',
};

/** Who may call: the session cookie a role needs (a public route needs none). */
const SECURITY: Record<EndpointDefinition['access'], Array<Record<string, string[]>>> = {
  public: [],
  user: [{ parentSession: [] }],
  verified: [{ parentSession: [] }],
  admin: [{ adminSession: [] }],
};

function nonJsonResponse(endpoint: EndpointDefinition, answer: NonJsonAnswer) {
  const status = endpoint.status ?? (answer === 'redirect' ? 302 : answer === 'empty' ? 204 : 200);
  const description = NON_JSON_DESCRIPTIONS[answer];
  if (answer === 'redirect' || answer === 'empty') return { [status]: { description, type: 'null' } };
  const body =
    answer === 'text/html' || answer === 'text/csv' || answer === 'text/plain'
      ? { type: 'string' }
      : { type: 'string', format: 'binary' };
  return { [status]: { description, content: { [answer]: { schema: body } } } };
}

/** 'POST /api/tags/:tagId/pin' → 'postApiTagsTagIdPin': an identifier code generators accept. */
function operationIdOf(endpoint: EndpointDefinition): string {
  const words = endpoint.path.split(/[^A-Za-z0-9]+/).filter(Boolean);
  return endpoint.method.toLowerCase() + words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join('');
}

const transform: Transform = (input) => {
  const endpoint = input.route.config?.endpoint;
  // Only routes registered from a contract are documented (not the static client files).
  if (!endpoint || endpoint.undocumented) return { schema: { hide: true }, url: input.url };
  const { schema, url } = jsonSchemaTransform({ schema: input.schema as never, url: input.url });
  const documented = {
    ...(schema as Record<string, unknown>),
    operationId: operationIdOf(endpoint),
    security: SECURITY[endpoint.access],
    'x-access': endpoint.access,
    ...(typeof endpoint.response === 'string'
      ? { response: nonJsonResponse(endpoint, endpoint.response) }
      : {}),
  };
  return { schema: documented as never, url };
};

export const openApiPlugin = fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: `${PRODUCT_NAME} API`,
          version: '1',
          description:
            "Every call the web app makes (SPEC §7), generated from src/shared/endpoints. Errors answer {message} (400 also {errors}: field → messages) in the request's language.",
        },
        components: {
          securitySchemes: {
            parentSession: { type: 'apiKey', in: 'cookie', name: 'sid' },
            adminSession: { type: 'apiKey', in: 'cookie', name: 'admin_sid' },
          },
        },
      },
      transform,
    });
  },
  { name: 'openapi' },
);
