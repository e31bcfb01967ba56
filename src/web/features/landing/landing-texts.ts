// Texts with two editors: the video titles and feature icons exist both as inline-editable site_content
// keys and as fields of their section's admin tab. The inline edit wins once it differs from its
// default; until then the section's value shows (decision 033).
export function editedOr(inlineValue: string, inlineDefault: string, sectionValue: string): string {
  return inlineValue !== inlineDefault && inlineValue.trim() !== '' ? inlineValue : sectionValue;
}
