// The roles the security tests hold the routes to come from the endpoint contracts (src/shared/endpoints):
// the route inventory records the contract each route was registered from, and the route-inventory test
// checks that Fastify registered it with the contract's method, path and role. What is left here: a
// policy by path for the roles a contract could get wrong.
// HEAD routes (Fastify adds one per GET) and the static client files are derived, not declared.
import type { EndpointDefinition } from '#shared/endpoints/endpoint.ts';
import type { RouteAccess, RouteInventoryEntry } from '#server/plugins/route-access.ts';

export const routeKey = (method: string, url: string) => `${method} ${url}`;

/** A route the security tests cover, with the role it declares. */
export type DeclaredRoute = {
  method: string;
  path: string;
  access: RouteAccess;
  endpoint: EndpointDefinition;
};

/**
 * The routes to cover: the contract of every route registered from one, as the contract says (a
 * contract that differs from its route is caught by the route-inventory test).
 */
export function declaredRoutes(inventory: readonly RouteInventoryEntry[]): DeclaredRoute[] {
  const routes = new Map<string, DeclaredRoute>();
  for (const { method, endpoint } of inventory) {
    if (method === 'HEAD' || !endpoint) continue;
    routes.set(routeKey(endpoint.method, endpoint.path), {
      method: endpoint.method,
      path: endpoint.path,
      access: endpoint.access,
      endpoint,
    });
  }
  return [...routes.values()];
}

/**
 * The roles a contract could get wrong, by its path (SPEC §6): the first rule whose pattern matches
 * decides; a path no rule matches may declare any role.
 */
export const ROLE_POLICY: ReadonlyArray<{ path: RegExp; access: RouteAccess; why: string }> = [
  { path: /^\/api\/admin\/(login|logout|check)$/, access: 'public', why: 'signing in as an admin' },
  { path: /^\/api\/admin\//, access: 'admin', why: 'the admin dashboard' },
  { path: /^\/api\/(tags|account)(\/|$)/, access: 'verified', why: "a parent's own tags and account" },
  { path: /^\/(api\/)?tag\/|^\/t(\/|$)/, access: 'public', why: "the emergency page, on a stranger's phone" },
];

/** The role the policy requires of a path, and why; undefined when no rule speaks of it. */
export function policyFor(path: string): { access: RouteAccess; why: string } | undefined {
  return ROLE_POLICY.find((rule) => rule.path.test(path));
}
