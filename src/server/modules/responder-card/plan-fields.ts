// How many lines of each field fit on the card. Critical fields first: each gets one line, then they
// grow a line at a time in turn, so a long allergy text cannot push the blood type off the card.
// Then the other fields the same way, while room is left. What does not fit is counted for a
// "+N more" note. Pure: the caller measures the text.
import type { StyledCardField } from './card-fields.ts';

export type FieldMetrics = {
  /** Lines a field's title and content need at full length in their columns. */
  titleLines(field: StyledCardField): number;
  contentLines(field: StyledCardField): number;
  /** One line height for titles and contents, so rows line up. */
  lineHeight: number;
  titleMaxLines: number;
  paddingY: number;
  gap: number;
  /** Height of the "+N more" note, kept free when fields are left out. */
  noteHeight: number;
};

export type PlannedRow = {
  field: StyledCardField;
  lines: number;
  titleLines: number;
  contentLines: number;
  /** The content did not fit whole (it ends with an ellipsis). */
  cut: boolean;
  height: number;
};

export type FieldsPlan = { rows: PlannedRow[]; omitted: number };

export function planFields(fields: readonly StyledCardField[], height: number, m: FieldMetrics): FieldsPlan {
  const plan = fit(fields, height, m);
  return plan.omitted === 0 ? plan : fit(fields, height - m.noteHeight, m);
}

type Growing = { field: StyledCardField; lines: number; title: number; content: number };

function fit(fields: readonly StyledCardField[], height: number, m: FieldMetrics): FieldsPlan {
  const rows: Growing[] = [];
  let free = height;
  const add = (group: readonly StyledCardField[]): boolean => {
    for (const field of group) {
      const cost = (rows.length > 0 ? m.gap : 0) + 2 * m.paddingY + m.lineHeight;
      if (cost > free) return false;
      free -= cost;
      const title = Math.min(Math.max(1, m.titleLines(field)), m.titleMaxLines);
      rows.push({ field, lines: 1, title, content: Math.max(1, m.contentLines(field)) });
    }
    return true;
  };
  const grow = (group: Growing[]) => {
    for (let grew = true; grew;) {
      grew = false;
      for (const row of group) {
        if (row.lines >= Math.max(row.title, row.content) || m.lineHeight > free) continue;
        row.lines++;
        free -= m.lineHeight;
        grew = true;
      }
    }
  };
  const critical = fields.filter((f) => f.critical);
  if (add(critical)) {
    grow(rows.slice());
    const firstOther = rows.length;
    add(fields.filter((f) => !f.critical));
    grow(rows.slice(firstOther));
  } else {
    grow(rows.slice());
  }
  return {
    rows: rows.map((row) => ({
      field: row.field,
      lines: row.lines,
      titleLines: Math.min(row.title, row.lines),
      contentLines: Math.min(row.content, row.lines),
      cut: row.lines < row.content,
      height: 2 * m.paddingY + row.lines * m.lineHeight,
    })),
    omitted: fields.length - rows.length,
  };
}
