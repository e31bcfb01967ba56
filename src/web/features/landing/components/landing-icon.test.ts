import { Edit, Shield, ShoppingCart, Smartphone, Wifi } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { iconFor, stepIconFor } from './landing-icon.tsx';

describe('landing icons', () => {
  it('maps SPEC icon names to their lucide icons', () => {
    expect(iconFor('Edit')).toBe(Edit);
    expect(stepIconFor('Smartphone')).toBe(Smartphone);
  });

  it("shows 'NO BATTERIES NEEDED' with the Wifi icon", () => {
    expect(iconFor('NO BATTERIES NEEDED')).toBe(Wifi);
  });

  it('falls back to Shield, and to ShoppingCart in how-it-works steps', () => {
    expect(iconFor('Rocket')).toBe(Shield);
    expect(iconFor(undefined)).toBe(Shield);
    expect(iconFor('toString')).toBe(Shield);
    expect(stepIconFor('Rocket')).toBe(ShoppingCart);
    expect(stepIconFor(null)).toBe(ShoppingCart);
  });
});
