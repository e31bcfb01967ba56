// The how-it-works section (SPEC §7 GET /api/how-it-works → {content, steps}).
import { useQuery } from '@tanstack/react-query';
import { HOW_IT_WORKS_DEFAULTS, HOW_IT_WORKS_STEP_DEFAULTS } from '#shared/content-defaults.ts';
import { queryKeys } from '#shared/paths.ts';
import type { HowItWorksAnswer } from '#shared/schemas/content.ts';

const DEFAULTS: HowItWorksAnswer = {
  content: HOW_IT_WORKS_DEFAULTS,
  steps: HOW_IT_WORKS_STEP_DEFAULTS.map((step) => ({ ...step })),
};

export function useHowItWorks(): HowItWorksAnswer {
  const { data } = useQuery<HowItWorksAnswer | null>({ queryKey: queryKeys.howItWorks });
  return data ?? DEFAULTS;
}
