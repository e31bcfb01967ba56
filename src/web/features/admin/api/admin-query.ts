// Admin reads (SPEC §7): GET on the key path, never retried.
import { useQuery } from '@tanstack/react-query';

export function useAdminQuery<T>(path: string) {
  return useQuery<T | null>({ queryKey: [path], retry: false });
}
