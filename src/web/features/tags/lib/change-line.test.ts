import { describe, expect, it } from 'vitest';
import type { Language } from '#shared/i18n/languages.ts';
import { translate } from '#tests/helpers/messages.ts';
import { changeLine, type ChangeEntry } from './change-line.ts';

const NOW = new Date('2030-06-15T12:00:00.000Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms).toISOString();
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const line = (change: ChangeEntry, language: Language = 'en') =>
  changeLine(change, NOW, language, translate(language));

describe('changeLine', () => {
  it('names the actor and says when, as the issue words it', () => {
    expect(line({ actorName: 'Marco', action: 'edited', at: ago(2 * DAY) })).toBe(
      'Edited by Marco, 2 days ago',
    );
    expect(line({ actorName: 'Anna', action: 'lostOn', at: ago(3 * 60 * MINUTE) })).toBe(
      'Lost mode switched on by Anna, 3 hours ago',
    );
  });

  it("writes the time in the reader's language", () => {
    expect(line({ actorName: 'Marco', action: 'edited', at: ago(3 * DAY) }, 'it')).toBe(
      'Modificato da Marco, 3 giorni fa',
    );
    expect(line({ actorName: 'Marco', action: 'lostOff', at: ago(2 * DAY) }, 'de')).toBe(
      'Vermisst-Modus ausgeschaltet von Marco, vorgestern',
    );
  });

  it("is 'a moment ago' under a minute, and for a time slightly ahead or unreadable", () => {
    expect(line({ actorName: 'Marco', action: 'edited', at: ago(MINUTE - 1) })).toBe(
      'Edited by Marco, a moment ago',
    );
    expect(line({ actorName: 'Marco', action: 'edited', at: ago(-5000) })).toBe(
      'Edited by Marco, a moment ago',
    );
    expect(line({ actorName: 'Marco', action: 'edited', at: 'not a date' })).toBe(
      'Edited by Marco, a moment ago',
    );
  });

  it("reads 'someone' without a name, with a capital where the sentence starts with it", () => {
    expect(line({ actorName: null, action: 'edited', at: ago(2 * DAY) })).toBe(
      'Edited by someone, 2 days ago',
    );
    expect(line({ actorName: '  ', action: 'guardianJoined', at: ago(2 * DAY) })).toBe(
      'Someone joined, 2 days ago',
    );
  });

  it('keeps a name as it was written', () => {
    expect(line({ actorName: 'élodie', action: 'guardianLeft', at: ago(2 * DAY) }, 'fr')).toBe(
      'élodie a quitté la famille, avant-hier',
    );
  });

  it("reads an action it does not know yet as 'Changed by …', never as nothing", () => {
    expect(line({ actorName: 'Marco', action: 'somethingNew', at: ago(2 * DAY) })).toBe(
      'Changed by Marco, 2 days ago',
    );
    expect(line({ actorName: 'Marco', action: 'toString', at: ago(2 * DAY) })).toBe(
      'Changed by Marco, 2 days ago',
    );
  });
});
