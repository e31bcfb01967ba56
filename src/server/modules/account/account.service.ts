// The parent's own account (GDPR Art. 15, 17, 20): what the account screen shows, the
// password change (every other session ends), the export of everything stored about the account, and
// its erasure in one transaction. The current password guards the change and the erasure.
import type { AccountOverview, AccountDeletionInput, PasswordChangeInput } from '#shared/schemas/account.ts';
import type { PhotoFiles } from '../tag-photo/photo-files.ts';
import type { Infra } from '../../context.ts';
import { AppError, badRequest, unauthorized } from '../../errors.ts';
import { recipientLanguage } from '../../lib/recipient-language.ts';
import {
  guardedTagIds,
  guardianshipsOf,
  listGuardians,
  ownedTagsWithGuardians,
} from '../family/guardians.repo.ts';
import { recordChange } from '../family/tag-changes.repo.ts';
import { sendNotice } from '../../lib/send-notice.ts';
import { hashToken } from '../../infra/sessions/session-store.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import { buildAccountDeletedMail } from './account-deleted-mail.ts';
import { buildPasswordChangedMail } from './password-changed-mail.ts';
import { accountRateLimits as limits } from './account.rate-limits.ts';
import {
  deleteAccountRows,
  deleteCountersOf,
  deleteOtherSessions,
  findAccount,
  findPasswordHash,
  listConsents,
  listFieldsOf,
  listOrdersByEmail,
  listOwnedTags,
  listScansOf,
  retireTagsOf,
  updatePasswordHash,
  type AccountRow,
} from './account.repo.ts';

type Deps = Pick<Infra, 'db' | 'clock' | 'config' | 'mailer' | 'rateLimiter' | 'tagChanges' | 'logger'> & {
  photos: PhotoFiles;
};

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** The export's version: a reader can tell which shape it holds. */
export const ACCOUNT_EXPORT_FORMAT = 'safekid-tag-account-export/1';

export class AccountService {
  constructor(private readonly deps: Deps) {}

  async overview(userId: string): Promise<AccountOverview> {
    const account = await this.account(userId);
    const consents = await listConsents(this.deps.db, userId);
    return {
      email: account.email,
      firstName: account.firstName,
      lastName: account.lastName,
      timeZone: account.timeZone,
      createdAt: account.createdAt.toISOString(),
      consents: consents.map((c) => ({ noticeVersion: c.noticeVersion, givenAt: c.givenAt.toISOString() })),
    };
  }

  /**
   * The new password replaces the old one and every session of the account but `currentToken`'s ends,
   * in one transaction. A wrong current password answers 400 and changes nothing.
   */
  async changePassword(
    userId: string,
    currentToken: string,
    input: PasswordChangeInput,
    ip: string,
  ): Promise<void> {
    await this.checkPassword(userId, input.currentPassword, ip);
    // Read before the change: nothing after the commit may fail the request of a change that was made.
    const account = await this.account(userId);
    const passwordHash = await hashPassword(input.newPassword);
    const now = this.deps.clock.now();
    await this.deps.db.transaction(async (tx) => {
      await updatePasswordHash(tx, userId, passwordHash, now);
      await deleteOtherSessions(tx, userId, hashToken(currentToken));
    });
    const { config } = this.deps;
    await sendNotice(
      this.deps,
      buildPasswordChangedMail({
        to: account.email,
        language: recipientLanguage(account.language, config.shopLanguage),
        firstName: account.firstName,
        timeZone: account.timeZone,
        changedAt: now,
        supportEmail: config.supportEmail,
        publicUrl: config.publicUrl,
      }),
    );
  }

  /** Everything stored about the account (Art. 15, 20), without a secret: no hash, no token. */
  async exportData(userId: string) {
    const { db, clock } = this.deps;
    const account = await this.account(userId);
    const [consents, tags, orders, guarded] = await Promise.all([
      listConsents(db, userId),
      listOwnedTags(db, userId),
      listOrdersByEmail(db, account.email),
      guardianshipsOf(db, userId),
    ]);
    const guardiansOfOwned = await Promise.all(tags.map((tag) => listGuardians(db, tag.id)));
    const tagIds = tags.map((tag) => tag.id);
    const [fields, scans] = await Promise.all([listFieldsOf(db, tagIds), listScansOf(db, tagIds)]);
    return {
      format: ACCOUNT_EXPORT_FORMAT,
      exportedAt: clock.now().toISOString(),
      account: {
        ...account,
        createdAt: account.createdAt.toISOString(),
        updatedAt: account.updatedAt.toISOString(),
      },
      consents: consents.map((c) => ({ noticeVersion: c.noticeVersion, givenAt: c.givenAt.toISOString() })),
      tags: tags.map((tag, index) => ({
        id: tag.id,
        uniqueCode: tag.uniqueCode,
        physicalId: tag.physicalId,
        childName: tag.childName,
        // As saved (the age on the day of the last save); the shown age follows from the birth month.
        childAge: tag.childAge,
        birthMonth: tag.birthMonth,
        birthYear: tag.birthYear,
        isActive: tag.isActive === 'true',
        pin: tag.pin,
        alertsEnabled: tag.alertsEnabled,
        lostMode:
          tag.lostUntil !== null
            ? { message: tag.lostMessage, phone: tag.lostPhone, until: tag.lostUntil.toISOString() }
            : null,
        // Whether a photo is set, not its bytes: the export stays a small JSON of what was typed, and
        // the parent downloads the photo itself from the tag's page (GET /api/tags/{id}/photo).
        hasPhoto: tag.photoKey !== null,
        createdAt: tag.createdAt.toISOString(),
        updatedAt: tag.updatedAt.toISOString(),
        // Issue 34: the adults who look after it with the owner.
        guardians: guardiansOfOwned[index]!.map((g) => ({
          firstName: g.firstName,
          email: g.email,
          since: g.since.toISOString(),
        })),
        fields: fields
          .filter((field) => field.tagId === tag.id)
          .map(({ title, content, visibility, order }) => ({ title, content, visibility, order })),
        scans: scans
          .filter((scan) => scan.tagId === tag.id)
          .map((scan) => ({
            scannedAt: scan.scannedAt.toISOString(),
            device: scan.device,
            language: scan.language,
            whileLost: scan.whileLost,
            alertSentAt: iso(scan.alertSentAt),
            location:
              scan.latitude !== null && scan.longitude !== null
                ? {
                    latitude: scan.latitude,
                    longitude: scan.longitude,
                    accuracy: scan.accuracy,
                    at: iso(scan.locationAt),
                  }
                : null,
            contact:
              scan.contactPhone !== null
                ? {
                    name: scan.contactName,
                    phone: scan.contactPhone,
                    message: scan.contactMessage,
                    at: iso(scan.contactAt),
                  }
                : null,
          })),
      })),
      // Issue 34: every tag the account owns or looks after, with its role.
      guardianships: [
        ...tags.map((tag) => ({
          childName: tag.childName,
          uniqueCode: tag.uniqueCode,
          role: 'owner' as const,
          since: tag.createdAt.toISOString(),
        })),
        ...guarded.map((g) => ({
          childName: g.childName,
          uniqueCode: g.uniqueCode,
          role: 'guardian' as const,
          since: g.since.toISOString(),
        })),
      ],
      orders: orders.map((order) => ({
        ...order,
        createdAt: order.createdAt.toISOString(),
        shippedAt: iso(order.shippedAt),
      })),
    };
  }

  /**
   * Erases the account (Art. 17) in one transaction: its tags are retired (owner-less, inactive for
   * good, child data, lost mode, fields and scans gone) before the account row, whose deletion would
   * otherwise cascade to the tag rows; consents, sessions and the account's rate-limit counters go.
   * Orders stay. The confirmation is mailed after the commit: a failed mail undoes nothing.
   */
  async deleteAccount(userId: string, input: AccountDeletionInput, ip: string): Promise<void> {
    const { db, clock, tagChanges } = this.deps;
    await this.checkPassword(userId, input.password, ip);
    const account = await this.account(userId);
    // Issue 34: a tag others still look after is handed over or retired first; nothing is deleted.
    const shared = await ownedTagsWithGuardians(db, userId);
    if (shared.length > 0) {
      const names = shared.map((tag) => tag.childName?.trim() || tag.uniqueCode).join(', ');
      const tags = shared.map(({ id, childName, uniqueCode }) => ({ id, childName, uniqueCode }));
      throw new AppError(409, 'errors.handOverFirst', { tags }, {}, false, { names });
    }
    const now = clock.now();
    const retired = await db.transaction(async (tx) => {
      // Each tag they looked after records that they left (the name outlives the account).
      for (const tagId of await guardedTagIds(tx, userId)) {
        await recordChange(tx, { tagId, userId, action: 'guardianLeft', now });
      }
      const tags = await retireTagsOf(tx, userId, now);
      await deleteAccountRows(tx, userId);
      await deleteCountersOf(tx, [account.email, userId]);
      for (const code of tags.codes) await tagChanges.publish(tx, code);
      return tags;
    });
    // The children's photos go once nothing points at them any more.
    await this.deps.photos.remove(retired.photoKeys);
    await this.mailDeletion(account, retired.codes.length);
  }

  private async mailDeletion(account: AccountRow, tagCount: number): Promise<void> {
    const { config } = this.deps;
    await sendNotice(
      this.deps,
      buildAccountDeletedMail({
        to: account.email,
        language: recipientLanguage(account.language, config.shopLanguage),
        firstName: account.firstName,
        tagCount,
        supportEmail: config.supportEmail,
        publicUrl: config.publicUrl,
      }),
    );
  }

  private async account(userId: string): Promise<AccountRow> {
    const account = await findAccount(this.deps.db, userId);
    // Deleted by another of its sessions a moment ago.
    if (!account) throw unauthorized();
    return account;
  }

  /** The current password, limited like sign-in; a wrong one answers 400 with a message. */
  private async checkPassword(userId: string, password: string, ip: string): Promise<void> {
    const { db, rateLimiter } = this.deps;
    await rateLimiter.consume([limits.passwordCheckPerIp(ip)]);
    const notAFailure = await rateLimiter.reserve([limits.passwordFailuresPerAccount(userId)]);
    const hash = await findPasswordHash(db, userId);
    if (!hash) throw unauthorized();
    if (!(await verifyPassword(hash, password))) throw badRequest('account.wrongPassword');
    await notAFailure();
  }
}
