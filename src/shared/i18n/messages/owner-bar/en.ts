// ownerBar: English, exactly as SPEC quotes it (moved from text.ts's ownerBarText).

export const ownerBarEn = {
  label: 'Your tag',
  note: 'Only you see this bar.',
  edit: 'Edit',
  myTags: 'My Tags',
} as const;
