// A tag's PIN as people read and type it (decision 026): 8 digits shown in two groups ("4821 0937"),
// typed with or without the space; a 6-digit PIN from before is shown as it was printed.
import { TAG_PIN_LENGTH } from './constants.ts';

/** What was typed, without the spaces a card's grouping invites ("4821 0937" → "48210937"). */
export function typedPin(value: string): string {
  return value.replace(/\s/g, '');
}

/** "48210937" → "4821 0937"; a 6-digit PIN stays whole, exactly as on the cards already printed. */
export function groupedPin(pin: string): string {
  if (pin.length !== TAG_PIN_LENGTH) return pin;
  const half = TAG_PIN_LENGTH / 2;
  return `${pin.slice(0, half)} ${pin.slice(half)}`;
}
