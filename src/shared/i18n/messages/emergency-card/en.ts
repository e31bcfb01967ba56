// emergencyCard: English, exactly as SPEC quotes it (moved from text.ts's emergencyCardText).

export const emergencyCardEn = {
  heading: 'EMERGENCY INFORMATION',
  brand: 'SafeKid Tag',
  childFallback: 'Child Information',
  age: 'Age',
  ageYears: '{count, plural, one {# year} other {# years}}',
  scanHint: 'Scan for the full emergency information',
  symbolsOnly: '(symbols: see the online page)',
  pin: 'PIN for more information',
  pinShort: 'PIN for more info',
  noCamera: 'No camera? Open',
  enterCode: 'and enter the code',
  code: 'Code',
  lastUpdated: 'Last updated',
  moreFields: '{n, plural, one {+# more field online} other {+# more fields online}}',
  documentTitle: 'Emergency card: {name}',
  qrDescription: 'QR code for {url}',
} as const;
