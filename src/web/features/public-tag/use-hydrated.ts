// Controls that only work with the page's script: until React runs the page they look unavailable
// (disabled), so a tap on a slow link is not silently lost, and a form cannot submit natively (the PIN
// would land in the page's address).
import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/** False in the server's markup and while hydrating it; true once the page's script runs. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
