import { Button } from '../../../components/ui/button.tsx';
import { useT } from '../../../i18n/i18n-context.tsx';

/** A form's submit button: 'Saving...' and disabled while the save is pending (SPEC §4). */
export function SaveButton({ label, pending }: { label: string; pending: boolean }) {
  const t = useT();
  return (
    <Button type="submit" disabled={pending}>
      {pending ? t('common.saving') : label}
    </Button>
  );
}
