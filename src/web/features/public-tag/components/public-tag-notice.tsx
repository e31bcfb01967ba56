// The page's error answer: an unknown or inactive code, or too many look-ups. A responder cannot
// 'contact the tag owner', so the emergency number is one tap away here too (issue 15).
import type { ResponderPageSettings } from '../public-tag-state.ts';
import { CallButtons } from './call-buttons.tsx';
import { PublicTagLayout } from './public-tag-layout.tsx';

export function PublicTagNotice({ message, settings }: { message: string; settings: ResponderPageSettings }) {
  return (
    <PublicTagLayout settings={settings}>
      <p
        role="alert"
        className="mt-4 rounded-lg border-l-8 border-red-700 bg-red-50 p-4 text-lg text-red-900"
      >
        {message}
      </p>
      <CallButtons emergencyNumber={settings.emergencyNumber} />
    </PublicTagLayout>
  );
}
