// Registers a route from its contract (src/shared/endpoints): Fastify checks params, query and body with
// the contract's zod schemas before the handler runs, through fastify-type-provider-zod, and a failure
// answers as the handlers' own checks did (400 with the field messages in the request's language; a
// malformed id 404, as an unknown one). Outside production every JSON answer is checked against the
// contract, so a handler that drifts from what the browser expects fails its tests.
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchemaCompiler,
  FastifySerializerCompiler,
  RouteShorthandOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ZodTypeAny } from 'zod';
import type { AnswerOf, BodyOf, EndpointDefinition, ParamsOf, QueryOf } from '#shared/endpoints/endpoint.ts';
import { notFound } from '../errors.ts';
import { ValidationError } from '../validation.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract the route was registered from. */
    endpoint?: EndpointDefinition;
  }
}

export type EndpointRequest<E extends EndpointDefinition> = FastifyRequest<{
  Params: ParamsOf<E>;
  Querystring: QueryOf<E>;
  Body: BodyOf<E>;
}>;

export type EndpointHandler<E extends EndpointDefinition> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<AnswerOf<E> | FastifyReply | undefined>;

/** Whether answers are checked against their contracts: everywhere but production. */
const CHECK_ANSWERS = process.env.NODE_ENV !== 'production';

function isSchema(value: unknown): value is ZodTypeAny {
  return typeof value === 'object' && value !== null && 'safeParse' in value;
}

function validatorFor(definition: EndpointDefinition): FastifySchemaCompiler<ZodTypeAny> {
  return ({ schema, httpPart }) =>
    (data) => {
      // A request without a body is checked as an empty object: its answer names the missing fields.
      const result = schema.safeParse(httpPart === 'body' ? (data ?? {}) : data);
      if (result.success) return { value: result.data };
      if (httpPart === 'params' && definition.notFound) return { error: notFound(definition.notFound) };
      return { error: new ValidationError(result.error) };
    };
}

/** Thrown (a 500 in tests) when a handler answers what its contract does not say. */
export class AnswerContractError extends Error {}

function serializerFor(definition: EndpointDefinition): FastifySerializerCompiler<ZodTypeAny> {
  return ({ schema }) =>
    (data) => {
      const json = JSON.stringify(data);
      if (CHECK_ANSWERS) {
        // The browser reads the JSON, so the JSON is checked (dates as strings, no undefined).
        const result = schema.safeParse(json === undefined ? undefined : JSON.parse(json));
        if (!result.success) {
          const problems = result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
          throw new AnswerContractError(
            `${definition.method} ${definition.path} answered outside its contract: ${problems}`,
          );
        }
      }
      return json;
    };
}

/**
 * What a route may add to its contract: `compress: false` (a stored file streams as stored), or a
 * `preValidation` hook for work that must come before the input check (a header every answer carries).
 */
export type RouteExtras = Pick<RouteShorthandOptions, 'compress' | 'preValidation'>;

/** `route(app, contract, handler)`: the one way an API route is registered. */
export function route<const E extends EndpointDefinition>(
  app: FastifyInstance,
  definition: E,
  handler: EndpointHandler<E>,
  extras: RouteExtras = {},
): void {
  const { params, query, body, response } = definition;
  app.withTypeProvider<ZodTypeProvider>().route({
    ...(extras as object),
    method: definition.method,
    url: definition.path,
    config: { access: definition.access, endpoint: definition },
    schema: {
      summary: definition.summary,
      ...(params ? { params } : {}),
      ...(query ? { querystring: query } : {}),
      ...(body ? { body } : {}),
      ...(isSchema(response) ? { response: { [definition.status ?? 200]: response } } : {}),
    },
    // Fastify types the compilers by the whole schema object; each one receives a single zod schema.
    validatorCompiler: validatorFor(definition) as never,
    serializerCompiler: serializerFor(definition) as never,
    handler: handler as never,
  });
}
