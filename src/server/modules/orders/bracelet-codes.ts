// What an admin types or scans at the packing table: a bracelet's printed code (any case, spaces and
// dashes, O for 0 as activation reads it) or its chip number (any separators, as the inventory reads
// it, decision 015).
import { physicalIdCandidates } from '#shared/schemas/tag.ts';
import { codeReadings, withoutSeparators } from '#shared/tag-code.ts';
import type { CodeForms } from './order-bracelets.repo.ts';

/** The stored forms a typed code may match, best first. */
export function codeForms(raw: string): CodeForms {
  const typed = raw.trim().toUpperCase();
  const compact = compactCode(raw);
  const uniqueCodes = [...new Set([typed, ...(compact ? codeReadings(compact) : [])])].filter(Boolean);
  const physical = physicalIdCandidates(raw);
  return { uniqueCodes, physicalIds: physical ? [...new Set(physical)] : [] };
}

/** The code without case, separators or width forms: two entries with the same one are the same code. */
export function compactCode(raw: string): string {
  return withoutSeparators(raw.normalize('NFKC')).replace(/[:]/g, '');
}
