// A lost or broken band: the owner deactivates a tag (its page answers 410, alerts stop)
// and moves its profile (child, fields with their visibility, PIN, alert setting, scan history) onto
// a new bracelet in stock by typing its printed code. Each is one transaction that tells every
// instance's page cache (TagChangeBus); the old code stays inactive for good (decision 017).
import { codeReadings } from '#shared/tag-code.ts';
import type { Infra } from '../../context.ts';
import { badRequest, notFound } from '../../errors.ts';
import type { Caller, TagsService } from './tags.service.ts';
import { claimWithProfile, deactivateOwned, lockOwnedProfile, moveTagData } from './tag-retirement.repo.ts';
import { releaseFromFamily } from './family-release.repo.ts';
import { requireOwner } from '../family/tag-role.ts';
import { recordChange } from '../family/tag-changes.repo.ts';

export class TagRetirementService {
  constructor(
    private readonly deps: Pick<Infra, 'db' | 'clock' | 'tagChanges'>,
    private readonly tags: TagsService,
  ) {}

  /** Owner only. Deactivating an already deactivated tag is the same success. */
  async deactivate(userId: string, tagId: string): Promise<void> {
    const { db, clock, tagChanges } = this.deps;
    await requireOwner(db, tagId, userId);
    const found = await db.transaction(async (tx) => {
      const tag = await deactivateOwned(tx, tagId, userId, clock.now());
      if (!tag) return false;
      if (tag.wasWorking) await recordChange(tx, { tagId, userId, action: 'deactivated', now: clock.now() });
      await tagChanges.publish(tx, tag.uniqueCode);
      return true;
    });
    if (!found) throw notFound('errors.tagNotFound');
  }

  /**
   * Moves the profile of the caller's tag onto the bracelet with `uniqueCode` (normalised by the
   * shared schema) and answers the new tag's id. Rate-limited as activation is: a code that is not a
   * bracelet in stock counts as a failed guess.
   */
  async move(caller: Caller, tagId: string, uniqueCode: string): Promise<string> {
    const { db, clock, tagChanges } = this.deps;
    // Owner only (a guardian's 403 counts no guess).
    await requireOwner(db, tagId, caller.userId);
    const notAFailure = await this.tags.guardActivation(caller);
    const movedTo = await db.transaction(async (tx) => {
      const old = await lockOwnedProfile(tx, tagId, caller.userId);
      if (!old) throw notFound('errors.tagNotFound');
      const readings = codeReadings(uniqueCode);
      if (readings.includes(old.uniqueCode)) throw badRequest('tagRetirement.sameBracelet');
      const now = clock.now();
      const { id: _id, uniqueCode: _code, ...profile } = old;
      let claimed: Awaited<ReturnType<typeof claimWithProfile>>;
      // As activation reads it: exactly, then a printed 0 typed as O (or 1 as I or L).
      for (const code of readings) {
        claimed ??= await claimWithProfile(tx, code, { ...profile, userId: caller.userId }, now);
      }
      if (!claimed) return undefined;
      await moveTagData(tx, old.id, claimed.id, now);
      await recordChange(tx, { tagId: claimed.id, userId: caller.userId, action: 'moved', now });
      // The old bracelet stays inactive for good (decision 017), its profile now on the new one.
      await releaseFromFamily(tx, [old.id], now, 'retired');
      await tagChanges.publish(tx, old.uniqueCode);
      await tagChanges.publish(tx, claimed.uniqueCode);
      return claimed.id;
    });
    if (!movedTo) throw notFound('errors.tagCodeNotFound');
    await notAFailure();
    return movedTo;
  }
}
