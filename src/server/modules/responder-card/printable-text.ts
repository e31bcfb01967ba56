// Emoji that parents type (🥜, 🦖, ❤️) have no glyph in the card's fonts (DejaVu, decision 031): printed,
// they are empty boxes, in an allergy line a paramedic reads. The card leaves them out (the web page
// shows them); symbols DejaVu has (❤, ☎, ©) stay, only their emoji-style selector goes.

/** The emoji planes, skin tones, flags' letters, variation selectors, joiners, keycaps and tag letters. */
const NO_GLYPH = /[\u{1F000}-\u{1FAFF}\u{E0000}-\u{E007F}]|\p{Variation_Selector}|\u200D|\u20E3/gu;

/** What the card can print of `text`: without emoji, and without the double spaces they leave. */
export function printable(text: string): string {
  return text
    .replace(NO_GLYPH, '')
    .replace(/[^\S\n]{2,}/g, ' ')
    .replace(/[^\S\n]+\n|\n[^\S\n]+/g, '\n')
    .trim();
}
