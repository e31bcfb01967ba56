// Co-guardians (issue 34): a tag's family view, invitations by e-mail (a 32-byte token, only its
// SHA-256 stored, valid 7 days), accepting with the invited address's own sign-in, leaving, removal
// and the owner's hand-over. Every change is recorded in tag_changes inside its transaction.
import { randomBytes } from 'node:crypto';
import { routes } from '#shared/client-routes.ts';
import {
  FAMILY_MAX,
  INVITATION_DAYS,
  type FamilyView,
  type Invitation,
  type InvitationAccepted,
  type InvitationPreview,
  type InvitationStatus,
} from '#shared/schemas/family.ts';
import type { CurrentUser } from '#shared/schemas/auth.ts';
import { MailDeliveryError } from '../../adapters/mailer.ts';
import type { Infra } from '../../context.ts';
import { AppError, badRequest, conflict, gone, notFound, serviceUnavailable } from '../../errors.ts';
import { hashToken } from '../../infra/sessions/session-store.ts';
import { recipientLanguage } from '../../lib/recipient-language.ts';
import { findAccount } from '../account/account.repo.ts';
import { familyRateLimits as limits } from './family.rate-limits.ts';
import { addGuardian, deleteGuardian, listGuardians, lockTag, ownerOf, setOwner } from './guardians.repo.ts';
import { buildInvitationMail } from './invitation-mail.ts';
import {
  countPending,
  deleteInvitation,
  findByTokenHash,
  insertInvitation,
  listPending,
  markAccepted,
  withdrawInvitation,
  withdrawPendingTo,
} from './invitations.repo.ts';
import { latestChanges, recordChange } from './tag-changes.repo.ts';
import { ownerOnly, requireFamily, requireOwner, tagAccess } from './tag-role.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const CHANGES_SHOWN = 10;

type Caller = { userId: string; ip: string };

export class FamilyService {
  constructor(
    private readonly deps: Pick<Infra, 'db' | 'clock' | 'config' | 'mailer' | 'rateLimiter' | 'logger'>,
  ) {}

  /** The owner, the guardians, the owner's pending invitations and the latest changes. */
  async view(userId: string, tagId: string): Promise<FamilyView> {
    const { db, clock } = this.deps;
    const role = await requireFamily(db, tagId, userId);
    const ownerId = await ownerOf(db, tagId);
    const owner = ownerId ? await findAccount(db, ownerId) : undefined;
    if (!owner) throw notFound('errors.tagNotFound');
    const [guardians, invitations, changes] = await Promise.all([
      listGuardians(db, tagId),
      role === 'owner' ? listPending(db, tagId, clock.now()) : Promise.resolve([]),
      latestChanges(db, tagId, CHANGES_SHOWN),
    ]);
    return {
      role,
      owner: { firstName: owner.firstName, email: owner.email },
      guardians: guardians.map((g) => ({ ...g, since: g.since.toISOString() })),
      invitations: invitations.map(invitationAnswer),
      changes: changes.map((c) => ({ actorName: c.actorName, action: c.action, at: c.at.toISOString() })),
    };
  }

  /**
   * Owner only. Mails the invitee a link; a pending invitation to the same address is replaced. The
   * invitation is kept only once its mail went: the raw token exists nowhere else (503 otherwise).
   */
  async invite(caller: Caller, tagId: string, email: string): Promise<Invitation> {
    const { db, clock, config, rateLimiter, mailer } = this.deps;
    const access = await tagAccess(db, tagId, caller.userId);
    if (!access) throw notFound('errors.tagNotFound');
    if (access.role !== 'owner') throw ownerOnly();
    if (access.deactivated) throw conflict('errors.inviteOnDeactivatedTag');
    const inviter = await findAccount(db, caller.userId);
    if (!inviter) throw notFound('errors.tagNotFound');
    if (inviter.email === email) throw badRequest('errors.inviteSelf');
    await rateLimiter.consume([limits.invitesPerAccount(caller.userId)]);
    const token = randomBytes(32).toString('base64url');
    const { invitation, childName } = await db.transaction(async (tx) => {
      const now = clock.now();
      const tag = await lockTag(tx, tagId);
      if (!tag || tag.userId !== caller.userId) throw notFound('errors.tagNotFound');
      const guardians = await listGuardians(tx, tagId);
      if (guardians.some((g) => g.email === email)) throw conflict('errors.alreadyGuardian');
      await withdrawPendingTo(tx, tagId, email, now);
      const taken = guardians.length + (await countPending(tx, tagId, now));
      if (taken >= FAMILY_MAX) throw conflict('errors.familyFull', { max: FAMILY_MAX });
      const row = await insertInvitation(tx, {
        tagId,
        invitedBy: caller.userId,
        email,
        tokenHash: hashToken(token),
        now,
        expiresAt: new Date(now.getTime() + INVITATION_DAYS * DAY_MS),
      });
      return { invitation: row, childName: tag.childName };
    });
    try {
      await mailer.send(
        buildInvitationMail({
          to: email,
          language: recipientLanguage(inviter.language, config.shopLanguage),
          inviter: inviter.firstName?.trim() || inviter.email,
          childName,
          link: `${config.publicUrl}${routes.invitation(token)}`,
          days: INVITATION_DAYS,
          supportEmail: config.supportEmail,
          publicUrl: config.publicUrl,
        }),
      );
    } catch (error) {
      await deleteInvitation(db, invitation.id);
      if (!(error instanceof MailDeliveryError)) {
        this.deps.logger.error({ tagId, err: { message: (error as Error).message } }, 'invitation not sent');
      }
      throw serviceUnavailable('errors.invitationMailFailed');
    }
    return invitationAnswer(invitation);
  }

  /** Owner only; an invitation already withdrawn, accepted or unknown is the same success. */
  async withdraw(userId: string, tagId: string, invitationId: string): Promise<void> {
    const { db, clock } = this.deps;
    await requireOwner(db, tagId, userId);
    await withdrawInvitation(db, tagId, invitationId, clock.now());
  }

  /**
   * The owner removes a guardian; a guardian removes only themselves (leaves). Someone who is no
   * longer a guardian is the same success.
   */
  async remove(userId: string, tagId: string, guardianId: string): Promise<void> {
    const { db, clock } = this.deps;
    const role = await requireFamily(db, tagId, userId);
    if (role === 'guardian' && guardianId !== userId) throw ownerOnly();
    await db.transaction(async (tx) => {
      if (!(await deleteGuardian(tx, tagId, guardianId))) return;
      const action = guardianId === userId ? 'guardianLeft' : 'guardianRemoved';
      await recordChange(tx, { tagId, userId, action, now: clock.now() });
    });
  }

  /** Owner only: the guardian becomes the owner, the owner a guardian. Answers the family as it is now. */
  async handOver(userId: string, tagId: string, newOwnerId: string): Promise<FamilyView> {
    const { db, clock } = this.deps;
    await requireOwner(db, tagId, userId);
    await db.transaction(async (tx) => {
      const now = clock.now();
      const tag = await lockTag(tx, tagId);
      if (!tag || tag.userId !== userId) throw notFound('errors.tagNotFound');
      if (!(await deleteGuardian(tx, tagId, newOwnerId))) throw badRequest('errors.handOverNotGuardian');
      await setOwner(tx, tagId, newOwnerId, now);
      await addGuardian(tx, tagId, userId, now);
      await recordChange(tx, { tagId, userId, action: 'handedOver', now });
    });
    return this.view(userId, tagId);
  }

  /** The acceptance page's facts, for anyone holding the link; unknown tokens count as misses. */
  async preview(token: string, ip: string): Promise<InvitationPreview> {
    const row = await this.byToken(token, ip);
    return {
      inviterName: row.inviterName,
      childName: row.childName,
      email: row.email,
      status: statusOf(row, this.deps.clock.now()),
    };
  }

  /**
   * The invitee, signed in with the invited address, joins the tag. Another address: 403 and nothing
   * written. Accepting again is the same success.
   */
  async accept(user: CurrentUser, token: string, ip: string): Promise<InvitationAccepted> {
    const { db, clock } = this.deps;
    const seen = await this.byToken(token, ip);
    if (seen.email !== user.email.toLowerCase()) {
      throw new AppError(403, 'errors.invitationOtherAddress', {}, {}, false, { email: seen.email });
    }
    return db.transaction(async (tx) => {
      const now = clock.now();
      const row = await findByTokenHash(tx, hashToken(token), true);
      if (!row) throw notFound('errors.invitationNotFound');
      const role = (await tagAccess(tx, row.tagId, user.id))?.role;
      if (row.acceptedAt) {
        if (role) return { tagId: row.tagId };
        throw gone('errors.invitationExpired');
      }
      const status = statusOf(row, now);
      if (status === 'withdrawn') throw gone('errors.invitationWithdrawn');
      if (status === 'expired') throw gone('errors.invitationExpired');
      if (role === 'owner') throw conflict('errors.alreadyGuardian');
      await markAccepted(tx, row.id, user.id, now);
      if (await addGuardian(tx, row.tagId, user.id, now)) {
        await recordChange(tx, { tagId: row.tagId, userId: user.id, action: 'guardianJoined', now });
      }
      return { tagId: row.tagId };
    });
  }

  private async byToken(token: string, ip: string) {
    const { db, rateLimiter } = this.deps;
    const row = await findByTokenHash(db, hashToken(token));
    if (row) return row;
    // Only misses count: a known invitation is never refused.
    await rateLimiter.consume([limits.tokenMissesPerIp(ip), limits.tokenMissesOverall()]);
    throw notFound('errors.invitationNotFound');
  }
}

function statusOf(
  row: { withdrawnAt: Date | null; acceptedAt: Date | null; expiresAt: Date },
  now: Date,
): InvitationStatus {
  if (row.acceptedAt) return 'accepted';
  if (row.withdrawnAt) return 'withdrawn';
  return row.expiresAt.getTime() > now.getTime() ? 'pending' : 'expired';
}

function invitationAnswer(row: { id: string; email: string; createdAt: Date; expiresAt: Date }): Invitation {
  return {
    id: row.id,
    email: row.email,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  };
}
