// A landing section's admin calls (SPEC §7): its read (GET on the admin path, or the public read for
// the PayPal settings, which have no admin GET) and its writes, from the section registry.
import { LANDING_SECTIONS, type LandingSectionKey, type SectionAnswer } from '#shared/landing-sections.ts';
import {
  LANDING_SECTION_WRITES,
  type SectionWriteInput,
  type SectionWriteName,
} from '#shared/schemas/landing-section-writes.ts';
import { apiJson } from '../../../lib/api-request.ts';
import { useAdminQuery } from './admin-query.ts';

export function useAdminSection<K extends LandingSectionKey>(key: K) {
  return useAdminQuery<SectionAnswer<K>>(LANDING_SECTIONS[key].adminQueryKey[0]);
}

/** The POST of one of the section's writes; it answers the whole section. */
export function sectionSaver<K extends LandingSectionKey, W extends SectionWriteName<K>>(key: K, write: W) {
  const writes: Record<string, { path: string }> = LANDING_SECTION_WRITES[key];
  return (input: SectionWriteInput<K, W>) => apiJson<SectionAnswer<K>>('POST', writes[write]!.path, input);
}
