// The browser receives its language's texts already parsed (decision 019): no entry may carry the
// catalogue (five languages of every text) or the ICU parser, which vite.config.ts swaps for
// FormatJS's no-parser entry in builds — an import that bypassed the alias would ship it.
import { describe, expect, it } from 'vitest';
import { importGraph } from '#tests/helpers/import-graph.ts';

describe.each(['src/web/entry-client.tsx', 'src/web/entry-tag.ts'])('%s', (entry) => {
  const graph = importGraph(entry);

  it('imports no catalogue file', () => {
    expect(graph.files.filter((file) => file.startsWith('src/shared/i18n/messages/'))).toEqual([]);
  });

  it('imports the ICU parser only as the package name the build replaces', () => {
    expect(graph.packages.filter((spec) => spec.startsWith('@formatjs/icu-messageformat-parser/'))).toEqual(
      [],
    );
  });
});
