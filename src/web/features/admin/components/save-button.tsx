import { commonText } from '#shared/text.ts';
import { Button } from '../../../components/ui/button.tsx';

/** A form's submit button: 'Saving...' and disabled while the save is pending (SPEC §4). */
export function SaveButton({ label, pending }: { label: string; pending: boolean }) {
  return (
    <Button type="submit" disabled={pending}>
      {pending ? commonText.saving : label}
    </Button>
  );
}
