// The page's error answer: an unknown or inactive code, or too many look-ups. A responder cannot
// 'contact the tag owner', so the emergency number is one tap away here too.
import { typedCodePaths } from '#shared/paths.ts';
import type { ResponderPageSettings } from '../public-tag-state.ts';
import { CallButtons } from './call-buttons.tsx';
import { PublicTagLayout } from './public-tag-layout.tsx';

type Props = {
  message: string;
  settings: ResponderPageSettings;
  /** A second line under the message (the database is away: try again in a moment). */
  detail?: string;
};

export function PublicTagNotice({ message, settings, detail }: Props) {
  return (
    <PublicTagLayout settings={settings}>
      <p
        role="alert"
        className="mt-4 rounded-lg border-l-8 border-red-700 bg-red-50 p-4 text-lg text-red-900"
      >
        {message}
      </p>
      {detail && <p className="mt-2 text-lg text-gray-900">{detail}</p>}
      <CallButtons emergencyNumber={settings.emergencyNumber} />
      {/* A mistyped or misread code: back to typing it, in the same language (a plain link, no script). */}
      <p className="mt-4">
        <a
          href={`${typedCodePaths.page}?lang=${settings.language}`}
          className="font-semibold text-blue-800 underline underline-offset-2"
        >
          {settings.t('responder.notices.enterCode')}
        </a>
      </p>
    </PublicTagLayout>
  );
}
