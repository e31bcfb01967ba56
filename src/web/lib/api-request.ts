// Request helpers (SPEC §7, §8): cookies always sent, JSON bodies, and a non-OK answer raises
// "<status>: <body text or status text>". Cached reads treat 401 as null.
import type { QueryFunction } from '@tanstack/react-query';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly bodyText: string,
    statusText: string,
  ) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = 'ApiError';
  }

  /** The parsed JSON body, when the server sent one. */
  get body(): { message?: string; errors?: Record<string, string[]>; [key: string]: unknown } | undefined {
    try {
      const parsed: unknown = JSON.parse(this.bodyText);
      return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : undefined;
    } catch {
      return undefined;
    }
  }
}

async function throwIfResNotOk(res: Response): Promise<void> {
  if (!res.ok) {
    const text = await res.text();
    throw new ApiError(res.status, text, res.statusText);
  }
}

export async function apiRequest(method: string, url: string, data?: unknown): Promise<Response> {
  const res = await fetch(url, {
    method,
    headers: data !== undefined ? { 'Content-Type': 'application/json' } : {},
    body: data !== undefined ? JSON.stringify(data) : undefined,
    credentials: 'include',
  });
  await throwIfResNotOk(res);
  return res;
}

/** A file's raw bytes as the body, of the file's own type (the child's photo); JSON answer. */
export async function apiUpload<T>(method: string, url: string, file: Blob): Promise<T> {
  const res = await fetch(url, {
    method,
    headers: { 'Content-Type': file.type || 'application/octet-stream' },
    body: file,
    credentials: 'include',
  });
  await throwIfResNotOk(res);
  return readJson<T>(res);
}

/** apiRequest + JSON answer. */
export async function apiJson<T>(method: string, url: string, data?: unknown): Promise<T> {
  return readJson<T>(await apiRequest(method, url, data));
}

/** The answer's JSON; null for an empty answer (204). */
export async function readJson<T>(res: Response): Promise<T> {
  const text = await res.text();
  return (text ? JSON.parse(text) : null) as T;
}

type UnauthorizedBehavior = 'returnNull' | 'throw';

/** The default query function: GET the key path (parts joined by '/'). */
export const getQueryFn =
  <T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T> =>
  async ({ queryKey, signal }) => {
    const res = await fetch(queryKey.join('/'), { credentials: 'include', signal });
    if (on401 === 'returnNull' && res.status === 401) return null as T;
    await throwIfResNotOk(res);
    return (await res.json()) as T;
  };

/** The "server message" of SPEC §8: the JSON message, the raw body, or the fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    const message = error.body?.message;
    if (typeof message === 'string' && message) return message;
    return error.bodyText || fallback;
  }
  if (error instanceof Error && error.message) {
    const match = /^\d{3}: ([\s\S]*)$/.exec(error.message);
    if (match) {
      try {
        const parsed = JSON.parse(match[1]!) as { message?: unknown };
        if (typeof parsed.message === 'string') return parsed.message;
      } catch {
        return match[1]!;
      }
    }
    return error.message === 'Failed to fetch' ? fallback : error.message;
  }
  return fallback;
}

/** Field errors from a 400 answer, keyed like the form's field names ('fields.0.title'). */
export function fieldErrorsOf(error: unknown): Record<string, string[]> {
  if (error instanceof ApiError && error.status === 400) return error.body?.errors ?? {};
  return {};
}

/** A registration answered 502 because only the code mail failed: the account exists, verification is next. */
export function registeredDespiteMailOf(error: unknown): string | undefined {
  const body = error instanceof ApiError ? error.body : undefined;
  return body?.needsVerification === true && typeof body.email === 'string' ? body.email : undefined;
}
