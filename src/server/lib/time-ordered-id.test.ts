import { validate, version } from 'uuid';
import { describe, expect, it } from 'vitest';
import { timeOrderedId } from './time-ordered-id.ts';

describe('timeOrderedId', () => {
  it('is a UUID of version 7 with the RFC variant', () => {
    const id = timeOrderedId(new Date('2026-11-30T01:00:00Z'));
    expect(validate(id)).toBe(true);
    expect(version(id)).toBe(7);
    expect(id[19]).toMatch(/[89ab]/);
  });

  it('sorts by its time: a later millisecond is a greater id (its lower-case hex sorts as its bytes, as PostgreSQL compares uuids)', () => {
    const start = Date.parse('2026-11-30T01:00:00Z');
    const ids = Array.from({ length: 1000 }, (_, i) => timeOrderedId(new Date(start + i)));
    expect([...ids].sort()).toEqual(ids);
  });

  it('never repeats, within one millisecond and across the pool being drawn anew', () => {
    const at = new Date('2026-11-30T01:00:00Z');
    const ids = Array.from({ length: 10_000 }, () => timeOrderedId(at));
    expect(new Set(ids).size).toBe(ids.length);
  });
});
