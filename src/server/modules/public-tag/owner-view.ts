// The one place that decides whether a request for a public page comes from the tag's owner (issue 13:
// the owner's bar; later, scan counts that skip the owner's own views). A responder never carries our
// session cookie, so for them this costs nothing: no database read.
import type { FastifyRequest } from 'fastify';
import { hashToken } from '../../infra/sessions/session-store.ts';
import { sessionCookieName } from '../../plugins/session.ts';
import { findTagIdOwnedBySession } from './owner-view.repo.ts';

export type OwnerView = { tagId: string };

/** The owner's view of the tag with `uniqueCode` (any letter case), or null for anyone else. */
export async function ownerViewOf(request: FastifyRequest, uniqueCode: string): Promise<OwnerView | null> {
  const { config, db, clock } = request.server.deps;
  const token = request.cookies[sessionCookieName(config, 'user')];
  if (!token) return null;
  const tagId = await findTagIdOwnedBySession(
    db,
    hashToken(token),
    uniqueCode.trim().toUpperCase(),
    clock.now(),
  );
  return tagId ? { tagId } : null;
}
