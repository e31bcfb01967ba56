// A lost or broken band (issue 17) on the dashboard card: "Deactivate" asks first (the page stops
// working at once), "Move to a new bracelet" takes the new band's printed code, typed as on /activate.
import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowRightLeft, Ban } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { activateByCodeSchema, type ActivateByCodeInput } from '#shared/schemas/tag.ts';
import { tagRetirementText as text } from '#shared/text.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { errorMessage } from '../../../lib/api-request.ts';
import { toast } from '../../../lib/use-toast.ts';
import { useDeactivateTag } from '../api/deactivate-tag.ts';
import { useMoveTag } from '../api/move-tag.ts';
import { DialogActions } from './dialog-actions.tsx';
import { DialogFrame } from './dialog-frame.tsx';
import { TagCodeInput } from './tag-code-input.tsx';

type Open = 'deactivate' | 'move' | null;

export function RetireControls({ tagId, deactivated }: { tagId: string; deactivated: boolean }) {
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  return (
    <div className="flex flex-wrap gap-2">
      {!deactivated && (
        <Button variant="outline" size="sm" aria-haspopup="dialog" onClick={() => setOpen('deactivate')}>
          <Ban aria-hidden="true" />
          {text.deactivate}
        </Button>
      )}
      <Button variant="outline" size="sm" aria-haspopup="dialog" onClick={() => setOpen('move')}>
        <ArrowRightLeft aria-hidden="true" />
        {text.move}
      </Button>
      {open === 'deactivate' && <DeactivateDialog tagId={tagId} onClose={close} />}
      {open === 'move' && <MoveDialog tagId={tagId} onClose={close} />}
    </div>
  );
}

function failed(error: unknown) {
  toast({
    variant: 'destructive',
    title: text.failedTitle,
    description: errorMessage(error, text.failedFallback),
  });
}

function DeactivateDialog({ tagId, onClose }: { tagId: string; onClose: () => void }) {
  const deactivate = useDeactivateTag(tagId);
  const confirm = () =>
    deactivate.mutate(undefined, {
      onSuccess: () => {
        toast({ title: text.deactivatedTitle });
        onClose();
      },
      onError: failed,
    });
  return (
    <DialogFrame title={text.deactivateTitle} description={text.deactivateDescription} onClose={onClose}>
      <DialogActions
        cancelLabel={text.cancel}
        confirmLabel={text.deactivateConfirm}
        pendingLabel={text.deactivating}
        pending={deactivate.isPending}
        destructive
        onConfirm={confirm}
      />
    </DialogFrame>
  );
}

function MoveDialog({ tagId, onClose }: { tagId: string; onClose: () => void }) {
  const move = useMoveTag(tagId);
  const form = useForm<ActivateByCodeInput>({
    resolver: zodResolver(activateByCodeSchema),
    defaultValues: { uniqueCode: '' },
  });
  const code = form.register('uniqueCode');
  const onSubmit = form.handleSubmit(({ uniqueCode }) =>
    move.mutate(uniqueCode, {
      // The old card leaves the dashboard with this dialog; the toast outlives both.
      onSuccess: (tag) => {
        toast({ title: text.movedTitle, description: text.movedDescription(tag.uniqueCode) });
        onClose();
      },
      onError: failed,
    }),
  );

  return (
    <DialogFrame title={text.moveTitle} description={text.moveDescription} onClose={onClose}>
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        <FormField label={text.codeLabel} error={form.formState.errors.uniqueCode?.message}>
          <TagCodeInput registration={code} />
        </FormField>
        <DialogActions
          cancelLabel={text.cancel}
          confirmLabel={text.moveConfirm}
          pendingLabel={text.moving}
          pending={move.isPending}
        />
      </form>
    </DialogFrame>
  );
}
