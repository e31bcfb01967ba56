// The create / edit form (SPEC §2 /form-builder, /configure/{tagId}): child name, age, the field list,
// preview (edit mode) and save → /dashboard. Blank fields are not dropped: the shared schema refuses
// them under the input, and the server's field errors land there too. Preview opens the saved page in
// a new tab, so what is typed here stays; leaving with unsaved changes asks first (decision 005).
// The create form starts with the bracelet's printed code: a refused code says why under it.
import { zodResolver } from '@hookform/resolvers/zod';
import { Eye, Save } from 'lucide-react';
import type { FormEvent } from 'react';
import { useForm, type Path } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { routes } from '#shared/paths.ts';
import { tagConfigSchema, tagCreateSchema, type TagForEditing } from '#shared/schemas/tag.ts';
import { useT } from '../../../i18n/i18n-context.tsx';
import { Button, buttonVariants } from '../../../components/ui/button.tsx';
import { ApiError, errorMessage, fieldErrorsOf } from '../../../lib/api-request.ts';
import { useUnsavedChangesGuard } from '../../../lib/unsaved-changes.ts';
import { toastFailure } from '../../../lib/use-endpoint-mutation.ts';
import { toast } from '../../../lib/use-toast.ts';
import { useCreateTag } from '../api/create-tag.ts';
import { useUpdateTagConfig } from '../api/update-tag-config.ts';
import { BraceletCodeField } from './bracelet-code-field.tsx';
import { ChildFields } from './child-fields.tsx';
import { ConsentCheckbox, useConsent } from './consent-checkbox.tsx';
import { withBirthAge } from '../lib/birth-age.ts';
import { FieldsEditor, type TagFormValues } from './fields-editor.tsx';

/** The answers about the code itself: 404 unknown or taken, 409 already configured, 429 too many tries. */
const CODE_REFUSALS = [404, 409, 429];

export function TagForm({ tag, defaults }: { tag?: TagForEditing; defaults: TagFormValues }) {
  const t = useT();
  const navigate = useNavigate();
  const create = useCreateTag();
  const update = useUpdateTagConfig(tag?.id ?? '');
  const saving = create.isPending || update.isPending;
  const form = useForm<TagFormValues>({
    resolver: zodResolver(tag ? tagConfigSchema : tagCreateSchema),
    defaultValues: defaults,
  });
  const { errors, isDirty } = form.formState;
  const guard = useUnsavedChangesGuard(isDirty);
  const consent = useConsent();

  const submit = form.handleSubmit(async (raw) => {
    if (!consent.confirm()) return;
    const values = { ...withBirthAge(raw), ...consent.body() };
    try {
      if (tag) {
        await update.mutateAsync(values);
        toast({ title: t('form.saveOkTitle'), description: t('form.saveOk') });
      } else {
        await create.mutateAsync(values);
        toast({ title: t('form.createOkTitle'), description: t('form.createOk') });
      }
      consent.recorded();
      guard.release();
      navigate(routes.dashboard);
    } catch (error) {
      toastFailure(t, error, {
        title: tag ? 'form.saveFailedTitle' : 'form.createFailedTitle',
        fallback: 'form.createFailedFallback',
      });
      // The bracelet's code was unknown, someone else's, already configured, or over the limit.
      if (!tag && values.uniqueCode && error instanceof ApiError && CODE_REFUSALS.includes(error.status)) {
        // Focused: on a phone the box is a screen above Save, and the reason is under it.
        form.setError(
          'uniqueCode',
          { type: 'server', message: errorMessage(error, t('form.createFailedFallback')) },
          { shouldFocus: true },
        );
      }
      for (const [name, messages] of Object.entries(fieldErrorsOf(error))) {
        if (messages[0]) form.setError(name as Path<TagFormValues>, { type: 'server', message: messages[0] });
      }
    }
  });

  /** The consent's message shows on a save with the box unticked, whatever else is wrong. */
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    consent.confirm();
    return submit(event);
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-6">
      {!tag && (
        <BraceletCodeField registration={form.register('uniqueCode')} error={errors.uniqueCode?.message} />
      )}
      <ChildFields
        register={form.register}
        control={form.control}
        errors={errors}
        nameLabel={t('form.childNameLabel')}
        ageLabel={t('form.childAgeLabel')}
        ageOptional={Boolean(tag)}
      />
      <FieldsEditor form={form} />
      <ConsentCheckbox consent={consent} />
      <div className="flex flex-wrap items-center justify-end gap-3 border-t border-gray-200 pt-4">
        {tag && isDirty && (
          <p id="preview-saved-only" className="text-sm text-gray-600">
            {t('form.previewSavedOnly')}
          </p>
        )}
        {tag && (
          // The page as a responder sees it, beside this form: nothing typed here is lost.
          <a
            className={buttonVariants({ variant: 'outline' })}
            href={routes.publicTagAsResponder(tag.uniqueCode)}
            target="_blank"
            rel="noopener"
            aria-describedby={isDirty ? 'preview-saved-only' : undefined}
          >
            <Eye aria-hidden="true" />
            {t('form.preview')}
            <span className="sr-only"> {t('form.newTab')}</span>
          </a>
        )}
        <Button type="submit" disabled={saving}>
          <Save aria-hidden="true" />
          {saving ? t('form.saving') : t('form.save')}
        </Button>
      </div>
    </form>
  );
}
