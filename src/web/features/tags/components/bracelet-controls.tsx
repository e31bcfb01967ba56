// The bracelet on the tag page. "Move to a new bracelet" (or, for a card-only profile,
// "Link a bracelet": the same move, named for what it does) takes the band's printed code, typed as on
// /activate. "Deactivate" sits apart in the danger zone and asks first: the page stops working at once.
import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowRightLeft, Ban, Link2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { activateByCodeSchema, type ActivateByCodeInput, type TagDetails } from '#shared/schemas/tag.ts';
import type { Translate } from '#shared/i18n/translator.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { useT } from '../../../i18n/i18n-context.tsx';
import { toast } from '../../../lib/use-toast.ts';
import { useDeactivateTag } from '../api/deactivate-tag.ts';
import { useMoveTag } from '../api/move-tag.ts';
import { AskButton } from './ask-button.tsx';
import { DialogActions } from './dialog-actions.tsx';
import { DialogFrame } from './dialog-frame.tsx';
import { TagCodeInput } from './tag-code-input.tsx';

/** A red outline: destructive at a glance, unlike the red filled buttons that move a parent on. */
export const destructiveOutline = 'border-red-600 text-red-700 hover:bg-red-50';

/** The dialog's words: moving a linked profile, or linking a card-only one. */
const wording = (linked: boolean, t: Translate) =>
  linked
    ? {
        action: t('tagRetirement.move'),
        title: t('tagRetirement.moveTitle'),
        description: t('tagRetirement.moveDescription'),
        codeLabel: t('tagRetirement.codeLabel'),
        confirm: t('tagRetirement.moveConfirm'),
        doneTitle: t('tagRetirement.movedTitle'),
        done: (code: string) => t('tagRetirement.movedDescription', { code }),
      }
    : {
        action: t('tagPage.linkBracelet'),
        title: t('tagPage.linkTitle'),
        description: t('tagPage.linkDescription'),
        codeLabel: t('tagPage.linkCodeLabel'),
        confirm: t('tagPage.linkConfirm'),
        doneTitle: t('tagPage.linkedTitle'),
        done: (code: string) => t('tagPage.linkedDescription', { code }),
      };

export function MoveControl({
  tagId,
  linked,
  onMoved,
}: {
  tagId: string;
  linked: boolean;
  /** The profile now lives on another tag (a new id): the page follows it. */
  onMoved: (tag: TagDetails) => void;
}) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const words = wording(linked, t);
  return (
    <>
      <Button
        variant={linked ? 'outline' : 'default'}
        size="sm"
        className="justify-self-start"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {linked ? <ArrowRightLeft aria-hidden="true" /> : <Link2 aria-hidden="true" />}
        {words.action}
      </Button>
      {open && <MoveDialog tagId={tagId} words={words} onClose={() => setOpen(false)} onMoved={onMoved} />}
    </>
  );
}

function MoveDialog({
  tagId,
  words,
  onClose,
  onMoved,
}: {
  tagId: string;
  words: ReturnType<typeof wording>;
  onClose: () => void;
  onMoved: (tag: TagDetails) => void;
}) {
  const t = useT();
  const move = useMoveTag(tagId);
  const form = useForm<ActivateByCodeInput>({
    resolver: zodResolver(activateByCodeSchema),
    defaultValues: { uniqueCode: '' },
  });
  const code = form.register('uniqueCode');
  const onSubmit = form.handleSubmit(({ uniqueCode }) =>
    move.mutate(uniqueCode, {
      // The old tag leaves with this dialog; the toast outlives both.
      onSuccess: (tag) => {
        toast({ title: words.doneTitle, description: words.done(tag.uniqueCode) });
        onClose();
        onMoved(tag);
      },
    }),
  );

  return (
    <DialogFrame title={words.title} description={words.description} onClose={onClose}>
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        <FormField label={words.codeLabel} error={form.formState.errors.uniqueCode?.message}>
          <TagCodeInput registration={code} />
        </FormField>
        <DialogActions
          cancelLabel={t('tagRetirement.cancel')}
          confirmLabel={words.confirm}
          pendingLabel={t('tagRetirement.moving')}
          pending={move.isPending}
        />
      </form>
    </DialogFrame>
  );
}

export function DeactivateControl({ tagId }: { tagId: string }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <>
      <AskButton destructive className="justify-self-start" onClick={() => setOpen(true)}>
        <Ban aria-hidden="true" />
        {t('tagRetirement.deactivate')}
      </AskButton>
      {open && <DeactivateDialog tagId={tagId} onClose={() => setOpen(false)} />}
    </>
  );
}

function DeactivateDialog({ tagId, onClose }: { tagId: string; onClose: () => void }) {
  const t = useT();
  const deactivate = useDeactivateTag(tagId);
  // The hook toasts either way; a failure keeps the dialog open to try again.
  const confirm = () => deactivate.mutate(undefined, { onSuccess: onClose });
  return (
    <DialogFrame
      title={t('tagRetirement.deactivateTitle')}
      description={t('tagRetirement.deactivateDescription')}
      onClose={onClose}
    >
      <DialogActions
        cancelLabel={t('tagRetirement.cancel')}
        confirmLabel={t('tagRetirement.deactivateConfirm')}
        pendingLabel={t('tagRetirement.deactivating')}
        pending={deactivate.isPending}
        destructive
        onConfirm={confirm}
      />
    </DialogFrame>
  );
}
