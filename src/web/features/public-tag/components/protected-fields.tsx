// Issue 17: the fields the parents keep behind the tag's PIN. Their titles are in the page; their
// content arrives only when the right PIN is typed, and stays in this page load's state (no cookie).
// Without the page's script the PIN box cannot work and is hidden (NEEDS_SCRIPT); the titles remain.
import { Lock } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { TAG_PIN_PATTERN } from '#shared/constants.ts';
import { orderForResponder } from '#shared/field-style.ts';
import { typedPin } from '#shared/tag-pin.ts';
import { translateTemplateTitle } from '#shared/i18n/template-titles.ts';
import type { EmergencyField } from '#shared/schemas/tag.ts';
import { useHydrated } from '../use-hydrated.ts';
import { waitMinutes } from '../api/retry-after.ts';
import { unlockFields } from '../api/unlock-fields.ts';
import { useT } from '../../../i18n/i18n-context.tsx';
import { FieldCard } from './field-card.tsx';
import { NEEDS_SCRIPT, SHARE_BUTTON } from './responder-shares.tsx';

/** "4821 0937" and a stray space or two: the box never cuts a PIN typed as the card shows it. */
const PIN_BOX_MAX_LENGTH = 12;

/** Unlocked cards' ids follow the public ones' (FieldCard names its heading by position). */
const POSITION_OFFSET = 100;

type Status =
  { kind: 'idle' | 'checking' | 'wrong' | 'failed' | 'pinDigits' } | { kind: 'tooMany'; minutes: number };

export function ProtectedFields({ titles }: { titles: readonly string[] }) {
  const t = useT();
  const [pin, setPin] = useState('');
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [unlocked, setUnlocked] = useState<EmergencyField[] | null>(null);
  const hydrated = useHydrated();
  if (titles.length === 0) return null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // Spaces as on the card ('4821 0937') are dropped; what cannot be a PIN is never sent.
    const typed = typedPin(pin);
    if (!TAG_PIN_PATTERN.test(typed)) return setStatus({ kind: 'pinDigits' });
    setStatus({ kind: 'checking' });
    const result = await unlockFields(typed);
    if (result.ok) {
      setUnlocked(result.fields);
      setStatus({ kind: 'idle' });
    } else if (result.reason === 'tooMany') {
      setStatus({ kind: 'tooMany', minutes: waitMinutes(result.retryAfterSeconds) });
    } else {
      setStatus({ kind: result.reason });
    }
  };

  const note =
    status.kind === 'wrong'
      ? t('responder.protectedFields.wrongPin')
      : status.kind === 'pinDigits'
        ? t('responder.protectedFields.pinDigits')
        : status.kind === 'failed'
          ? t('publicTag.error')
          : status.kind === 'tooMany'
            ? t('responder.protectedFields.tooManyTries', { count: status.minutes })
            : '';

  return (
    <section aria-labelledby="more-information" className="mt-4 rounded-lg border border-gray-300 p-3">
      <h2 id="more-information" className="flex items-center gap-2 text-lg font-bold">
        <Lock aria-hidden="true" className="size-5" />
        {t('responder.protectedFields.more')}
      </h2>
      {unlocked ? (
        <ul className="mt-2 grid gap-3" data-testid="unlocked-fields">
          {orderForResponder(unlocked).map((field) => (
            <li key={field.position}>
              <FieldCard field={{ ...field, position: field.position + POSITION_OFFSET }} />
            </li>
          ))}
        </ul>
      ) : (
        <>
          <ul className="mt-2 grid gap-1" data-testid="protected-titles">
            {titles.map((title, index) => (
              <li key={index} className="font-semibold wrap-anywhere text-gray-900">
                {translateTemplateTitle(title, t)}
              </li>
            ))}
          </ul>
          <p className="mt-2 text-sm text-gray-700">{t('responder.protectedFields.intro')}</p>
          <form className="mt-2 flex flex-wrap items-end gap-2" onSubmit={submit} {...{ [NEEDS_SCRIPT]: '' }}>
            <label className="grid gap-1 text-sm font-semibold">
              {t('responder.protectedFields.pinLabel')}
              <input
                name="pin"
                inputMode="numeric"
                autoComplete="off"
                maxLength={PIN_BOX_MAX_LENGTH}
                value={pin}
                onChange={(event) => setPin(event.target.value)}
                className="h-12 w-44 rounded-md border border-gray-400 px-3 font-mono text-lg tracking-widest"
              />
            </label>
            <button type="submit" className={SHARE_BUTTON} disabled={!hydrated || status.kind === 'checking'}>
              {status.kind === 'checking'
                ? t('responder.protectedFields.checking')
                : t('responder.protectedFields.show')}
            </button>
          </form>
          <p role="status" aria-live="polite" className="mt-1 text-sm font-medium text-red-800">
            {note}
          </p>
        </>
      )}
    </section>
  );
}
