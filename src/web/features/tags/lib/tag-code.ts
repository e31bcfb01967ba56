// The Tag Code box of /activate (SPEC §5: limited to 12, upper-cased).
import { TAG_CODE_MAX_LENGTH } from '#shared/constants.ts';
import { withoutSeparators } from '#shared/tag-code.ts';

/**
 * A code as printed ("5ypy cqsp ce2v") or written with dashes: the separators are dropped as they come,
 * so only code characters count toward the 12. The input has no maxlength attribute: the
 * browser would cut a pasted grouped code at 12 characters, spaces included, before this runs.
 */
export function typedTagCode(value: string): string {
  return withoutSeparators(value).slice(0, TAG_CODE_MAX_LENGTH);
}
