// The footer time in the responder's language (Intl): UTC in the server's HTML (the same on every
// machine, so hydration matches), the reader's local time once the page runs in their browser.
import { useSyncExternalStore } from 'react';
import { formatDateTime } from '#shared/i18n/format-date.ts';
import { useResponderLanguage } from '../responder-language.tsx';

const subscribeNever = () => () => undefined;

export function LastUpdatedTime({ iso }: { iso: string }) {
  const { language } = useResponderLanguage();
  const inBrowser = useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return (
    <time dateTime={date.toISOString()}>
      {formatDateTime(date, language, inBrowser ? {} : { timeZone: 'UTC' })}
    </time>
  );
}
