// The footer time in the responder's language (Intl): UTC in the server's HTML (the same on every
// machine and in the cached page), the reader's local time once the page's island (islands/local-time.ts)
// has run.
import { formatDateTime } from '#shared/i18n/format-date.ts';
import { useLocale } from '../../../i18n/i18n-context.tsx';

/** The attribute of the times the island writes again in the reader's own zone. */
export const LOCAL_TIME = 'data-local-time';

type Props = {
  iso: string;
  /** The server's rendering of `iso` in UTC; without it, it is formatted here (in UTC too). */
  serverText?: string;
};

export function LastUpdatedTime({ iso, serverText }: Props) {
  const language = useLocale();
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  const text = serverText ?? formatDateTime(date, language, { timeZone: 'UTC' });
  return (
    <time dateTime={date.toISOString()} {...{ [LOCAL_TIME]: '' }}>
      {text}
    </time>
  );
}
