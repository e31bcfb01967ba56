// The wizard's three steps (SPEC §2): completed steps turn green, the current one is marked, and the
// 'Current Step' line names it. On a phone each name sits under its number, so the row fits 360 px.
import { Check } from 'lucide-react';
import { useLabel, useT } from '../../../../i18n/i18n-context.tsx';
import { cn } from '../../../../lib/cn.ts';

export function StepIndicator({ current }: { current: number }) {
  const t = useT();
  const label = useLabel();
  const steps = [t('wizard.steps.0'), t('wizard.steps.1'), t('wizard.steps.2')];
  return (
    <div className="grid gap-2">
      <ol className="flex items-start gap-2 sm:items-center" aria-label={t('wizard.heading')}>
        {steps.map((name, index) => {
          const number = index + 1;
          const state = number < current ? 'completed' : number === current ? 'current' : 'upcoming';
          return (
            <li
              key={name}
              className="flex min-w-0 flex-1 flex-col items-center gap-1 text-center sm:flex-row sm:gap-2 sm:text-left"
              data-state={state}
              data-testid={`wizard-step-${number}`}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              <span
                className={cn(
                  'flex h-8 w-8 shrink-0 items-center justify-center rounded-full text-sm font-semibold',
                  state === 'completed' && 'bg-green-600 text-white',
                  state === 'current' && 'bg-red-600 text-white',
                  state === 'upcoming' && 'bg-gray-200 text-gray-700',
                )}
                aria-hidden="true"
              >
                {state === 'completed' ? <Check className="h-4 w-4" /> : number}
              </span>
              <span
                className={cn(
                  'text-xs hyphens-auto wrap-anywhere sm:text-sm',
                  state === 'completed' && 'text-green-700',
                  state === 'current' && 'font-semibold text-gray-900',
                  state === 'upcoming' && 'text-gray-600',
                )}
              >
                {name}
              </span>
            </li>
          );
        })}
      </ol>
      <p className="text-xs text-gray-500" data-testid="current-step">
        {label(t('wizard.currentStep'))}{' '}
        {t('wizard.stepOf', { step: current, total: steps.length, name: steps[current - 1]! })}
      </p>
    </div>
  );
}
