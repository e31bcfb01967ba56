// The footer time in the responder's language (Intl): UTC in the server's HTML (the same on every
// machine), the reader's local time once the page has settled in their browser. The server's text
// comes with the page's data, so hydration builds no Intl formatter; the local one is built in a task
// of its own after hydration, keeping the page's first script short (the public page's Lighthouse target).
import { useEffect, useState } from 'react';
import { formatDateTime } from '#shared/i18n/format-date.ts';
import { useLocale } from '../../../i18n/i18n-context.tsx';

type Props = {
  iso: string;
  /** The server's rendering of `iso` in UTC; without it (in-app page) the time is formatted here. */
  serverText?: string;
};

export function LastUpdatedTime({ iso, serverText }: Props) {
  const language = useLocale();
  const local = useAfterHydration();
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  const text =
    local || serverText === undefined
      ? formatDateTime(date, language, local ? {} : { timeZone: 'UTC' })
      : serverText;
  return <time dateTime={date.toISOString()}>{text}</time>;
}

/** False while rendering on the server and hydrating; true in a later task of the browser's. */
function useAfterHydration(): boolean {
  const [after, setAfter] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setAfter(true), 0);
    return () => clearTimeout(timer);
  }, []);
  return after;
}
