// The Sales tab's charts (React-drawn SVG, no chart library) and its week labels belong to the
// admin's lazy chunk: the app's entry, the landing page and the public tag page never reach them
// through a static import (a dynamic import() starts a chunk of its own).
import { describe, expect, it } from 'vitest';
import { importGraph } from '#tests/helpers/import-graph.ts';

const SALES = ['src/web/features/admin/sales/', 'src/shared/i18n/format-short-date.ts'];
const reachesSales = (files: string[]) => files.filter((file) => SALES.some((s) => file.startsWith(s)));

describe('the sales overview stays in the admin chunk', () => {
  it('is reached from the admin dashboard page', () => {
    const { files } = importGraph('src/web/features/admin/admin-dashboard-page.tsx');
    expect(reachesSales(files)).toEqual([
      'src/shared/i18n/format-short-date.ts',
      'src/web/features/admin/sales/api/sales-overview.ts',
      'src/web/features/admin/sales/chart-scale.ts',
      'src/web/features/admin/sales/sales-tab.tsx',
      'src/web/features/admin/sales/weekly-bars.tsx',
    ]);
  });

  it.each([
    'src/web/entry-client.tsx',
    'src/web/entry-tag.ts',
    'src/web/features/landing/landing-page.tsx',
    'src/web/features/public-tag/public-tag-route.tsx',
  ])('is not reached from %s', (entry) => {
    const graph = importGraph(entry);
    expect(reachesSales(graph.files)).toEqual([]);
    expect(graph.files.filter((file) => file.startsWith('src/web/features/admin/'))).toEqual([]);
  });
});
