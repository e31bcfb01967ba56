// Asks before a form's unsaved changes are lost: in-app links and Back/Forward through the
// router's blocker, reload and close through `beforeunload`, and actions that leave by their own
// means (Sign Out) through `confirmLeavingUnsaved`. One guarded form at a time (decision 005).
import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';
import { useT } from '../i18n/i18n-context.tsx';

type Guard = { dirty: boolean; released: boolean };

/** The guard of the form on screen, if any. */
let current: Guard | null = null;

const mustAsk = (guard: Guard | null) => Boolean(guard?.dirty && !guard.released);

/**
 * Keeps `dirty` changes from being left silently. `release()` lets the form leave on purpose (after
 * saving) without asking.
 */
export function useUnsavedChangesGuard(dirty: boolean): { release(): void } {
  const t = useT();
  const question = t('form.leaveUnsaved');
  const guard = useRef<Guard>({ dirty, released: false });

  useEffect(() => {
    guard.current.dirty = dirty;
  }, [dirty]);

  useEffect(() => {
    const mine = guard.current;
    current = mine;
    return () => {
      if (current === mine) current = null;
    };
  }, []);

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      mustAsk(guard.current) && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(question)) {
      guard.current.released = true;
      // After the router has settled a Back it undid while asking (as React Router's usePrompt does).
      setTimeout(blocker.proceed, 0);
    } else {
      blocker.reset();
    }
  }, [blocker, question]);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!mustAsk(guard.current)) return;
      // The browser shows its own question; the text cannot be chosen.
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  return {
    release: () => {
      guard.current.released = true;
    },
  };
}

/**
 * For actions that leave without a navigation the router can block: true when it may go ahead.
 * `question` is form.leaveUnsaved in the page's language (the caller has `t`).
 */
export function confirmLeavingUnsaved(question: string): boolean {
  if (!mustAsk(current)) return true;
  if (!window.confirm(question)) return false;
  current!.released = true;
  return true;
}
