// How the card shares its room between fields: pure arithmetic on measured line counts.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { StyledCardField } from './card-fields.ts';
import { planFields, type FieldMetrics } from './plan-fields.ts';

type Need = { critical: boolean; title?: number; content: number };

function setUp(needs: Need[]) {
  const fields = needs.map((need, i) => ({
    title: `F${i}`,
    content: `content ${i}`,
    style: { tone: need.critical ? 'red' : 'grey', icon: 'info', bold: false },
    critical: need.critical,
  })) as StyledCardField[];
  const byField = new Map(fields.map((f, i) => [f, needs[i]!]));
  const metrics: FieldMetrics = {
    titleLines: (f) => byField.get(f)!.title ?? 1,
    contentLines: (f) => byField.get(f)!.content,
    lineHeight: 10,
    titleMaxLines: 2,
    paddingY: 1,
    gap: 2,
    noteHeight: 8,
  };
  return { fields, metrics };
}

/** Height of rows of these many lines, with gaps. */
const rowsHeight = (...lines: number[]) =>
  lines.reduce((sum, n) => sum + 2 + 10 * n, 0) + 2 * (lines.length - 1);

describe('planFields', () => {
  it('prints every field whole when there is room', () => {
    const { fields, metrics } = setUp([
      { critical: true, content: 3 },
      { critical: false, content: 2 },
    ]);
    const plan = planFields(fields, rowsHeight(3, 2), metrics);
    expect(plan.omitted).toBe(0);
    expect(plan.rows.map((r) => [r.contentLines, r.cut])).toEqual([
      [3, false],
      [2, false],
    ]);
  });

  it('grows critical fields a line at a time in turn, so a long first one cannot crowd out the next', () => {
    const { fields, metrics } = setUp([
      { critical: true, content: 9 },
      { critical: true, content: 9 },
      { critical: true, content: 1 },
    ]);
    const plan = planFields(fields, rowsHeight(3, 3, 1), metrics);
    expect(plan.rows.map((r) => [r.contentLines, r.cut])).toEqual([
      [3, true],
      [3, true],
      [1, false],
    ]);
  });

  it('gives the other fields only the room the critical ones leave, and counts what is left out', () => {
    const { fields, metrics } = setUp([
      { critical: true, content: 4 },
      { critical: false, content: 1 },
      { critical: false, content: 1 },
    ]);
    // Room for the critical field whole and one more one-line row, with the "+N more" note.
    const plan = planFields(fields, rowsHeight(4, 1) + 8, metrics);
    expect(plan.rows.map((r) => r.field.title)).toEqual(['F0', 'F1']);
    expect(plan.rows[0]!.contentLines).toBe(4);
    expect(plan.omitted).toBe(1);
  });

  it('gives a title two lines at most, and a row as many lines as its longer part needs', () => {
    const { fields, metrics } = setUp([{ critical: true, title: 5, content: 1 }]);
    const [row] = planFields(fields, 200, metrics).rows;
    expect(row).toMatchObject({ lines: 2, titleLines: 2, contentLines: 1, cut: false, height: 22 });
  });

  it('never uses more room than it has, keeps the order, and leaves room for the note (property)', () => {
    const need = fc.record({
      critical: fc.boolean(),
      title: fc.integer({ min: 1, max: 4 }),
      content: fc.integer({ min: 1, max: 30 }),
    });
    fc.assert(
      fc.property(fc.array(need, { maxLength: 10 }), fc.integer({ min: 0, max: 200 }), (raw, height) => {
        const needs = [...raw.filter((n) => n.critical), ...raw.filter((n) => !n.critical)];
        const { fields, metrics } = setUp(needs);
        const plan = planFields(fields, height, metrics);
        const used = plan.rows.reduce((sum, r) => sum + r.height, 0) + 2 * Math.max(0, plan.rows.length - 1);
        expect(used).toBeLessThanOrEqual(plan.omitted > 0 ? Math.max(0, height - 8) : height);
        expect(plan.rows.map((r) => r.field)).toEqual(fields.slice(0, plan.rows.length));
        expect(plan.rows.length + plan.omitted).toBe(fields.length);
        for (const row of plan.rows) {
          const n = needs[fields.indexOf(row.field)]!;
          expect(row.lines).toBeGreaterThanOrEqual(1);
          expect(row.contentLines).toBeLessThanOrEqual(n.content);
          expect(row.titleLines).toBeLessThanOrEqual(Math.min(n.title, 2));
          expect(row.cut).toBe(row.contentLines < n.content);
          expect(row.height).toBe(2 + 10 * row.lines);
        }
        // A non-critical field is printed only once every critical field is, and whole.
        const firstOther = plan.rows.findIndex((r) => !r.field.critical);
        if (firstOther >= 0) {
          for (const row of plan.rows.slice(0, firstOther)) expect(row.cut).toBe(false);
        }
      }),
    );
  });
});
