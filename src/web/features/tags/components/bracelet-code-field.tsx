// The create form's first field: the printed code of the bracelet that will carry the new
// profile, typed as on /activate. Optional: without one the profile is card-only, said plainly.
import { Info } from 'lucide-react';
import { useT } from '../../../i18n/i18n-context.tsx';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '../../../components/ui/form-field.tsx';
import { TagCodeInput } from './tag-code-input.tsx';

export function BraceletCodeField({
  registration,
  error,
}: {
  registration: UseFormRegisterReturn<'uniqueCode'>;
  error?: string;
}) {
  const t = useT();
  return (
    <div className="grid gap-3">
      <FormField label={t('form.braceletCodeLabel')} error={error} hint={t('form.noCodeHint')}>
        <TagCodeInput registration={registration} data-testid="bracelet-code" />
      </FormField>
      <div className="flex gap-3 rounded-lg bg-blue-50 p-4 text-sm text-blue-900">
        <Info className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
        <p>
          <strong>{t('activate.hintTitle')}</strong> {t('activate.hint')}
        </p>
      </div>
    </div>
  );
}
