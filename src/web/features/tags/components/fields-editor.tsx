// The dynamic list of emergency fields (SPEC §2): 'n / 10 fields used', add (disabled at 10), the
// seven quick-add templates, remove only while more than one field exists. Errors under each input.
// A template fills the first empty field before adding one, so the create form's empty Field 1 never
// has to be found and deleted before saving. The protection hint shows once, under the
// heading, and every visibility choice points to it (it used to repeat under each field).
import { Plus, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { FIELDS_MAX } from '#shared/constants.ts';
import { useT } from '../../../i18n/i18n-context.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { defaultVisibility, emptyField, type FormField as FieldValues } from '../lib/fields.ts';
import { resolveMessage } from '#shared/message-ref.ts';

/** The values both tag forms share (the tag form and the wizard's configuration step). */
/** Quick-add titles, inserted in the parent's language (title-match.ts recognises them all). */
const QUICK_ADD_KEYS = [
  'emergencyContact',
  'homeAddress',
  'allergies',
  'bloodType',
  'medications',
  'doctorInfo',
  'specialNotes',
] as const;

export type TagFormValues = {
  childName: string;
  childAge: number | null;
  /** Issue 34: optional, both or neither; the age is then computed from them. */
  birthMonth?: number | null;
  birthYear?: number | null;
  fields: FieldValues[];
  /** Issue 29: the create form's bracelet code (blank: a card-only profile). */
  uniqueCode?: string;
};

/** Title and content both blank: nothing the parent typed would be lost by filling it. */
const isEmpty = (field: FieldValues) => field.title.trim() === '' && field.content.trim() === '';

/** Either form's values after the schema (the wizard's age is always a number) do not matter here. */
export function FieldsEditor<Checked extends object>({
  form,
}: {
  form: UseFormReturn<TagFormValues, unknown, Checked>;
}) {
  const t = useT();
  const { control, register, getValues, setValue, setFocus } = form;
  const { errors } = form.formState;
  const { fields, append, remove } = useFieldArray({ control, name: 'fields' });
  const full = fields.length >= FIELDS_MAX;
  const visibilityHintId = useId();

  const addTemplate = (template: string) => {
    const empty = getValues('fields').findIndex(isEmpty);
    if (empty === -1) {
      append(emptyField(template), { focusName: `fields.${fields.length}.content` });
      return;
    }
    setValue(`fields.${empty}.title`, template, {
      shouldDirty: true,
      shouldValidate: form.formState.isSubmitted,
    });
    followTitle(empty, template);
    setFocus(`fields.${empty}.content`);
  };
  /** Until the parent picks a field's visibility, it follows the title (the title's default). */
  const followTitle = (index: number, title: string) => {
    if (getValues(`fields.${index}.visibilityChosen`)) return;
    setValue(`fields.${index}.visibility`, defaultVisibility(title), { shouldDirty: true });
  };
  const listMessage = errors.fields?.root?.message ?? errors.fields?.message;
  const listError = listMessage ? resolveMessage(listMessage, t) : undefined;

  return (
    <section aria-labelledby="fields-heading" className="grid gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="fields-heading" className="text-lg font-semibold text-gray-900">
          {t('form.fieldsHeading')}
        </h2>
        <p className="text-sm text-gray-600" data-testid="fields-counter" aria-live="polite">
          {t('form.fieldsUsed', { n: fields.length, max: FIELDS_MAX })}
        </p>
      </div>
      <p id={visibilityHintId} className="text-sm text-gray-600" data-testid="visibility-hint">
        {t('form.visibilityHint')}
      </p>

      <ol className="grid gap-4">
        {fields.map((field, index) => (
          <li key={field.id}>
            <fieldset className="relative grid gap-3 rounded-lg border border-gray-200 p-4">
              <legend className="float-left text-sm font-semibold text-gray-700">
                {t('form.fieldLegend', { n: index + 1 })}
              </legend>
              {fields.length > 1 && (
                <Button
                  variant="ghost"
                  size="icon"
                  className="absolute right-2 top-2"
                  onClick={() => remove(index)}
                  aria-label={`${t('form.removeField')} ${index + 1}`}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              )}
              <FormField label={t('form.fieldTitleLabel')} error={errors.fields?.[index]?.title?.message}>
                <Input
                  {...register(`fields.${index}.title`, {
                    onChange: (event: { target: { value: string } }) =>
                      followTitle(index, event.target.value),
                  })}
                />
              </FormField>
              <FormField label={t('form.fieldContentLabel')} error={errors.fields?.[index]?.content?.message}>
                <Textarea rows={2} {...register(`fields.${index}.content`)} />
              </FormField>
              <FormField label={t('form.visibilityLabel')}>
                <Select
                  aria-describedby={visibilityHintId}
                  data-testid={visibilityTestId(index)}
                  {...register(`fields.${index}.visibility`, {
                    onChange: () => setValue(`fields.${index}.visibilityChosen`, true),
                  })}
                >
                  <option value="public">{t('form.visibilityPublic')}</option>
                  <option value="protected">{t('form.visibilityProtected')}</option>
                </Select>
              </FormField>
            </fieldset>
          </li>
        ))}
      </ol>

      {listError && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {listError}
        </p>
      )}

      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={() => append(emptyField())} disabled={full}>
          <Plus aria-hidden="true" />
          {t('form.addField')}
        </Button>
      </div>

      <div className="grid gap-2">
        <h3 className="text-sm font-medium text-gray-700">{t('form.quickAdd')}</h3>
        <ul className="flex flex-wrap gap-2">
          {QUICK_ADD_KEYS.map((key) => t(`fieldTemplates.${key}`)).map((template) => (
            <li key={template}>
              <Button variant="secondary" size="sm" onClick={() => addTemplate(template)} disabled={full}>
                <Plus aria-hidden="true" />
                {template}
              </Button>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** The e2e specs find each visibility select by its position. */
const visibilityTestId = (index: number) => `field-visibility-${index}`;
