import { useT } from '../../i18n/i18n-context.tsx';

/** Shown while the signed-in status is unknown (SPEC §2), and as the fallback of lazy pages. */
export function LoadingScreen({ label }: { label?: string }) {
  const t = useT();
  return (
    <div className="flex min-h-[50vh] items-center justify-center" role="status" aria-live="polite">
      <div className="flex flex-col items-center gap-3">
        <div
          className="h-8 w-8 animate-spin rounded-full border-4 border-red-600 border-t-transparent"
          aria-hidden="true"
        />
        <p className="text-gray-700">{label ?? t('common.loading')}</p>
      </div>
    </div>
  );
}
