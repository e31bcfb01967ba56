// /form-builder (create) and /configure/{tagId} (edit) (SPEC §2): one screen, edit mode when a tagId
// is present. Edit mode loads the tag and shows its code.
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { CHILD_AGE_DEFAULT_FORM } from '#shared/constants.ts';
import type { TagForEditing } from '#shared/schemas/tag.ts';
import { useLabel, useT } from '../../i18n/i18n-context.tsx';
import { LoadingScreen } from '../../components/layout/loading-screen.tsx';
import { Card, CardContent, CardHeader } from '../../components/ui/card.tsx';
import { useTagForEditing } from './api/tag.ts';
import type { TagFormValues } from './components/fields-editor.tsx';
import { TagForm } from './components/tag-form.tsx';
import { emptyField } from './lib/fields.ts';

const CREATE_DEFAULTS: TagFormValues = {
  uniqueCode: '',
  childName: '',
  childAge: CHILD_AGE_DEFAULT_FORM,
  birthMonth: null,
  birthYear: null,
  fields: [emptyField()],
};

function editDefaults(tag: TagForEditing): TagFormValues {
  return {
    childName: tag.childName ?? '',
    // Not set stays empty: the dashboard says 'Age not set', the form does not say 1.
    childAge: tag.childAge,
    birthMonth: tag.birthMonth,
    birthYear: tag.birthYear,
    fields:
      tag.fields.length > 0
        ? tag.fields.map((field) => ({ ...field, visibilityChosen: true }))
        : [emptyField()],
  };
}

function FormCard({ heading, code, children }: { heading: string; code?: string; children: ReactNode }) {
  const t = useT();
  const label = useLabel();
  return (
    <section className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
      <Card>
        <CardHeader>
          <h1 className="text-2xl font-bold text-gray-900">{heading}</h1>
          {code && (
            <p className="text-sm text-gray-600">
              {label(t('form.tagCode'))}{' '}
              <span className="font-mono font-semibold text-gray-900" data-testid="tag-code">
                {code}
              </span>
            </p>
          )}
        </CardHeader>
        <CardContent>{children}</CardContent>
      </Card>
    </section>
  );
}

export default function TagFormPage() {
  const t = useT();
  const { tagId } = useParams();
  const tag = useTagForEditing(tagId);

  if (!tagId) {
    return (
      <FormCard heading={t('form.createHeading')}>
        <TagForm defaults={CREATE_DEFAULTS} />
      </FormCard>
    );
  }
  if (tag.isLoading) return <LoadingScreen label={t('form.loading')} />;
  if (!tag.data) {
    return (
      <FormCard heading={t('form.editHeading')}>
        <p role="alert" className="text-gray-700">
          {t('form.notFound')}
        </p>
      </FormCard>
    );
  }
  return (
    <FormCard heading={t('form.editHeading')} code={tag.data.uniqueCode}>
      <TagForm key={tag.data.id} tag={tag.data} defaults={editDefaults(tag.data)} />
    </FormCard>
  );
}
