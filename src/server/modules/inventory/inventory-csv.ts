// The bracelet export: `uniqueCode,physicalId,activationUrl` (RFC 4180), safe to open in a spreadsheet.
import { routes } from '#shared/paths.ts';

export const INVENTORY_CSV_HEADER = ['uniqueCode', 'physicalId', 'activationUrl'] as const;

/** A cell a spreadsheet would run as a formula gets a leading apostrophe (OWASP CSV injection). */
function neutralizeFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

export function csvCell(value: string): string {
  const safe = neutralizeFormula(value);
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function activationUrl(publicUrl: string, physicalId: string): string {
  return `${publicUrl.replace(/\/+$/, '')}${routes.activateBracelet(physicalId)}`;
}

export function inventoryCsv(
  rows: Array<{ uniqueCode: string; physicalId: string | null }>,
  publicUrl: string,
): string {
  const lines = [INVENTORY_CSV_HEADER.join(',')];
  for (const row of rows) {
    const url = row.physicalId ? activationUrl(publicUrl, row.physicalId) : '';
    lines.push([row.uniqueCode, row.physicalId ?? '', url].map(csvCell).join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}
