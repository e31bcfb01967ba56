// When the next verification code may be requested (one code mail a minute per address, decision 012):
// the seconds the server told us, counted down under the code input. Kept per address in this tab's
// sessionStorage, so a refresh or the other verification screen still knows.
import { useCallback, useEffect, useState } from 'react';
import { ApiError } from './api-request.ts';

const storageKey = (email: string) => `safekid:resend-at:${email.trim().toLowerCase()}`;

function storedDeadline(email: string): number {
  try {
    const value = Number(sessionStorage.getItem(storageKey(email)));
    return Number.isFinite(value) ? value : 0;
  } catch {
    return 0; // Storage refused (private mode, policy): the countdown starts with the next answer.
  }
}

/** Notes that a new code for `email` may be requested only in `seconds`. */
export function rememberResendWait(email: string, seconds: number): void {
  try {
    sessionStorage.setItem(storageKey(email), String(Date.now() + seconds * 1000));
  } catch {
    // Not kept across a refresh; the page still counts down.
  }
}

/** The seconds left before a resend for `email` can succeed (0: now), and a way to start the wait. */
export function useResendCountdown(email: string): {
  secondsLeft: number;
  waitBeforeResend: (seconds: number) => void;
} {
  const [deadline, setDeadline] = useState(() => storedDeadline(email));
  const [now, setNow] = useState(() => Date.now());
  const secondsLeft = Math.max(0, Math.ceil((deadline - now) / 1000));

  useEffect(() => {
    if (deadline <= Date.now()) return;
    // One tick a second from when the wait was set; each tick reads the clock, so none is ever off.
    const timer = setInterval(() => {
      const at = Date.now();
      setNow(at);
      if (at >= deadline) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [deadline]);

  const waitBeforeResend = useCallback(
    (seconds: number) => {
      rememberResendWait(email, seconds);
      const at = Date.now();
      setNow(at);
      setDeadline(at + seconds * 1000);
    },
    [email],
  );
  return { secondsLeft, waitBeforeResend };
}

/** The seconds a refused call (429) says to wait (its body's retryAfter); 0 for any other error. */
export function retryAfterSeconds(error: unknown): number {
  if (!(error instanceof ApiError) || error.status !== 429) return 0;
  const seconds = Number(error.body?.retryAfter);
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : 0;
}
