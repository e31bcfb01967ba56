// Issue 34: the optional birth month (names in the page's language) and year beside the age. When
// both are filled the age is computed from them (ChildFields shows it read-only).
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { monthNames } from '#shared/i18n/format.ts';
import { useLocale, useT } from '../../../i18n/i18n-context.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import type { TagFormValues } from './fields-editor.tsx';

/** An empty choice is "not given" (null); anything else a number, which the shared schema checks. */
const numberOrNull = (value: unknown) =>
  value === '' || value === null || value === undefined ? null : Number(value);

export function BirthFields({
  register,
  errors,
}: {
  register: UseFormRegister<TagFormValues>;
  errors: FieldErrors<TagFormValues>;
}) {
  const t = useT();
  const language = useLocale();
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-1 text-sm font-medium text-gray-900">{t('form.birthLegend')}</legend>
      <div className="grid grid-cols-2 gap-3">
        <FormField label={t('form.birthMonthLabel')} error={errors.birthMonth?.message}>
          <Select {...register('birthMonth', { setValueAs: numberOrNull })}>
            <option value="">{t('form.birthMonthNone')}</option>
            {monthNames(language).map((name, index) => (
              <option key={name} value={index + 1}>
                {name}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label={t('form.birthYearLabel')} error={errors.birthYear?.message}>
          <Input
            type="number"
            inputMode="numeric"
            autoComplete="off"
            {...register('birthYear', { setValueAs: numberOrNull })}
          />
        </FormField>
      </div>
    </fieldset>
  );
}
