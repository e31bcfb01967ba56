// Lost-child mode: the owner or a guardian (issue 34) switches a tag to lost for 4 h, 24 h or 3 days, or ends it.
// "Lost" means lost_until > now (app clock), so it ends by itself without a job; switching it on or
// off tells every instance's page cache in the same transaction (TagChangeBus), and a cached lost
// page expires at lost_until (PublicPageCache).
import { lostModeOf, type LostMode, type LostModeInput } from '#shared/schemas/lost-mode.ts';
import type { Infra } from '../../context.ts';
import { notFound } from '../../errors.ts';
import { HOUR_MS } from '../../infra/rate-limit/rate-limiter.ts';
import { clearLost, setLost } from './lost-mode.repo.ts';
import { notWorkingTag } from './working-tag.ts';
import { recordChange } from '../family/tag-changes.repo.ts';

export class LostModeService {
  constructor(private readonly deps: Pick<Infra, 'db' | 'clock' | 'tagChanges'>) {}

  async start(userId: string, tagId: string, input: LostModeInput): Promise<LostMode> {
    const { db, clock, tagChanges } = this.deps;
    const now = clock.now();
    const values = {
      message: input.message,
      phone: input.phone,
      until: new Date(now.getTime() + input.hours * HOUR_MS),
    };
    const tag = await db.transaction(async (tx) => {
      const updated = await setLost(tx, tagId, userId, values);
      if (!updated) return undefined;
      await recordChange(tx, { tagId, userId, action: 'lostOn', now });
      await tagChanges.publish(tx, updated.uniqueCode);
      return updated;
    });
    if (!tag) throw await notWorkingTag(db, tagId, userId, 'errors.lostOnDeactivatedTag');
    return lostModeOf(
      { lostMessage: values.message, lostPhone: values.phone, lostUntil: values.until },
      now,
    )!;
  }

  /** Ending it when it is already over (or never began) is the same success. */
  async end(userId: string, tagId: string): Promise<void> {
    const { db, clock, tagChanges } = this.deps;
    const tag = await db.transaction(async (tx) => {
      const now = clock.now();
      const updated = await clearLost(tx, tagId, userId, now);
      if (!updated) return undefined;
      if (updated.wasLost) await recordChange(tx, { tagId, userId, action: 'lostOff', now });
      await tagChanges.publish(tx, updated.uniqueCode);
      return updated;
    });
    if (!tag) throw notFound('errors.tagNotFound');
  }
}
