// The account deletion's refusal while other adults still look after the parent's tags (issue 34):
// the server's message names the children; this says where to hand each tag over, and leads there.
import { Users } from 'lucide-react';
import { Link } from 'react-router';
import { routes } from '#shared/paths.ts';
import { buttonVariants } from '../../../components/ui/button.tsx';
import { useT } from '../../../i18n/i18n-context.tsx';

export function HandOverFirst({ message }: { message: string }) {
  const t = useT();
  return (
    <div
      role="alert"
      className="grid gap-2 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
      data-testid="hand-over-first"
    >
      <p className="flex items-center gap-2 font-semibold">
        <Users className="h-5 w-5 shrink-0 text-amber-800" aria-hidden="true" />
        {t('coGuardians.deletion.handOverTitle')}
      </p>
      <p>{message}</p>
      <p>{t('coGuardians.deletion.handOverHelp')}</p>
      <Link
        className={`${buttonVariants({ variant: 'outline', size: 'sm' })} justify-self-start`}
        to={routes.dashboard}
      >
        {t('coGuardians.toDashboard')}
      </Link>
    </div>
  );
}
