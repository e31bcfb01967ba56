// The create form's first field (issue 29): the printed code of the bracelet that will carry the new
// profile, typed as on /activate. Optional: without one the profile is card-only, said plainly.
import { Info } from 'lucide-react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { activateText, formText } from '#shared/text.ts';
import { FormField } from '../../../components/ui/form-field.tsx';
import { TagCodeInput } from './tag-code-input.tsx';

export function BraceletCodeField({
  registration,
  error,
}: {
  registration: UseFormRegisterReturn<'uniqueCode'>;
  error?: string;
}) {
  return (
    <div className="grid gap-3">
      <FormField label={formText.braceletCodeLabel} error={error} hint={formText.noCodeHint}>
        <TagCodeInput registration={registration} data-testid="bracelet-code" />
      </FormField>
      <div className="flex gap-3 rounded-lg bg-blue-50 p-4 text-sm text-blue-900">
        <Info className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
        <p>
          <strong>{activateText.hintTitle}</strong> {activateText.hint}
        </p>
      </div>
    </div>
  );
}
