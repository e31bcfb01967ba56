// A landing section's admin calls (SPEC §7): its read (GET on the admin path, or the public read for
// the PayPal settings, which have no admin GET) and its writes, from the section's contracts.
import { LANDING_SECTION_ENDPOINTS } from '#shared/endpoints/content.ts';
import type { EndpointDefinition } from '#shared/endpoints/endpoint.ts';
import { LANDING_SECTIONS, type LandingSectionKey, type SectionAnswer } from '#shared/landing-sections.ts';
import type { SectionWriteInput, SectionWriteName } from '#shared/schemas/landing-section-writes.ts';
import { call } from '../../../lib/call.ts';
import { useAdminQuery } from './admin-query.ts';

export function useAdminSection<K extends LandingSectionKey>(key: K) {
  return useAdminQuery<SectionAnswer<K>>(LANDING_SECTIONS[key].adminQueryKey[0]);
}

/** The POST of one of the section's writes; it answers the whole section. */
export function sectionSaver<K extends LandingSectionKey, W extends SectionWriteName<K>>(key: K, write: W) {
  const writes: Record<string, EndpointDefinition> = LANDING_SECTION_ENDPOINTS[key].writes;
  const endpoint = writes[write]!;
  return (input: SectionWriteInput<K, W>) => call(endpoint, { body: input }) as Promise<SectionAnswer<K>>;
}
