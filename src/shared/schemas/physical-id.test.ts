// Decision 015: one chip UID, one stored number, however its byte groups are separated.
import { describe, expect, it } from 'vitest';

import { normalizePhysicalId, physicalIdCandidates, physicalIdSchema } from './tag.ts';
import { messageRef } from '../message-ref.ts';

describe('normalizePhysicalId', () => {
  it('keeps letters and digits only, upper case', () => {
    for (const written of [
      '04:A2:3B:1C:5D:80',
      '04-a2-3b-1c-5d-80',
      '04a23b1c5d80',
      ' 04 A2 3B 1C 5D 80 ',
      '04:a2-3B 1c5d80',
    ]) {
      expect(normalizePhysicalId(written), written).toBe('04A23B1C5D80');
    }
  });

  it('refuses separators alone and other characters', () => {
    for (const bad of ['', '   ', '::--', ' - : ', '04;A2', '04_A2', '04/A2', 'ÄB']) {
      expect(normalizePhysicalId(bad), bad).toBeNull();
    }
    expect(physicalIdSchema.safeParse('::--').error?.issues[0]?.message).toBe(
      messageRef('validation.physicalIdEmpty'),
    );
    expect(physicalIdSchema.safeParse('04;A2').error?.issues[0]?.message).toBe(
      messageRef('validation.physicalIdCharacters'),
    );
  });

  it('counts the length without separators', () => {
    expect(normalizePhysicalId(`${'AB:'.repeat(64)}`)).toBeNull();
    expect(normalizePhysicalId(`${'A:'.repeat(64)}`)).toBe('A'.repeat(64));
  });
});

describe('physicalIdCandidates', () => {
  it('is the number as typed (trimmed, upper case), then normalised', () => {
    expect(physicalIdCandidates(' 04:a2-3b ')).toEqual(['04:A2-3B', '04A23B']);
    expect(physicalIdCandidates('04A23B')).toEqual(['04A23B', '04A23B']);
    expect(physicalIdCandidates('::--')).toBeNull();
  });
});
