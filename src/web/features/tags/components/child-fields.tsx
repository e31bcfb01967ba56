// Child name and age inputs shared by the tag form and the wizard. The age falls back to 1 on
// non-numeric input (SPEC §5), except where it may stay not set (the configure form): there an
// empty input is null, so saving a just-activated tag does not invent an age. With a birth month and
// year (issue 34) the age input gives way to the computed age, read-only, and a line saying it
// follows the birthdays by itself.
import { useWatch, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { CHILD_AGE_MAX, CHILD_AGE_MIN } from '#shared/constants.ts';
import { useT } from '../../../i18n/i18n-context.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { formBirthAge } from '../lib/birth-age.ts';
import { BirthFields } from './birth-fields.tsx';
import type { TagFormValues } from './fields-editor.tsx';

export function ageFromInput(value: unknown): number {
  const age = Number.parseInt(String(value), 10);
  return Number.isNaN(age) ? CHILD_AGE_MIN : age;
}

/** The configure form's reading: an empty input is "not set". */
export function optionalAgeFromInput(value: unknown): number | null {
  return value === '' || value === null || value === undefined ? null : ageFromInput(value);
}

const AGE_HINT_ID = 'age-from-birth-hint';

export function ChildFields({
  register,
  control,
  errors,
  nameLabel,
  ageLabel,
  ageOptional = false,
}: {
  register: UseFormRegister<TagFormValues>;
  control: Control<TagFormValues>;
  errors: FieldErrors<TagFormValues>;
  nameLabel: string;
  ageLabel: string;
  /** Empty means not set (null) instead of SPEC's fallback to 1. */
  ageOptional?: boolean;
}) {
  const t = useT();
  const [birthMonth, birthYear] = useWatch({ control, name: ['birthMonth', 'birthYear'] });
  const birthAge = formBirthAge({ birthMonth, birthYear });
  return (
    <div className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-[1fr_8rem]">
        <FormField label={nameLabel} error={errors.childName?.message}>
          <Input autoComplete="off" {...register('childName')} />
        </FormField>
        {birthAge === null ? (
          <FormField label={ageLabel} error={errors.childAge?.message}>
            <Input
              type="number"
              inputMode="numeric"
              min={CHILD_AGE_MIN}
              max={CHILD_AGE_MAX}
              {...register('childAge', { setValueAs: ageOptional ? optionalAgeFromInput : ageFromInput })}
            />
          </FormField>
        ) : (
          <FormField label={t('form.ageFromBirth')}>
            <Input readOnly value={birthAge} className="bg-gray-100" aria-describedby={AGE_HINT_ID} />
          </FormField>
        )}
      </div>
      <BirthFields register={register} errors={errors} />
      {birthAge !== null && (
        <p id={AGE_HINT_ID} className="rounded-md bg-blue-50 p-3 text-sm text-blue-900">
          {t('form.ageFromBirthHint', { age: birthAge })}
        </p>
      )}
    </div>
  );
}
