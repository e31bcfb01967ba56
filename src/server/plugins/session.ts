// Session cookies and the access guards every module uses (DESIGN §3, SPEC §6).
// A session is looked up only by routes that need it, once per request.
import fp from 'fastify-plugin';
import cookie from '@fastify/cookie';
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { CurrentUser } from '#shared/schemas/auth.ts';
import type { Config } from '../config.ts';
import type { Executor } from '../db/client.ts';
import { forbidden, unauthorized } from '../errors.ts';
import type { ResolvedSession, SessionAdmin } from '../infra/sessions/session-store.ts';
import type { SessionKind } from '../infra/sessions/session.repo.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the guards; undefined until looked up, null when signed out. */
    currentUser: CurrentUser | null | undefined;
    currentAdmin: SessionAdmin | null | undefined;
  }
}

export function sessionCookieName(config: Config, kind: SessionKind): string {
  const base = kind === 'user' ? 'sid' : 'admin_sid';
  // __Host- cookies must be Secure, Path=/ and host-only: the browser enforces it (DESIGN §3).
  return config.isProduction ? `__Host-${base}` : base;
}

function cookieOptions(config: Config, expiresAt: Date) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: config.isProduction,
    expires: expiresAt,
  };
}

export async function loadCurrentUser(
  request: FastifyRequest,
  reply?: FastifyReply,
): Promise<CurrentUser | null> {
  if (request.currentUser === undefined) {
    const { sessions } = request.server.deps;
    request.currentUser = await sessionOwner(request, reply, 'user', (token) => sessions.resolveUser(token));
  }
  return request.currentUser;
}

export async function loadCurrentAdmin(
  request: FastifyRequest,
  reply?: FastifyReply,
): Promise<SessionAdmin | null> {
  if (request.currentAdmin === undefined) {
    const { sessions } = request.server.deps;
    request.currentAdmin = await sessionOwner(request, reply, 'admin', (token) =>
      sessions.resolveAdmin(token),
    );
  }
  return request.currentAdmin;
}

/**
 * Who the request's session cookie of this kind belongs to, or null. A session whose expiry slid gets
 * its cookie sent again; a cookie of a session that is over is cleared.
 */
async function sessionOwner<Owner>(
  request: FastifyRequest,
  reply: FastifyReply | undefined,
  kind: SessionKind,
  resolve: (token: string) => Promise<ResolvedSession<Owner> | null>,
): Promise<Owner | null> {
  const { config } = request.server.deps;
  const name = sessionCookieName(config, kind);
  const token = request.cookies[name];
  if (!token) return null;
  const resolved = await resolve(token);
  if (!resolved) {
    reply?.clearCookie(name, { path: '/' });
    return null;
  }
  if (resolved.renewed) reply?.setCookie(name, token, cookieOptions(config, resolved.expiresAt));
  return resolved.owner;
}

/** Signed in as a parent (verified or not). */
export const requireUser: preHandlerAsyncHookHandler = async (request, reply) => {
  if (!(await loadCurrentUser(request, reply))) throw unauthorized();
};

/** Signed in as a parent whose e-mail is verified: only they manage tags (DESIGN §3). */
export const requireVerifiedUser: preHandlerAsyncHookHandler = async (request, reply) => {
  const user = await loadCurrentUser(request, reply);
  if (!user) throw unauthorized();
  if (!user.isEmailVerified) throw forbidden('errors.emailNotVerified', { needsVerification: true });
};

export const requireAdmin: preHandlerAsyncHookHandler = async (request, reply) => {
  if (!(await loadCurrentAdmin(request, reply))) throw unauthorized('errors.adminRequired');
};

/** The signed-in parent; only call after requireUser / requireVerifiedUser. */
export function userOf(request: FastifyRequest): CurrentUser {
  if (!request.currentUser) throw unauthorized();
  return request.currentUser;
}

/**
 * Starts a fresh session (a new token at every sign-in: no fixation) and sets its cookie.
 * Any session the request already carried for this kind is ended.
 */
export async function startSession(
  request: FastifyRequest,
  reply: FastifyReply,
  kind: SessionKind,
  ownerId: string,
  db?: Executor,
): Promise<void> {
  const { config, sessions } = request.server.deps;
  const name = sessionCookieName(config, kind);
  const previous = request.cookies[name];
  if (previous) await sessions.destroy(previous);
  const { token, expiresAt } = await sessions.create(kind, ownerId, db);
  reply.setCookie(name, token, cookieOptions(config, expiresAt));
  if (kind === 'user') request.currentUser = undefined;
  else request.currentAdmin = undefined;
}

export async function endSession(
  request: FastifyRequest,
  reply: FastifyReply,
  kind: SessionKind,
): Promise<void> {
  const { config, sessions } = request.server.deps;
  const name = sessionCookieName(config, kind);
  const token = request.cookies[name];
  if (token) await sessions.destroy(token);
  reply.clearCookie(name, { path: '/', httpOnly: true, sameSite: 'lax', secure: config.isProduction });
  if (kind === 'user') request.currentUser = null;
  else request.currentAdmin = null;
}

export const sessionPlugin = fp(
  async (app) => {
    await app.register(cookie);
    app.decorateRequest('currentUser', undefined);
    app.decorateRequest('currentAdmin', undefined);
  },
  { name: 'session' },
);
