// "Edited by Marco, 2 days ago": one line of a tag's latest changes, in the reader's language. The
// relative time comes from Intl (format.ts: 'vor 2 Tagen', '2 giorni fa'); under a minute 'just now'.
// An actor without a saved first name reads 'someone'; an action this client does not know yet (one a
// newer server records) reads 'Changed by …' rather than nothing.
import { formatRelativeTime } from '#shared/i18n/format.ts';
import type { Language } from '#shared/i18n/languages.ts';
import type { MessageKey } from '#shared/i18n/message-key.ts';
import type { Translate } from '#shared/i18n/translator.ts';
import type { TagChangeAction } from '#shared/schemas/family.ts';

const MINUTE = 60_000;

const LINES: Readonly<Record<TagChangeAction, MessageKey>> = {
  edited: 'coGuardians.change.edited',
  lostOn: 'coGuardians.change.lostOn',
  lostOff: 'coGuardians.change.lostOff',
  pinRenewed: 'coGuardians.change.pinRenewed',
  alertsChanged: 'coGuardians.change.alertsChanged',
  guardianJoined: 'coGuardians.change.guardianJoined',
  guardianLeft: 'coGuardians.change.guardianLeft',
  guardianRemoved: 'coGuardians.change.guardianRemoved',
  handedOver: 'coGuardians.change.handedOver',
  moved: 'coGuardians.change.moved',
  deactivated: 'coGuardians.change.deactivated',
  photoChanged: 'coGuardians.change.photoChanged',
};

/** `action` as a string: a newer server may record a kind this client does not know yet. */
export type ChangeEntry = { actorName: string | null; action: string; at: string };

/** When, relative to `now`: a clock a little behind the server's (or an unreadable date) is 'just now'. */
export function changedWhen(at: string, now: Date, language: Language, t: Translate): string {
  const date = new Date(at);
  const elapsed = now.getTime() - date.getTime();
  if (!(elapsed >= MINUTE)) return t('coGuardians.justNow');
  return formatRelativeTime(language, date, now);
}

export function changeLine(change: ChangeEntry, now: Date, language: Language, t: Translate): string {
  const known = change.actorName?.trim();
  const name = known || t('coGuardians.someone');
  const key = Object.hasOwn(LINES, change.action)
    ? LINES[change.action as TagChangeAction]
    : 'coGuardians.change.other';
  const line = t(key, { name, when: changedWhen(change.at, now, language, t) });
  // 'someone joined' opens a sentence in some wordings: its first letter is then a capital.
  return known ? line : line.charAt(0).toLocaleUpperCase(language) + line.slice(1);
}
