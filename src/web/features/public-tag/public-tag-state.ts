// What the server embeds in the public page for hydration, and how the `tag` entry reads it back.
import { EMBEDDED_STATE_ID } from '#shared/paths.ts';
import type { PublicTag } from '#shared/schemas/tag.ts';

export type PublicTagState = { tag: PublicTag; supportEmail: string };

export const PUBLIC_TAG_STATE_ID = EMBEDDED_STATE_ID;

export function readPublicTagState(doc: Document = document): PublicTagState | undefined {
  const text = doc.getElementById(PUBLIC_TAG_STATE_ID)?.textContent;
  if (!text) return undefined;
  try {
    const state = JSON.parse(text) as Partial<PublicTagState>;
    return state.tag && typeof state.supportEmail === 'string' ? (state as PublicTagState) : undefined;
  } catch {
    return undefined;
  }
}
