// The browser's IANA time zone, sent with registration and sign-in so that scan alerts
// show the parent's local time. Left out (the server keeps what it has) when the browser reports none
// the shared schema accepts.
import { timeZoneSchema } from '#shared/schemas/time-zone.ts';

export function browserTimeZone(): string | undefined {
  let zone: unknown;
  try {
    zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
  const parsed = timeZoneSchema.safeParse(zone);
  return parsed.success ? parsed.data : undefined;
}
