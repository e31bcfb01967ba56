// /activate-bracelet/{physicalId} (SPEC §2): the address in the bracelet's chip. Three steps —
// registration, e-mail verification, configuration — then the child's public page. A signed-in,
// verified parent starts at configuration; a refresh after registering resumes at verification. The server embeds the bracelet's state with the page
// (a configured bracelet never gets here: the server redirects it).
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { queryKeys, routes } from '#shared/paths.ts';
import { physicalIdCandidates } from '#shared/schemas/tag.ts';
import { useLabel, useT } from '../../i18n/i18n-context.tsx';
import { useCurrentUser } from '../../api/current-user.ts';
import { LoadingScreen } from '../../components/layout/loading-screen.tsx';
import { Card, CardContent, CardHeader } from '../../components/ui/card.tsx';
import { errorMessage } from '../../lib/api-request.ts';
import { rememberResendWait } from '../../lib/resend-countdown.ts';
import { useBracelet } from './api/bracelet.ts';
import { ConfigureStep } from './components/wizard/configure-step.tsx';
import { RegisterStep } from './components/wizard/register-step.tsx';
import { SignInForm } from './components/wizard/sign-in-form.tsx';
import { StepIndicator } from './components/wizard/step-indicator.tsx';
import { VerifyStep } from './components/wizard/verify-step.tsx';
import { forgetVerification, rememberedVerification, rememberVerification } from './lib/wizard-progress.ts';

/** On a phone the card keeps its padding small: the parent's first screen must fit 360 px. */
function WizardCard({ physicalId, children }: { physicalId: string; children: ReactNode }) {
  const t = useT();
  const label = useLabel();
  return (
    <section className="mx-auto max-w-2xl px-4 py-8 sm:py-12">
      <Card>
        <CardHeader className="px-4 sm:px-6">
          <h1 className="text-2xl font-bold text-gray-900">{t('wizard.heading')}</h1>
          <p className="text-sm text-gray-600">
            {label(t('wizard.braceletNumber'))}{' '}
            <span className="font-mono font-semibold text-gray-900" data-testid="bracelet-number">
              {physicalId}
            </span>
          </p>
        </CardHeader>
        <CardContent className="grid gap-6 px-4 sm:px-6">{children}</CardContent>
      </Card>
    </section>
  );
}

function Notice({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div
      role="alert"
      className="grid gap-2 rounded-lg border border-amber-200 bg-amber-50 p-4 text-amber-900"
    >
      <h2 className="font-semibold">{title}</h2>
      <div className="text-sm">{children}</div>
    </div>
  );
}

/** Steps 1–3 for a bracelet this visitor may activate; `stored` is its number as the server has it. */
function WizardSteps({ physicalId, stored }: { physicalId: string; stored: string }) {
  const { user } = useCurrentUser();
  const queryClient = useQueryClient();
  // Verification needs an address: the one registered in this tab (kept over a refresh), or the
  // signed-in (unverified) parent's. Back forgets it.
  const [verifying, setVerifying] = useState(rememberedVerification);
  const [wentBack, setWentBack] = useState(false);
  const refreshBracelet = () => queryClient.invalidateQueries({ queryKey: queryKeys.bracelet(physicalId) });

  let step: 1 | 2 | 3;
  let email = '';
  if (user?.isEmailVerified) step = 3;
  else if (verifying) [step, email] = [2, verifying];
  else if (user && !wentBack) [step, email] = [2, user.email];
  else step = 1;

  useEffect(() => {
    if (step === 3) forgetVerification();
  }, [step]);

  const toVerification = (address: string, resendInSeconds = 0) => {
    rememberVerification(address);
    if (resendInSeconds > 0) rememberResendWait(address, resendInSeconds);
    setVerifying(address);
  };
  const backToRegistration = () => {
    forgetVerification();
    setVerifying(null);
    setWentBack(true);
  };

  return (
    <>
      <StepIndicator current={step} />
      {step === 1 && <RegisterStep onRegistered={toVerification} onSignedIn={() => void refreshBracelet()} />}
      {step === 2 && (
        <VerifyStep
          key={email}
          email={email}
          onBack={backToRegistration}
          onVerified={() => void refreshBracelet()}
        />
      )}
      {step === 3 && <ConfigureStep physicalId={physicalId} stored={stored} />}
    </>
  );
}

export default function BraceletWizardPage() {
  const t = useT();
  const params = useParams();
  // As the chip's address has it (separators kept): every read after this one, e.g. after signing in,
  // must find the row the server found, which may be one that kept its old form (decision 015).
  const physicalId = physicalIdCandidates(params.physicalId ?? '')?.[0] ?? null;
  const bracelet = useBracelet(physicalId);
  const { user } = useCurrentUser();
  const configuredCode = bracelet.data?.status === 'configured' ? bracelet.data.uniqueCode : null;

  useEffect(() => {
    // Configured meanwhile (or reached by client-side navigation): its public page, as the server would.
    if (configuredCode) window.location.replace(routes.publicTag(configuredCode));
  }, [configuredCode]);

  // What is stored once known (decision 015: no separators), else the address's number.
  const shown = bracelet.data?.physicalId ?? physicalId ?? params.physicalId ?? '';
  if (physicalId && (bracelet.isLoading || configuredCode)) return <LoadingScreen />;
  if (!physicalId || bracelet.data === null) {
    return (
      <WizardCard physicalId={shown}>
        <Notice title={t('wizard.notFoundTitle')}>{t('wizard.notFound')}</Notice>
      </WizardCard>
    );
  }
  if (bracelet.isError || !bracelet.data) {
    return (
      <WizardCard physicalId={shown}>
        <Notice title={t('wizard.notFoundTitle')}>
          {errorMessage(bracelet.error, t('wizard.notFound'))}
        </Notice>
      </WizardCard>
    );
  }
  if (bracelet.data.status === 'unavailable') {
    return (
      <WizardCard physicalId={shown}>
        <Notice title={t('wizard.unavailableTitle')}>{t('wizard.unavailable')}</Notice>
        {!user && (
          <SignInForm
            onSignedIn={() => void bracelet.refetch()}
            onNeedsVerification={() => void bracelet.refetch()}
          />
        )}
      </WizardCard>
    );
  }
  return (
    <WizardCard physicalId={shown}>
      <WizardSteps physicalId={physicalId} stored={bracelet.data.physicalId} />
    </WizardCard>
  );
}
