// The browser's one way to call the API: `call(contract, { params, query, body })` builds the URL from
// the contract (src/shared/endpoints) and types the answer by it, so no fetcher casts an answer.
import type { z, ZodTypeAny } from 'zod';
import {
  pathOf,
  type AnswerOf,
  type EndpointDefinition,
  type EndpointRef,
} from '#shared/endpoints/endpoint.ts';
import { apiJson, apiRequest, readJson } from './api-request.ts';

type Part<S, Name extends string> = S extends ZodTypeAny
  ? undefined extends z.input<S>
    ? { [K in Name]?: z.input<S> }
    : { [K in Name]: z.input<S> }
  : { [K in Name]?: undefined };

/** What a call sends: the path's params, the query and the JSON body, as the contract declares them. */
export type CallInput<E extends EndpointDefinition> = Part<E['params'], 'params'> &
  Part<E['query'], 'query'> &
  Part<E['body'], 'body'>;

/** A contract, or its method and path alone for a page that must not load zod (`endpointRef`). */
export type Callable<E extends EndpointDefinition> = E | EndpointRef<E>;

/** The input as the call's arguments: none when the contract takes none, optional when all is optional. */
type CallArguments<E extends EndpointDefinition> = keyof CallInput<E> extends never
  ? []
  : Partial<CallInput<E>> extends CallInput<E>
    ? [CallInput<E>?]
    : [CallInput<E>];

/** The URL a call goes to (also for links and downloads: a card PDF, a CSV). */
export function urlOf<E extends EndpointDefinition>(endpoint: Callable<E>, input: CallInput<E>): string {
  const { params, query } = input as { params?: object; query?: Record<string, unknown> };
  const path = pathOf(endpoint, params);
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

export function call<E extends EndpointDefinition>(
  endpoint: Callable<E>,
  ...[input]: CallArguments<E>
): Promise<AnswerOf<E>> {
  const given = (input ?? {}) as CallInput<E>;
  return apiJson<AnswerOf<E>>(endpoint.method, urlOf(endpoint, given), (given as { body?: unknown }).body);
}

/** `call` that also gives the answer's headers (sign-in reads the account's language from one). */
export async function callWithHeaders<E extends EndpointDefinition>(
  endpoint: Callable<E>,
  ...[input]: CallArguments<E>
): Promise<{ answer: AnswerOf<E>; headers: Headers }> {
  const given = (input ?? {}) as CallInput<E>;
  const response = await apiRequest(
    endpoint.method,
    urlOf(endpoint, given),
    (given as { body?: unknown }).body,
  );
  return { answer: await readJson<AnswerOf<E>>(response), headers: response.headers };
}
