// The A4 sheet: ten copies of the card (2 × 5) with cut marks in the margins, on the lines where
// each card's edges are, so the cards can be cut out with a ruler and a blade or scissors.
import { A4, CARD_HEIGHT, CARD_WIDTH } from './card-geometry.ts';

export const SHEET_COLUMNS = 2;
export const SHEET_ROWS = 5;
const GAP_X = 14;
const GAP_Y = 8;
const MARK_OFFSET = 3;
const MARK_LENGTH = 10;

export type Point = { x: number; y: number };
export type Segment = { from: Point; to: Point };

const gridWidth = SHEET_COLUMNS * CARD_WIDTH + (SHEET_COLUMNS - 1) * GAP_X;
const gridHeight = SHEET_ROWS * CARD_HEIGHT + (SHEET_ROWS - 1) * GAP_Y;
const left = (A4.width - gridWidth) / 2;
const top = (A4.height - gridHeight) / 2;

/** Top-left corners of the cards, row by row. */
export function sheetCardOrigins(): Point[] {
  return Array.from({ length: SHEET_ROWS * SHEET_COLUMNS }, (_, i) => ({
    x: left + (i % SHEET_COLUMNS) * (CARD_WIDTH + GAP_X),
    y: top + Math.floor(i / SHEET_COLUMNS) * (CARD_HEIGHT + GAP_Y),
  }));
}

/** Short lines in the page margins that extend every card edge. */
export function sheetCutMarks(): Segment[] {
  const xs = Array.from({ length: SHEET_COLUMNS }, (_, c) => left + c * (CARD_WIDTH + GAP_X)).flatMap((x) => [
    x,
    x + CARD_WIDTH,
  ]);
  const ys = Array.from({ length: SHEET_ROWS }, (_, r) => top + r * (CARD_HEIGHT + GAP_Y)).flatMap((y) => [
    y,
    y + CARD_HEIGHT,
  ]);
  const bottom = top + gridHeight;
  const right = left + gridWidth;
  return [
    ...xs.flatMap((x) => [
      { from: { x, y: top - MARK_OFFSET - MARK_LENGTH }, to: { x, y: top - MARK_OFFSET } },
      { from: { x, y: bottom + MARK_OFFSET }, to: { x, y: bottom + MARK_OFFSET + MARK_LENGTH } },
    ]),
    ...ys.flatMap((y) => [
      { from: { x: left - MARK_OFFSET - MARK_LENGTH, y }, to: { x: left - MARK_OFFSET, y } },
      { from: { x: right + MARK_OFFSET, y }, to: { x: right + MARK_OFFSET + MARK_LENGTH, y } },
    ]),
  ];
}
