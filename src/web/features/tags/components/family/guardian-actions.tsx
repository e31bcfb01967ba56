// The owner's two buttons on a guardian's row: "Make owner" (hand the tag over) and "Remove". Each asks
// first, naming the person, and says once it is done; a failure is toasted by the hook and the
// question stays open to try again.
import { Crown, UserMinus } from 'lucide-react';
import { useState } from 'react';
import { useT } from '../../../../i18n/i18n-context.tsx';
import { toast } from '../../../../lib/use-toast.ts';
import { useHandOverTag } from '../../api/hand-over-tag.ts';
import { useRemoveGuardian } from '../../api/remove-guardian.ts';
import { AskButton } from '../ask-button.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';

export function GuardianActions({ tagId, userId, name }: { tagId: string; userId: string; name: string }) {
  const t = useT();
  const [asking, setAsking] = useState<'remove' | 'makeOwner' | null>(null);
  const remove = useRemoveGuardian(tagId);
  const handOver = useHandOverTag(tagId);
  const questions = {
    makeOwner: {
      mutation: handOver,
      title: t('coGuardians.makeOwnerTitle', { name }),
      description: t('coGuardians.makeOwnerDescription', { name }),
      confirm: t('coGuardians.makeOwner'),
      pending: t('coGuardians.makingOwner'),
      done: t('coGuardians.madeOwnerTitle', { name }),
    },
    remove: {
      mutation: remove,
      title: t('coGuardians.removeTitle', { name }),
      description: t('coGuardians.removeDescription', { name }),
      confirm: t('coGuardians.remove'),
      pending: t('coGuardians.removing'),
      done: t('coGuardians.removedTitle', { name }),
    },
  };
  const question = asking && questions[asking];
  const close = () => setAsking(null);

  return (
    <div className="flex flex-wrap gap-2">
      <AskButton label={t('coGuardians.makeOwnerLabel', { name })} onClick={() => setAsking('makeOwner')}>
        <Crown aria-hidden="true" />
        {t('coGuardians.makeOwner')}
      </AskButton>
      <AskButton
        destructive
        label={t('coGuardians.removeLabel', { name })}
        onClick={() => setAsking('remove')}
      >
        <UserMinus aria-hidden="true" />
        {t('coGuardians.remove')}
      </AskButton>
      {question && (
        <ConfirmDialog
          title={question.title}
          description={question.description}
          confirmLabel={question.confirm}
          pendingLabel={question.pending}
          pending={question.mutation.isPending}
          onConfirm={() =>
            question.mutation.mutate(userId, {
              onSuccess: () => {
                toast({ title: question.done });
                close();
              },
            })
          }
          onClose={close}
        />
      )}
    </div>
  );
}
