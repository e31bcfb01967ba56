// How a wait is told to a person after a 429: seconds while short, whole minutes (rounded up) from two
// minutes on ("wait 3223 seconds" reads as a riddle). One rule for the API's message and the pages.

const MINUTES_FROM_SECONDS = 120;

export type WaitTime = { unit: 'seconds' | 'minutes'; count: number };

export function waitTime(seconds: number): WaitTime {
  const whole = Math.max(1, Math.ceil(seconds));
  return whole < MINUTES_FROM_SECONDS
    ? { unit: 'seconds', count: whole }
    : { unit: 'minutes', count: Math.ceil(whole / 60) };
}

/** Whole minutes to tell a responder (the PIN box, the shares), at least one. */
export const waitMinutes = (seconds: number): number => Math.max(1, Math.ceil(seconds / 60));
