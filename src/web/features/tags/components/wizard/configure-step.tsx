// Wizard step 3 (SPEC §2, §5): child name, age (default 5) and fields; blank fields are dropped and at
// least one complete field is required ('Missing Information'). Success opens the public page inside
// the app, where SPEC §8's toast stays in view (decision 018).
import { zodResolver } from '@hookform/resolvers/zod';
import type { FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { CHILD_AGE_DEFAULT_WIZARD, CHILD_AGE_MIN, FIELDS_MAX } from '#shared/constants.ts';
import { messageRef } from '#shared/message-ref.ts';
import { routes } from '#shared/paths.ts';
import {
  birthSchemas,
  childAgeSchema,
  FIELD_VISIBILITIES,
  wizardActivateSchema,
} from '#shared/schemas/tag.ts';
import { useT } from '../../../../i18n/i18n-context.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { showServerFieldErrors } from '../../../../lib/form-errors.ts';
import { toastFailure } from '../../../../lib/use-endpoint-mutation.ts';
import { toast } from '../../../../lib/use-toast.ts';
import { useActivateBracelet } from '../../api/activate-bracelet.ts';
import { withBirthAge } from '../../lib/birth-age.ts';
import { dropBlankFields, emptyField } from '../../lib/fields.ts';
import { ChildFields } from '../child-fields.tsx';
import { ConsentCheckbox, useConsent } from '../consent-checkbox.tsx';
import { FieldsEditor, type TagFormValues } from '../fields-editor.tsx';
import { WizardBanner } from './wizard-banner.tsx';

/**
 * Child data as the server checks it; the fields are only counted here (blank ones are dropped). The
 * age input here always gives a number (SPEC's fallback); the shared form type also allows the
 * configure form's "not set", so a null would read as that fallback too.
 */
const configureSchema = wizardActivateSchema.pick({ childName: true }).extend({
  childAge: childAgeSchema.nullable().transform((age) => age ?? CHILD_AGE_MIN),
  ...birthSchemas,
  fields: z
    .array(
      z.object({ title: z.string(), content: z.string(), visibility: z.enum(FIELD_VISIBILITIES).optional() }),
    )
    .max(FIELDS_MAX, messageRef('validation.fieldsMax')),
});

const DEFAULTS: TagFormValues = {
  childName: '',
  childAge: CHILD_AGE_DEFAULT_WIZARD,
  birthMonth: null,
  birthYear: null,
  fields: [emptyField()],
};

/** `physicalId` keys the page's bracelet query; `stored` is sent, so the claim finds the row shown (decision 015). */
export function ConfigureStep({ physicalId, stored }: { physicalId: string; stored: string }) {
  const t = useT();
  const activate = useActivateBracelet(physicalId);
  const navigate = useNavigate();
  const form = useForm<TagFormValues, unknown, z.output<typeof configureSchema>>({
    resolver: zodResolver(configureSchema),
    defaultValues: DEFAULTS,
  });
  const { errors } = form.formState;
  const consent = useConsent();

  const submit = form.handleSubmit(async (values) => {
    const fields = dropBlankFields(values.fields);
    if (fields.length === 0) {
      toast({ variant: 'destructive', title: t('wizard.missingTitle'), description: t('wizard.missing') });
      return;
    }
    if (!consent.confirm()) return;
    try {
      const body = { ...withBirthAge(values), physicalId: stored, fields, ...consent.body() };
      const tag = await activate.mutateAsync(body);
      consent.recorded();
      toast({ title: t('wizard.okTitle'), description: t('wizard.ok') });
      // Client-side, so the toast (the app's, above the routes) is read on the page it announces; a
      // reload or anyone else gets the server's page, which has none. Replace: the wizard is done.
      void navigate(routes.publicTag(tag.uniqueCode), { replace: true });
    } catch (error) {
      toastFailure(t, error, { title: 'activate.failedTitle', fallback: 'activate.failedFallback' });
      // Only the child's details map back: blank fields were dropped, so field indexes differ.
      showServerFieldErrors(error, form.setError, ['childName', 'childAge', 'birthMonth', 'birthYear']);
    }
  });

  /** The consent's message shows on a save with the box unticked, whatever else is wrong. */
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    consent.confirm();
    return submit(event);
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-6">
      <WizardBanner>{t('wizard.activateBanner')}</WizardBanner>
      <ChildFields
        register={form.register}
        control={form.control}
        errors={errors}
        nameLabel={t('wizard.childNameLabel')}
        ageLabel={t('wizard.childAgeLabel')}
      />
      <FieldsEditor form={form} />
      <ConsentCheckbox consent={consent} />
      <Button type="submit" size="lg" disabled={activate.isPending}>
        {activate.isPending ? t('wizard.activatePending') : t('wizard.activateButton')}
      </Button>
    </form>
  );
}
