// The dashboard card's lost-mode control: "Lost mode" opens the dialog; while lost, the
// card says until when, with a button that ends it (the message in two lines at most: the card stays
// readable at a glance; the public page shows it whole). The server decides whether a tag is still lost
// (lost_until > now on its clock), so the card never guesses from the browser's clock.
import { Siren } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { formatDateTime } from '#shared/i18n/format.ts';
import { keepOnOneLine } from '#shared/phone-rules.ts';
import type { LostMode } from '#shared/schemas/lost-mode.ts';
import { Button } from '../../../components/ui/button.tsx';
import { useEndLostMode } from '../api/end-lost-mode.ts';
import { EndLostModeDialog } from './end-lost-mode-dialog.tsx';
import { LostModeDialog } from './lost-mode-dialog.tsx';
import { useLocale, useT } from '../../../i18n/i18n-context.tsx';

export function LostModeControl({ tagId, lost }: { tagId: string; lost: LostMode | null }) {
  const t = useT();
  const language = useLocale();
  const [open, setOpen] = useState(false);
  const [ending, setEnding] = useState(false);
  // Switching on or off replaces the focused button: focus goes to the one that takes its place, not
  // to the top of the page (a keyboard user would have to find the card again).
  // The state whose button gets focus once it shows (the re-read tag list may arrive after the answer).
  const [focusWhenLost, setFocusWhenLost] = useState<boolean | null>(null);
  const end = useEndLostMode(tagId);
  const confirmEnd = () =>
    end.mutate(undefined, {
      onSuccess: () => {
        setEnding(false);
        setFocusWhenLost(false);
      },
    });
  const nextButton = useRef<HTMLButtonElement>(null);
  const isLost = lost !== null;
  useEffect(() => {
    if (focusWhenLost === null || focusWhenLost !== isLost) return;
    nextButton.current?.focus();
    setFocusWhenLost(null);
  }, [isLost, focusWhenLost]);
  if (lost) {
    return (
      <div
        className="grid gap-1.5 rounded-lg border-2 border-amber-500 bg-amber-50 p-2.5 text-gray-900"
        data-testid="lost-mode"
      >
        <p className="flex items-center gap-2 text-sm font-semibold">
          <Siren className="h-4 w-4 text-amber-800" aria-hidden="true" />
          {t('lostMode.lostUntil', { time: formatDateTime(language, new Date(lost.until)) })}
        </p>
        {/* Line breaks as the parent wrote them, as on the public page. */}
        <p className="line-clamp-2 text-sm whitespace-pre-line wrap-anywhere" data-testid="lost-message">
          {lost.message}
        </p>
        {/* The number and the way out side by side: the card stays short. */}
        {/* A longer wording (Italian, German) puts the button under the number rather than squeeze it. */}
        <div className="flex flex-wrap items-end justify-between gap-2">
          <p className="min-w-0 flex-1 basis-40 text-sm font-semibold wrap-anywhere" data-testid="lost-phone">
            {t('lostMode.callsNumber', { phone: keepOnOneLine(lost.phone) })}
          </p>
          <Button
            variant="outline"
            size="sm"
            className="shrink-0"
            ref={nextButton}
            aria-haspopup="dialog"
            onClick={() => setEnding(true)}
          >
            {t('lostMode.end')}
          </Button>
        </div>
        {ending && (
          <EndLostModeDialog
            pending={end.isPending}
            onConfirm={confirmEnd}
            onClose={() => setEnding(false)}
          />
        )}
      </div>
    );
  }
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        className="justify-self-start"
        ref={nextButton}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <Siren aria-hidden="true" />
        {t('lostMode.open')}
      </Button>
      {open && (
        <LostModeDialog
          tagId={tagId}
          onClose={() => setOpen(false)}
          onStarted={() => setFocusWhenLost(true)}
        />
      )}
    </>
  );
}
