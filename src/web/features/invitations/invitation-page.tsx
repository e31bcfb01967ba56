// /invitations/{token} (issue 34): the mailed invitation to look after a child's tag. Open signed in
// and signed out: a visitor signs in or creates an account with the invited address and comes back
// here (`?next=`); signed in with another address, the page says which one and offers to switch; a
// closed invitation says why. Accepting opens the tag's page.
import { Check, LogIn, LogOut, UserPlus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { withNext } from '#shared/next-path.ts';
import { routes } from '#shared/paths.ts';
import type { InvitationPreview } from '#shared/schemas/family.ts';
import { useCurrentUser, useLogout } from '../../api/current-user.ts';
import { Button, buttonVariants } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { useT } from '../../i18n/i18n-context.tsx';
import { errorMessage } from '../../lib/api-request.ts';
import { useAcceptInvitation } from './api/accept-invitation.ts';
import { useInvitationPreview } from './api/invitation-preview.ts';
import { closedText, invitationIntro, invitationView } from './lib/invitation-view.ts';

function Actions({ children }: { children: ReactNode }) {
  return <div className="flex flex-wrap gap-2">{children}</div>;
}

function Invitation({ token, invitation }: { token: string; invitation: InvitationPreview }) {
  const t = useT();
  const { user } = useCurrentUser();
  const here = routes.invitation(token);
  const accept = useAcceptInvitation(token);
  // Signed out again, the page stays here and offers sign-in with the invited address.
  const logout = useLogout({ to: here });
  const view = invitationView(invitation, user);
  const sentTo = <p>{t('coGuardians.invitation.sentTo', { email: invitation.email })}</p>;

  let body: ReactNode;
  if (view === 'signIn') {
    body = (
      <>
        <p>{t('coGuardians.invitation.whatItMeans')}</p>
        {sentTo}
        <p>{t('coGuardians.invitation.signInPrompt')}</p>
        <Actions>
          <Link className={buttonVariants()} to={withNext(routes.auth, here)}>
            <LogIn aria-hidden="true" />
            {t('nav.signIn')}
          </Link>
          <Link className={buttonVariants({ variant: 'outline' })} to={withNext(routes.register, here)}>
            <UserPlus aria-hidden="true" />
            {t('coGuardians.invitation.createAccount')}
          </Link>
        </Actions>
      </>
    );
  } else if (view === 'otherAddress') {
    body = (
      <>
        <p role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-950">
          {t('errors.invitationOtherAddress', { email: invitation.email })}
        </p>
        <Actions>
          <Button variant="outline" disabled={logout.isPending} onClick={() => logout.mutate()}>
            <LogOut aria-hidden="true" />
            {t('coGuardians.invitation.switchAccount')}
          </Button>
        </Actions>
      </>
    );
  } else if (view === 'accept') {
    body = (
      <>
        <p>{t('coGuardians.invitation.whatItMeans')}</p>
        {sentTo}
        <Actions>
          <Button disabled={accept.isPending} onClick={() => accept.mutate()}>
            <Check aria-hidden="true" />
            {accept.isPending ? t('coGuardians.invitation.accepting') : t('coGuardians.invitation.accept')}
          </Button>
        </Actions>
      </>
    );
  } else {
    body = (
      <>
        <p role="status" className="rounded-lg border border-gray-300 bg-gray-50 p-3 text-gray-800">
          {closedText(view, invitation.inviterName, t)}
        </p>
        {user && (
          <Actions>
            <Link className={buttonVariants({ variant: 'outline' })} to={routes.dashboard}>
              {t('coGuardians.toDashboard')}
            </Link>
          </Actions>
        )}
      </>
    );
  }

  return (
    <>
      <p className="text-lg font-medium text-gray-900" data-testid="invitation-intro">
        {invitationIntro(invitation, t)}
      </p>
      {body}
    </>
  );
}

export default function InvitationPage() {
  const t = useT();
  const { token = '' } = useParams();
  const preview = useInvitationPreview(token);

  let body: ReactNode;
  if (preview.isLoading) body = <p>{t('coGuardians.invitation.loading')}</p>;
  else if (!preview.data) {
    body = (
      <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-red-800">
        {errorMessage(preview.error, t('coGuardians.invitation.notFound'))}
      </p>
    );
  } else body = <Invitation token={token} invitation={preview.data} />;

  return (
    <section className="flex flex-col items-center px-4 py-10 sm:py-16">
      <Card className="grid w-full max-w-md gap-4 p-5 text-gray-700 sm:p-6" data-testid="invitation">
        <h1 className="text-2xl font-bold text-gray-900">{t('coGuardians.invitation.heading')}</h1>
        {body}
      </Card>
    </section>
  );
}
