// Under the lost-mode message box: a live count, and when the message is too long, by how much.
// The box keeps a longer paste whole (no maxLength cut); the notice is polite so a screen reader hears
// it once, not on every keystroke.
import { LOST_MESSAGE_MAX_LENGTH } from '#shared/schemas/lost-mode.ts';
import { useT } from '../../../i18n/i18n-context.tsx';

export function LostMessageLength({ length }: { length: number }) {
  const t = useT();
  const extra = length - LOST_MESSAGE_MAX_LENGTH;
  return (
    <>
      <span data-testid="lost-message-count" className={extra > 0 ? 'font-semibold text-red-700' : undefined}>
        {t('lostMode.messageCount', { length, max: LOST_MESSAGE_MAX_LENGTH })}
      </span>
      <span aria-live="polite" className="block text-sm font-semibold text-red-700 empty:hidden">
        {extra > 0 ? t('lostMode.messageOver', { extra }) : ''}
      </span>
    </>
  );
}
