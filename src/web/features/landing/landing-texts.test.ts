import { describe, expect, it } from 'vitest';
import { editedOr } from './landing-texts.ts';

describe('editedOr', () => {
  it('shows the section value while the inline text is still its default', () => {
    expect(editedOr('See How It Works', 'See How It Works', 'See It In Action')).toBe('See It In Action');
  });
  it('shows the inline text once an admin changed it', () => {
    expect(editedOr('Watch the demo', 'See How It Works', 'See It In Action')).toBe('Watch the demo');
  });
  it('ignores a blank inline text', () => {
    expect(editedOr('  ', 'See How It Works', 'See It In Action')).toBe('See It In Action');
  });
});
