// Inside the app, whether the public page on screen is the signed-in parent's own tag: its id (for
// the owner's bar), found in their tag list. The server makes the same decision for its page.
import { useCurrentUser } from '../../api/current-user.ts';
import { useTags } from '../../api/tags.ts';

/** `asResponder`: the page as a stranger sees it (`?view=responder`), so never the owner's. */
export function useOwnTagId(uniqueCode: string, asResponder: boolean): string | null {
  const { user } = useCurrentUser();
  // Only a verified parent has tags (and may ask for the list).
  const wanted = !asResponder && Boolean(user?.isEmailVerified);
  const tags = useTags({ enabled: wanted });
  if (!wanted) return null;
  const code = uniqueCode.trim().toUpperCase();
  return tags.data?.find((tag) => tag.uniqueCode.toUpperCase() === code)?.id ?? null;
}
