// A landing-page text an admin can edit in place (SPEC §1, §4): view → edit (pre-filled with the
// current or default text) → Save (PUT /api/content) or Cancel. Everyone else gets the bare text.
import { endpointRef } from '#shared/endpoints/endpoint.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Check, Pencil, X } from 'lucide-react';
import { useId, useState, type ElementType } from 'react';
import type * as endpoints from '#shared/endpoints/content.ts';
import { textKeyOfSiteSection } from '#shared/landing-texts.ts';
import { useAdminCheck } from '../api/admin-check.ts';
import { useTranslatedLanguage } from '../api/landing-texts.ts';
import { useLabel, useT } from '../i18n/i18n-context.tsx';
import { call } from '../lib/call.ts';
import { toastFailure } from '../lib/use-endpoint-mutation.ts';
import { toast } from '../lib/use-toast.ts';
import { Button } from './ui/button.tsx';
import { Input } from './ui/input.tsx';
import { Textarea } from './ui/textarea.tsx';

// The landing page loads no zod: its contracts are named by their method and path.
const updateContent = endpointRef<typeof endpoints.updateContent>('PUT', '/api/content');
const saveTranslations = endpointRef<typeof endpoints.saveLandingTranslations>(
  'PUT',
  '/api/admin/landing-translations/:language',
);

export type EditableTextProps = {
  /** site_content key, e.g. 'hero_subtitle'. */
  section: string;
  /** The current text (from the embedded landing data) or the default. */
  value: string;
  as?: ElementType;
  className?: string;
  multiline?: boolean;
};

export function EditableText(props: EditableTextProps) {
  const { isAdmin } = useAdminCheck();
  const { value, as: Tag = 'span', className } = props;
  if (!isAdmin) return <Tag className={className}>{value}</Tag>;
  return <AdminEditableText {...props} />;
}

function AdminEditableText({ section, value, as: Tag = 'span', className, multiline }: EditableTextProps) {
  const t = useT();
  const label = useLabel();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(value);
  const inputId = useId();
  // The pencil edits the language the page is shown in: the shop's default through SPEC's
  // call, another language through the admin's landing-translations call.
  const translatedLanguage = useTranslatedLanguage();
  const textKey = textKeyOfSiteSection(section);
  const save = useMutation({
    mutationFn: async (content: string) => {
      if (translatedLanguage && textKey) {
        const body = { texts: { [textKey]: content } };
        await call(saveTranslations, { params: { language: translatedLanguage }, body });
      } else {
        await call(updateContent, { body: { section, content } });
      }
    },
    onSuccess: async () => {
      setEditing(false);
      toast({ title: t('admin.contentUpdatedTitle'), description: t('admin.contentUpdated') });
      // SPEC §4: after any admin save every cached read is refreshed.
      await queryClient.invalidateQueries();
    },
    onError: (error) =>
      toastFailure(t, error, {
        title: 'admin.contentUpdateFailedTitle',
        fallback: 'admin.contentUpdateFailedTitle',
      }),
  });

  if (!editing) {
    return (
      <Tag className={className}>
        {value}
        <button
          type="button"
          className="ml-2 inline-flex h-8 w-8 items-center justify-center rounded-md align-middle text-gray-500 hover:bg-gray-100 hover:text-gray-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-red-600"
          aria-label={`${t('admin.edit')} ${section}`}
          onClick={() => {
            setDraft(value);
            setEditing(true);
          }}
        >
          <Pencil className="h-4 w-4" aria-hidden="true" />
        </button>
      </Tag>
    );
  }

  const Field = multiline ? Textarea : Input;
  // Only phrasing content inside Tag: the text may sit in an <h1>, a <p> or a <span>.
  return (
    <Tag className={className}>
      <span className="flex w-full flex-col gap-2 text-left text-base font-normal text-gray-900">
        <label htmlFor={inputId} className="text-sm font-medium text-gray-800">
          {`${label(t('admin.edit'))} ${section}`}
        </label>
        <Field
          id={inputId}
          value={draft}
          autoFocus
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape') setEditing(false);
            if (event.key === 'Enter' && !multiline) {
              event.preventDefault();
              save.mutate(draft);
            }
          }}
        />
        <span className="flex gap-2">
          <Button size="sm" disabled={save.isPending} onClick={() => save.mutate(draft)}>
            <Check aria-hidden="true" />
            {save.isPending ? t('common.saving') : t('admin.save')}
          </Button>
          <Button size="sm" variant="outline" disabled={save.isPending} onClick={() => setEditing(false)}>
            <X aria-hidden="true" />
            {t('admin.cancel')}
          </Button>
        </span>
      </span>
    </Tag>
  );
}
