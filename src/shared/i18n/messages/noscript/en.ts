// noscript: English, exactly as SPEC quotes it (moved from text.ts's noscriptText).

export const noscriptEn = {
  title: 'This page needs JavaScript',
  body: 'Please turn JavaScript on in your browser settings, or open this page in another browser.',
  emergency:
    'Emergency pages, the ones a bracelet opens (/tag/…), work without JavaScript: a first responder can always read them.',
} as const;
