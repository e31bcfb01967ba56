// Parents' tags (SPEC §2, §7; DESIGN §3): activation by code or by bracelet, the tag form, the list.
// Every change of a tag's public data tells the public page cache inside the same transaction.
// A save carrying the parent's consent records it in the same transaction.
import type {
  ActivateResponse,
  BraceletState,
  TagConfigInput,
  TagCreateInput,
  TagDetails,
  TagForEditing,
  TagListItem,
  WizardActivateInput,
} from '#shared/schemas/tag.ts';
import { randomInt } from 'node:crypto';
import { TAG_PIN_LENGTH } from '#shared/constants.ts';
import { shownAge } from '#shared/child-age.ts';
import { lostModeOf } from '#shared/schemas/lost-mode.ts';
import { physicalIdCandidates } from '#shared/schemas/tag.ts';
import { PRIVACY_NOTICE_VERSION } from '#shared/privacy-notice.ts';
import { codeReadings } from '#shared/tag-code.ts';
import type { PhotoFiles } from '../tag-photo/photo-files.ts';
import type { Infra } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { conflict, notFound } from '../../errors.ts';
import { notWorkingTag } from './working-tag.ts';
import { childDataOf } from './child-data.ts';
import { recordConsent } from '../consents/consents.repo.ts';
import { generateUniqueCode } from '../inventory/codes.ts';
import { tagWideKeys } from '../public-tag/pin-limits.ts';
import { tagRateLimits } from './tags.rate-limits.ts';
import { releaseFromFamily } from './family-release.repo.ts';
import { requireOwner } from '../family/tag-role.ts';
import { recordChange } from '../family/tag-changes.repo.ts';
import {
  claimAndConfigureByCode,
  claimAndConfigureByPhysicalId,
  claimByCode,
  deleteTag,
  findByPhysicalId,
  findInFamily,
  findOwnedByCode,
  insertOwnedTag,
  listFields,
  listForUser,
  lockOwned,
  replaceFields,
  setPin,
  updateChildData,
} from './tags.repo.ts';

/** Whose the tag is, as the caller sees it: theirs, or shared with them by its owner. */
function roleFields(ownerId: string | null, ownerName: string | null, userId: string) {
  return ownerId === userId
    ? { role: 'owner' as const, ownerName: null }
    : { role: 'guardian' as const, ownerName };
}

/** Who is asking: the signed-in parent and the address rate limits count against. */
export type Caller = { userId: string; ip: string };

const MAX_CODE_ATTEMPTS = 8;

export class TagsService {
  constructor(
    private readonly deps: Pick<Infra, 'db' | 'clock' | 'tagChanges' | 'rateLimiter'> & {
      photos: PhotoFiles;
    },
  ) {}

  /**
   * The code screen: an unowned, active tag becomes the caller's. Their own tag again answers the same
   * (harmless); an unknown code and someone else's answer the same 404 (no enumeration).
   */
  async activateByCode(caller: Caller, uniqueCode: string): Promise<ActivateResponse> {
    const { db, clock, tagChanges } = this.deps;
    const notAFailure = await this.guardActivation(caller);
    const tag = await db.transaction(async (tx) => {
      // A printed 0 typed as O (or 1 as I): the code's Crockford reading is tried after the exact one.
      for (const code of codeReadings(uniqueCode)) {
        const claimed = await claimByCode(tx, code, caller.userId, clock.now());
        if (claimed) {
          await tagChanges.publish(tx, claimed.uniqueCode);
          return claimed;
        }
        const own = await findOwnedByCode(tx, code, caller.userId);
        if (own) return own;
      }
      return undefined;
    });
    if (!tag) throw notFound('errors.tagCodeNotFound');
    await notAFailure();
    return tag;
  }

  /** The wizard: the bracelet found by its number is claimed and configured in one transaction. */
  async activateBracelet(caller: Caller, input: WizardActivateInput): Promise<ActivateResponse> {
    const { db, clock, tagChanges } = this.deps;
    const candidates = physicalIdCandidates(input.physicalId);
    if (!candidates) throw notFound('errors.braceletNotFound'); // never: the schema checked it
    // A refused birth month is checked first: no guess at a bracelet, so no activation failure.
    const child = childDataOf(input, clock.now());
    const notAFailure = await this.guardActivation(caller);
    const tag = await db.transaction(async (tx) => {
      const now = clock.now();
      const claimed = await claimAndConfigureByPhysicalId(tx, candidates, caller.userId, child, now);
      if (!claimed) return undefined;
      await replaceFields(tx, claimed.id, input.fields, now);
      if (input.consent) await recordConsent(tx, caller.userId, PRIVACY_NOTICE_VERSION, now);
      await tagChanges.publish(tx, claimed.uniqueCode);
      return claimed;
    });
    if (!tag) throw notFound('errors.braceletNotFound');
    await notAFailure();
    return tag;
  }

  /**
   * What /activate-bracelet/{physicalId} shows this visitor: configured (the page redirects to the
   * public page), available, theirs, someone else's, or null when unknown. Unknown numbers count against
   * the address; an address over its limit is refused (429) before any look-up.
   */
  async lookUpBracelet(
    rawPhysicalId: string,
    viewer: { userId: string | null; ip: string },
  ): Promise<BraceletState | null> {
    const { db, rateLimiter } = this.deps;
    // Counted as a miss until found: parallel look-ups cannot outrun the limit.
    const notAMiss = await rateLimiter.reserve([tagRateLimits.braceletMissesPerIp(viewer.ip)]);
    const candidates = physicalIdCandidates(rawPhysicalId);
    const tag = candidates ? await findByPhysicalId(db, candidates) : undefined;
    if (!tag) return null;
    await notAMiss();
    // What is stored: normalised, or the old form of a row the 0005 migration left alone (decision 015).
    const physicalId = tag.physicalId!;
    // A retired bracelet (deactivated, moved, or its account deleted) goes to its page too,
    // which tells whoever tapped it that it is no longer active and offers the emergency number.
    if (tag.childName !== null || tag.hasFields || tag.deactivatedAt !== null) {
      return { physicalId, status: 'configured', uniqueCode: tag.uniqueCode };
    }
    if (tag.userId !== null && tag.userId === viewer.userId) return { physicalId, status: 'yours' };
    if (tag.userId === null && tag.isActive === 'true') return { physicalId, status: 'available' };
    return { physicalId, status: 'unavailable' };
  }

  /** The caller's own tags and those they look after with another parent (issue 34). */
  async list(userId: string): Promise<TagListItem[]> {
    const rows = await listForUser(this.deps.db, userId);
    const now = this.deps.clock.now();
    return rows.map(({ lostMessage, lostPhone, lostUntil, physicalId, ownerId, ownerName, ...row }) => ({
      ...row,
      childAge: shownAge(row, now),
      braceletLinked: physicalId !== null,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      lost: lostModeOf({ lostMessage, lostPhone, lostUntil }, now),
      lastScanAt: row.lastScanAt?.toISOString() ?? null,
      deactivatedAt: row.deactivatedAt?.toISOString() ?? null,
      ...roleFields(ownerId, ownerName, userId),
    }));
  }

  async getForEditing(userId: string, tagId: string): Promise<TagDetails> {
    const { db } = this.deps;
    const tag = await findInFamily(db, tagId, userId);
    if (!tag) throw notFound('errors.tagNotFound');
    const fields = await listFields(db, tag.id);
    const now = this.deps.clock.now();
    return {
      id: tag.id,
      uniqueCode: tag.uniqueCode,
      childName: tag.childName,
      childAge: shownAge(tag, now),
      birthMonth: tag.birthMonth,
      birthYear: tag.birthYear,
      fields,
      lost: lostModeOf(tag, now),
      alertsEnabled: tag.alertsEnabled,
      lastScanAt: tag.lastScanAt?.toISOString() ?? null,
      pin: tag.pin,
      deactivatedAt: tag.deactivatedAt?.toISOString() ?? null,
      braceletLinked: tag.physicalId !== null,
      ...roleFields(tag.ownerId, tag.ownerName, userId),
      hasPhoto: tag.photoKey !== null,
    };
  }

  /**
   * A new 8-digit PIN from the CSPRNG (decision 026): the old one stops unlocking at once,
   * and a wrong-PIN lock of the tag, which was about the old one, ends with it. The public page shows
   * no PIN, so its cache stays; answers the tag as GET /api/tags/{id} does.
   */
  async newPin(userId: string, tagId: string): Promise<TagDetails> {
    const { db, clock } = this.deps;
    await requireOwner(db, tagId, userId);
    const pin = String(randomInt(0, 10 ** TAG_PIN_LENGTH)).padStart(TAG_PIN_LENGTH, '0');
    const updated = await db.transaction(async (tx) => {
      const now = clock.now();
      const row = await setPin(tx, tagId, userId, pin, now);
      if (row) await recordChange(tx, { tagId, userId, action: 'pinRenewed', now });
      return row;
    });
    if (!updated) throw await notWorkingTag(db, tagId, userId);
    for (const key of tagWideKeys(tagId)) await this.deps.rateLimiter.reset(key);
    return this.getForEditing(userId, tagId);
  }

  /**
   * The form builder: with a bracelet's code the profile goes onto that bracelet, by
   * activation's rules; without one, a card-only profile: a fresh code and no bracelet number.
   */
  async create(caller: Caller, input: TagCreateInput): Promise<ActivateResponse> {
    if (input.uniqueCode !== undefined) return this.createOnBracelet(caller, input.uniqueCode, input);
    const { db, clock } = this.deps;
    return db.transaction(async (tx) => {
      const now = clock.now();
      const child = childDataOf(input, now);
      for (let attempt = 0; attempt < MAX_CODE_ATTEMPTS; attempt++) {
        const tag = await insertOwnedTag(tx, {
          uniqueCode: generateUniqueCode(),
          userId: caller.userId,
          ...child,
          now,
        });
        if (!tag) continue;
        await this.writeProfile(tx, caller.userId, tag, input, now);
        return tag;
      }
      throw new Error('Could not find a free tag code');
    });
  }

  /**
   * Claims the bracelet as the code screen does (same limits, same 404 for an unknown code and someone
   * else's) and writes the child's data and fields in the same transaction. The caller's own bracelet
   * takes the profile only while nothing is on it: a configured one answers 409, never overwritten.
   */
  private async createOnBracelet(
    caller: Caller,
    uniqueCode: string,
    input: TagConfigInput,
  ): Promise<ActivateResponse> {
    const { db, clock } = this.deps;
    const child = childDataOf(input, clock.now());
    const notAFailure = await this.guardActivation(caller);
    const outcome = await db.transaction(async (tx): Promise<ActivateResponse | 'yours' | undefined> => {
      const now = clock.now();
      for (const code of codeReadings(uniqueCode)) {
        const claimed = await claimAndConfigureByCode(tx, code, caller.userId, child, now);
        if (claimed) {
          await this.writeProfile(tx, caller.userId, claimed, input, now);
          return claimed;
        }
        if (await findOwnedByCode(tx, code, caller.userId)) return 'yours';
      }
      return undefined;
    });
    if (!outcome) throw notFound('errors.tagCodeNotFound');
    // Their own bracelet is no guess, configured or not.
    await notAFailure();
    if (outcome === 'yours') throw conflict('errors.braceletAlreadyConfigured');
    return outcome;
  }

  /** The fields and consent of a new profile, and the page cache told: inside the caller's transaction. */
  private async writeProfile(
    tx: Executor,
    userId: string,
    tag: ActivateResponse,
    input: TagConfigInput,
    now: Date,
  ): Promise<void> {
    await replaceFields(tx, tag.id, input.fields, now);
    if (input.consent) await recordConsent(tx, userId, PRIVACY_NOTICE_VERSION, now);
    await this.deps.tagChanges.publish(tx, tag.uniqueCode);
  }

  /**
   * Replaces child data and fields in one transaction: a refused input leaves the old data intact.
   * The owner or a guardian; recorded as 'edited' with who saved.
   */
  async updateConfig(userId: string, tagId: string, input: TagConfigInput): Promise<TagForEditing> {
    const { db, clock, tagChanges } = this.deps;
    const now = clock.now();
    const child = childDataOf(input, now);
    const tag = await db.transaction(async (tx) => {
      const updated = await updateChildData(tx, tagId, userId, child, now);
      if (!updated) return undefined;
      await replaceFields(tx, updated.id, input.fields, now);
      if (input.consent) await recordConsent(tx, userId, PRIVACY_NOTICE_VERSION, now);
      await recordChange(tx, { tagId: updated.id, userId, action: 'edited', now });
      await tagChanges.publish(tx, updated.uniqueCode);
      return updated;
    });
    if (!tag) throw notFound('errors.tagNotFound');
    const { id, uniqueCode } = tag;
    const lost = lostModeOf(tag, now);
    return {
      id,
      uniqueCode,
      ...child,
      fields: input.fields,
      lost,
      pin: tag.pin,
    };
  }

  /** The owner's delete: an inventory bracelet returns to stock without its data; a form-builder tag goes. */
  async delete(userId: string, tagId: string): Promise<void> {
    const { db, clock, tagChanges } = this.deps;
    await requireOwner(db, tagId, userId);
    const photoKeys = await db.transaction(async (tx) => {
      const tag = await lockOwned(tx, tagId, userId);
      if (!tag) return undefined;
      let keys = [tag.photoKey];
      if (tag.physicalId !== null) {
        keys = await releaseFromFamily(tx, [tag.id], clock.now(), 'stock');
      } else {
        await deleteTag(tx, tag.id);
      }
      await tagChanges.publish(tx, tag.uniqueCode);
      return keys;
    });
    if (!photoKeys) throw notFound('errors.tagNotFound');
    // The child's photo goes with the tag's data, once the commit says nothing points at it.
    await this.deps.photos.remove(photoKeys);
  }

  /**
   * Counts the attempt, and counts it as a failure until it succeeds (parallel guesses cannot outrun
   * the failure limits). Answers the function that takes the failure back.
   */
  async guardActivation(caller: Caller): Promise<() => Promise<void>> {
    const { rateLimiter } = this.deps;
    const notAFailure = await rateLimiter.reserve([
      tagRateLimits.activateFailuresPerAccount(caller.userId),
      tagRateLimits.activateFailuresPerIp(caller.ip),
    ]);
    try {
      await rateLimiter.consume([
        tagRateLimits.activatePerAccount(caller.userId),
        tagRateLimits.activatePerIp(caller.ip),
      ]);
    } catch (error) {
      await notAFailure();
      throw error;
    }
    return notAFailure;
  }
}
