// The page's error answer: an unknown or inactive code, or too many look-ups.
import { PublicTagLayout } from './public-tag-layout.tsx';

export function PublicTagNotice({ message, supportEmail }: { message: string; supportEmail: string }) {
  return (
    <PublicTagLayout supportEmail={supportEmail}>
      <p
        role="alert"
        className="mt-4 rounded-lg border-l-8 border-red-700 bg-red-50 p-4 text-lg text-red-900"
      >
        {message}
      </p>
    </PublicTagLayout>
  );
}
