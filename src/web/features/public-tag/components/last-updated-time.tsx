// The footer time: UTC in the server's HTML (the same on every machine, so hydration matches), the
// reader's local time once the page runs in their browser.
import { useSyncExternalStore } from 'react';

const subscribeNever = () => () => undefined;

function formatUtc(date: Date): string {
  return `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

function formatLocal(date: Date): string {
  return new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

export function LastUpdatedTime({ iso }: { iso: string }) {
  const inBrowser = useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return <time dateTime={date.toISOString()}>{inBrowser ? formatLocal(date) : formatUtc(date)}</time>;
}
