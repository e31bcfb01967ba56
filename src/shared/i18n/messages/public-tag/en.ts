// publicTag: English, exactly as SPEC quotes it (moved from text.ts's publicTagText).

export const publicTagEn = {
  heading: 'EMERGENCY INFORMATION',
  banner:
    'This child is wearing a SafeKid emergency bracelet. The information below was provided by a parent.',
  childFallback: 'Child Information',
  age: 'Age',
  ageYears: '{count, plural, one {# year} other {# years}}',
  tagId: 'Tag ID',
  empty: 'No emergency information has been configured for this tag yet.',
  lastUpdated: 'Last updated',
  support: 'Support',
  loading: 'Loading emergency information...',
  error: 'Tag not found or no longer active. Please contact the tag owner.',
  call: 'Call',
  checkedByParent: 'Checked by a parent on {date}',
  staleNotice: 'A parent last checked this information more than a year ago. It may be out of date.',
} as const;
