// Issue 34: whole years from a birth month and year, the birthday on the 1st of the month (UTC).
import { describe, expect, it } from 'vitest';
import { ageOn, birthRefusal, nextBirthday, shownAge } from './child-age.ts';

const day = (iso: string) => new Date(`${iso}T00:00:00.000Z`);
const MARCH_2020 = { birthMonth: 3, birthYear: 2020 };

describe('ageOn', () => {
  it('goes up on the 1st of the birth month, not a day before (UTC)', () => {
    expect(ageOn(MARCH_2020, new Date('2026-02-28T23:59:59.999Z'))).toBe(5);
    expect(ageOn(MARCH_2020, day('2026-03-01'))).toBe(6);
    expect(ageOn(MARCH_2020, day('2026-12-31'))).toBe(6);
  });

  it('counts across a year boundary: born in December, January is still the year before', () => {
    const december = { birthMonth: 12, birthYear: 2019 };
    expect(ageOn(december, day('2025-11-30'))).toBe(5);
    expect(ageOn(december, day('2025-12-01'))).toBe(6);
    expect(ageOn(december, day('2026-01-01'))).toBe(6);
    expect(ageOn({ birthMonth: 1, birthYear: 2020 }, day('2025-12-31'))).toBe(5);
    expect(ageOn({ birthMonth: 1, birthYear: 2020 }, day('2026-01-01'))).toBe(6);
  });
});

describe('shownAge', () => {
  it('prefers the birth month and year, else the saved age; null is "not set"', () => {
    const today = day('2026-03-01');
    expect(shownAge({ childAge: 4, ...MARCH_2020 }, today)).toBe(6);
    expect(shownAge({ childAge: 4, birthMonth: null, birthYear: null }, today)).toBe(4);
    expect(shownAge({ childAge: null, birthMonth: null, birthYear: null }, today)).toBeNull();
    expect(shownAge({ childAge: 4, birthMonth: 3, birthYear: null }, today)).toBe(4);
  });
});

describe('nextBirthday', () => {
  it('is the next 1st of the birth month, this year or the next', () => {
    expect(nextBirthday(MARCH_2020, new Date('2026-02-28T23:59:59Z'))).toEqual(day('2026-03-01'));
    expect(nextBirthday(MARCH_2020, day('2026-03-01'))).toEqual(day('2027-03-01'));
    expect(nextBirthday({ birthMonth: 1, birthYear: 2020 }, day('2025-12-31'))).toEqual(day('2026-01-01'));
  });
});

describe('birthRefusal', () => {
  const today = new Date('2026-02-28T12:00:00Z');
  it('refuses a month not yet begun, an age under 1 and over 18', () => {
    expect(birthRefusal({ birthMonth: 3, birthYear: 2026 }, today)).toBe('validation.birthFuture');
    expect(birthRefusal({ birthMonth: 1, birthYear: 2027 }, today)).toBe('validation.birthFuture');
    expect(birthRefusal({ birthMonth: 2, birthYear: 2026 }, today)).toBe('validation.ageMin');
    expect(birthRefusal({ birthMonth: 3, birthYear: 2025 }, today)).toBe('validation.ageMin');
    expect(birthRefusal({ birthMonth: 2, birthYear: 2025 }, today)).toBeNull();
    expect(birthRefusal({ birthMonth: 2, birthYear: 2008 }, today)).toBeNull();
    expect(birthRefusal({ birthMonth: 2, birthYear: 2007 }, today)).toBe('validation.ageMax');
  });
});
