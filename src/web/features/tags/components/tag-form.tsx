// The create / edit form (SPEC §2 /form-builder, /configure/{tagId}): child name, age, the field list,
// preview (edit mode) and save → /dashboard. Blank fields are not dropped: the shared schema refuses
// them under the input, and the server's field errors land there too.
import { zodResolver } from '@hookform/resolvers/zod';
import { Eye, Save } from 'lucide-react';
import { useForm, type Path } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { routes } from '#shared/paths.ts';
import { tagConfigSchema, type TagForEditing } from '#shared/schemas/tag.ts';
import { formText } from '#shared/text.ts';
import { Button, buttonVariants } from '../../../components/ui/button.tsx';
import { errorMessage, fieldErrorsOf } from '../../../lib/api-request.ts';
import { toast } from '../../../lib/use-toast.ts';
import { useCreateTag } from '../api/create-tag.ts';
import { useUpdateTagConfig } from '../api/update-tag-config.ts';
import { ChildFields } from './child-fields.tsx';
import { FieldsEditor, type TagFormValues } from './fields-editor.tsx';

export function TagForm({ tag, defaults }: { tag?: TagForEditing; defaults: TagFormValues }) {
  const navigate = useNavigate();
  const create = useCreateTag();
  const update = useUpdateTagConfig(tag?.id ?? '');
  const saving = create.isPending || update.isPending;
  const form = useForm<TagFormValues>({ resolver: zodResolver(tagConfigSchema), defaultValues: defaults });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      if (tag) {
        await update.mutateAsync(values);
        toast({ title: formText.saveOkTitle, description: formText.saveOk });
      } else {
        await create.mutateAsync(values);
        toast({ title: formText.createOkTitle, description: formText.createOk });
      }
      navigate(routes.dashboard);
    } catch (error) {
      toast({
        variant: 'destructive',
        title: tag ? formText.saveFailedTitle : formText.createFailedTitle,
        description: errorMessage(error, formText.createFailedFallback),
      });
      for (const [name, messages] of Object.entries(fieldErrorsOf(error))) {
        if (messages[0]) form.setError(name as Path<TagFormValues>, { type: 'server', message: messages[0] });
      }
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-6">
      <ChildFields
        register={form.register}
        errors={errors}
        nameLabel={formText.childNameLabel}
        ageLabel={formText.childAgeLabel}
      />
      <FieldsEditor form={form} />
      <div className="flex flex-wrap justify-end gap-3 border-t border-gray-200 pt-4">
        {tag && (
          <a className={buttonVariants({ variant: 'outline' })} href={routes.publicTag(tag.uniqueCode)}>
            <Eye aria-hidden="true" />
            {formText.preview}
          </a>
        )}
        <Button type="submit" disabled={saving}>
          <Save aria-hidden="true" />
          {saving ? formText.saving : formText.save}
        </Button>
      </div>
    </form>
  );
}
