// The state the server embeds in a page for hydration (src/server/render/document.ts), read back.
import { EMBEDDED_STATE_ID, type EmbeddedState } from '#shared/paths.ts';

export function embeddedState<State = EmbeddedState>(html: string): State {
  const match = new RegExp(
    `<script id="${EMBEDDED_STATE_ID}" type="application/json">(.*?)</script>`,
    's',
  ).exec(html);
  if (!match) throw new Error('no embedded state');
  return JSON.parse(match[1]!) as State;
}

/** One query's embedded answer; undefined when the page did not embed that query. */
export function queryData(state: EmbeddedState, key: readonly unknown[]): unknown {
  return state.queries.find(([k]) => JSON.stringify(k) === JSON.stringify(key))?.[1];
}
