// Issue 17: before a parent's first save of emergency data (and again after the privacy notice's
// version changes), the form and the wizard ask for consent with an unticked box; the save is blocked
// until it is ticked and then carries `consent: true`, which the server records.
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { CurrentUser } from '#shared/schemas/auth.ts';
import { queryKeys, routes } from '#shared/paths.ts';
import { PRIVACY_NOTICE_VERSION } from '#shared/privacy-notice.ts';
import { useCurrentUser } from '../../../api/current-user.ts';
import { useT } from '../../../i18n/i18n-context.tsx';

/** Stands for the link while the label is formatted; the label is split around it. */
const LINK_SLOT = '\u0000';

export type ConsentState = {
  /** Whether the box is shown: the parent's latest consent is not for the current notice. */
  needed: boolean;
  checked: boolean;
  setChecked: (checked: boolean) => void;
  /** True once a save was tried without the tick. */
  missing: boolean;
  /** Called on submit: false (and the message shows) while the box is needed and unticked. */
  confirm: () => boolean;
  /** What the save sends: `{consent: true}` while the box is needed, nothing otherwise. */
  body: () => { consent?: true };
  /** After a save that carried it: the box is not asked again for this version. */
  recorded: () => void;
};

export function useConsent(): ConsentState {
  const { user } = useCurrentUser();
  const queryClient = useQueryClient();
  const needed = user !== null && user.consentedNoticeVersion !== PRIVACY_NOTICE_VERSION;
  const [checked, setCheckedState] = useState(false);
  const [missing, setMissing] = useState(false);
  return {
    needed,
    checked,
    setChecked: (value) => {
      setCheckedState(value);
      if (value) setMissing(false);
    },
    missing: needed && missing && !checked,
    confirm: () => {
      const ok = !needed || checked;
      setMissing(!ok);
      return ok;
    },
    body: () => (needed ? { consent: true } : {}),
    recorded: () => {
      if (!needed) return;
      queryClient.setQueryData<CurrentUser | null>(queryKeys.currentUser, (current) =>
        current ? { ...current, consentedNoticeVersion: PRIVACY_NOTICE_VERSION } : current,
      );
    },
  };
}

export function ConsentCheckbox({ consent }: { consent: ConsentState }) {
  const t = useT();
  const id = useId();
  const errorId = `${id}-error`;
  if (!consent.needed) return null;
  const [before, after] = t('privacyNotice.consent.label', { link: LINK_SLOT }).split(LINK_SLOT);
  return (
    <div className="grid gap-1.5 rounded-md border border-gray-200 bg-gray-50 p-3">
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          className="mt-0.5 size-5 shrink-0 accent-red-700"
          checked={consent.checked}
          onChange={(event) => consent.setChecked(event.target.checked)}
          aria-invalid={consent.missing ? true : undefined}
          aria-describedby={consent.missing ? errorId : undefined}
        />
        <label htmlFor={id} className="text-sm text-gray-800">
          {before}
          <a className="text-red-700 underline" href={routes.privacy} target="_blank" rel="noopener">
            {t('privacyNotice.consent.link')}
          </a>
          {after}
        </label>
      </div>
      {consent.missing && (
        <p id={errorId} role="alert" className="text-sm font-medium text-red-700">
          {t('privacyNotice.consent.required')}
        </p>
      )}
    </div>
  );
}
