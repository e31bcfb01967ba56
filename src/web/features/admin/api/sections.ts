// The section calls (SPEC §7): GET and POST /api/admin/how-it-works (+ /step), /video-section,
// /features-section, /ratings-section.
import { api } from '#shared/paths.ts';
import type {
  FeaturesSection,
  HowItWorksAnswer,
  HowItWorksContent,
  HowItWorksStep,
  RatingsSection,
  VideoSection,
} from '#shared/schemas/content.ts';
import { apiJson } from '../../../lib/api-request.ts';
import { useAdminQuery } from './admin-query.ts';

export const useAdminHowItWorks = () => useAdminQuery<HowItWorksAnswer>(api.adminHowItWorks);
export const saveHowItWorks = (input: HowItWorksContent) =>
  apiJson<HowItWorksAnswer>('POST', api.adminHowItWorks, input);
export const saveHowItWorksStep = (input: HowItWorksStep) =>
  apiJson<HowItWorksAnswer>('POST', api.adminHowItWorksStep, input);

export const useAdminVideoSection = () => useAdminQuery<VideoSection>(api.adminVideoSection);
export const saveVideoSection = (input: VideoSection) =>
  apiJson<VideoSection>('POST', api.adminVideoSection, input);

export const useAdminFeaturesSection = () => useAdminQuery<FeaturesSection>(api.adminFeaturesSection);
export const saveFeaturesSection = (input: FeaturesSection) =>
  apiJson<FeaturesSection>('POST', api.adminFeaturesSection, input);

export const useAdminRatingsSection = () => useAdminQuery<RatingsSection>(api.adminRatingsSection);
export const saveRatingsSection = (input: RatingsSection) =>
  apiJson<RatingsSection>('POST', api.adminRatingsSection, input);
