// Child name and age inputs shared by the tag form and the wizard. The age falls back to 1 on
// non-numeric input (SPEC §5), except where it may stay not set (the configure form): there an
// empty input is null, so saving a just-activated tag does not invent an age.
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { CHILD_AGE_MAX, CHILD_AGE_MIN } from '#shared/constants.ts';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import type { TagFormValues } from './fields-editor.tsx';

export function ageFromInput(value: unknown): number {
  const age = Number.parseInt(String(value), 10);
  return Number.isNaN(age) ? CHILD_AGE_MIN : age;
}

/** The configure form's reading: an empty input is "not set". */
export function optionalAgeFromInput(value: unknown): number | null {
  return value === '' || value === null || value === undefined ? null : ageFromInput(value);
}

export function ChildFields({
  register,
  errors,
  nameLabel,
  ageLabel,
  ageOptional = false,
}: {
  register: UseFormRegister<TagFormValues>;
  errors: FieldErrors<TagFormValues>;
  nameLabel: string;
  ageLabel: string;
  /** Empty means not set (null) instead of SPEC's fallback to 1. */
  ageOptional?: boolean;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-[1fr_8rem]">
      <FormField label={nameLabel} error={errors.childName?.message}>
        <Input autoComplete="off" {...register('childName')} />
      </FormField>
      <FormField label={ageLabel} error={errors.childAge?.message}>
        <Input
          type="number"
          inputMode="numeric"
          min={CHILD_AGE_MIN}
          max={CHILD_AGE_MAX}
          {...register('childAge', { setValueAs: ageOptional ? optionalAgeFromInput : ageFromInput })}
        />
      </FormField>
    </div>
  );
}
