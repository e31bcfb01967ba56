// The one place that decides whether a request for a public page comes from the tag's owner (
// the owner's bar; later, scan counts that skip the owner's own views). A responder never carries our
// session cookie, so for them this costs nothing: no database read.
import type { FastifyRequest } from 'fastify';
import { isDatabaseUnavailable, withinTime } from '../../db/connection-failure.ts';
import { hashToken } from '../../infra/sessions/session-store.ts';
import { sessionCookieName } from '../../plugins/session.ts';
import { findTagIdOwnedBySession } from './owner-view.repo.ts';
import { KEPT_PAGE_WAIT_MS } from './public-tag.service.ts';

export type OwnerView = { tagId: string };

/**
 * The owner's view of the tag with `uniqueCode` (any letter case), null for anyone else, or undefined
 * when the database cannot tell: the page is then served as a stranger sees it, and it is
 * no scan, since it may be the owner's own look. A session cookie never costs a responder the page.
 */
export async function ownerViewOf(
  request: FastifyRequest,
  uniqueCode: string,
): Promise<OwnerView | null | undefined> {
  const { config, db, clock, services } = request.server.deps;
  const token = request.cookies[sessionCookieName(config, 'user')];
  if (!token) return null;
  // A database that just failed is not asked again, and one that hangs is not waited on for long.
  if (services.publicTag.isDatabaseKnownDown()) return undefined;
  try {
    const tagId = await withinTime(
      findTagIdOwnedBySession(db, hashToken(token), uniqueCode.trim().toUpperCase(), clock.now()),
      KEPT_PAGE_WAIT_MS,
    );
    return tagId ? { tagId } : null;
  } catch (error) {
    if (isDatabaseUnavailable(error)) services.publicTag.noteDatabaseDown();
    request.log.warn({ err: error }, 'owner check failed: page served as a stranger sees it');
    return undefined;
  }
}
