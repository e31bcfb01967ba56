// Every route declares who may call it (`config: { access }`, SPEC §6) and this plugin enforces it:
// an `onRoute` hook refuses a route without a declared role (the app does not start), attaches the
// matching guard, and records the route in `app.routeInventory` — the list Fastify itself registered,
// each with the contract it was registered from (the security tests read the contracts from there).
import fp from 'fastify-plugin';
import type {
  FastifyInstance,
  FastifyPluginAsync,
  FastifyPluginCallback,
  FastifyPluginOptions,
  RouteOptions,
  onRequestAsyncHookHandler,
} from 'fastify';
import { ROUTE_ACCESS, type EndpointDefinition, type RouteAccess } from '#shared/endpoints/endpoint.ts';
import { requireAdmin, requireUser, requireVerifiedUser } from './session.ts';

export { ROUTE_ACCESS, type RouteAccess };

export type RouteInventoryEntry = {
  method: string;
  url: string;
  access: RouteAccess;
  /** The contract the route was registered from (`route()`), if it was. */
  endpoint?: EndpointDefinition;
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call this route; enforced by the route-access plugin. */
    access?: RouteAccess;
  }
  interface FastifyInstance {
    /** Every route registered, with its declared role, in registration order. */
    readonly routeInventory: readonly RouteInventoryEntry[];
  }
}

/** Route options declaring a role: `app.get(path, access.verified, handler)`. */
export const access = {
  public: { config: { access: 'public' } },
  user: { config: { access: 'user' } },
  verified: { config: { access: 'verified' } },
  admin: { config: { access: 'admin' } },
} as const satisfies Record<RouteAccess, { config: { access: RouteAccess } }>;

const GUARDS: Record<RouteAccess, onRequestAsyncHookHandler | undefined> = {
  public: undefined,
  user: requireUser,
  verified: requireVerifiedUser,
  admin: requireAdmin,
};

/** Set on the context that `withRouteAccess` makes for a plugin whose routes cannot carry our config. */
const contextAccess = Symbol('route-access.context');
type ContextWithAccess = FastifyInstance & { [contextAccess]?: RouteAccess };

/**
 * Registers a third-party plugin (e.g. @fastify/static) so that each route it adds has `access`:
 * such plugins build their own route options, so the role is given to their whole context.
 */
export function withRouteAccess<Options extends FastifyPluginOptions>(
  role: RouteAccess,
  plugin: FastifyPluginAsync<Options> | FastifyPluginCallback<Options>,
): FastifyPluginAsync<Options> {
  const wrapper: FastifyPluginAsync<Options> = async (instance, options) => {
    // A context of its own, entered without the options: Fastify would apply their `prefix` twice.
    await instance.register(async (scope) => {
      (scope as ContextWithAccess)[contextAccess] = role;
      await scope.register(plugin as FastifyPluginAsync<Options>, options);
    });
  };
  return fp(wrapper);
}

function declaredAccess(context: ContextWithAccess, route: RouteOptions): RouteAccess {
  const role = route.config?.access ?? context[contextAccess];
  if (role === undefined || !(ROUTE_ACCESS as readonly string[]).includes(role)) {
    const choices = ROUTE_ACCESS.map((name) => `'${name}'`).join(' | ');
    throw new Error(
      `Route ${String(route.method)} ${route.url} declares no role: add config: { access: ${choices} }`,
    );
  }
  return role;
}

export const routeAccessPlugin = fp(
  async (app) => {
    const inventory: RouteInventoryEntry[] = [];
    app.decorate('routeInventory', {
      getter: () => inventory.map((entry) => ({ ...entry })),
    });

    app.addHook('onRoute', function (this: FastifyInstance, route) {
      const role = declaredAccess(this, route);
      route.config = { ...route.config, access: role };
      const guard = GUARDS[role];
      // The guard runs first among the route's own onRequest hooks: before the body is even read.
      if (guard) route.onRequest = [guard, ...[route.onRequest ?? []].flat()];
      const endpoint = route.config.endpoint;
      for (const method of [route.method].flat()) {
        inventory.push({ method, url: route.url, access: role, ...(endpoint ? { endpoint } : {}) });
      }
    });
  },
  { name: 'route-access', dependencies: ['session'] },
);
