// The client's request helpers (SPEC §7, §8) and toast store (SPEC §9), against a stubbed fetch.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOAST_LIMIT } from '#shared/constants.ts';
import { ApiError, apiRequest, errorMessage, fieldErrorsOf, getQueryFn } from '#web/lib/api-request.ts';
import { reducer, type ToastItem } from '#web/lib/use-toast.ts';

function stubFetch(status: number, body: string, statusText = '') {
  const fetchMock = vi.fn(async () => new Response(body || null, { status, statusText }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiRequest', () => {
  it('sends cookies, and JSON with a JSON content type only when there is a body', async () => {
    const fetchMock = stubFetch(200, '{}');
    await apiRequest('POST', '/api/tags', { childName: 'Mia' });
    await apiRequest('POST', '/api/auth/logout');
    const [withBody, withoutBody] = fetchMock.mock.calls as unknown as [
      [string, RequestInit],
      [string, RequestInit],
    ];
    expect(withBody[1]).toMatchObject({
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: '{"childName":"Mia"}',
    });
    expect(withoutBody[1]).toMatchObject({ credentials: 'include', headers: {}, body: undefined });
  });

  it('raises "<status>: <body>" on a non-OK answer, or the status text when the body is empty', async () => {
    stubFetch(400, '{"message":"Maximum 10 fields allowed"}');
    await expect(apiRequest('PUT', '/api/tags/x/config', {})).rejects.toThrow(
      '400: {"message":"Maximum 10 fields allowed"}',
    );
    stubFetch(503, '', 'Service Unavailable');
    await expect(apiRequest('GET', '/api/x')).rejects.toThrow('503: Service Unavailable');
  });

  it('shows the server message, else the raw body, else the fallback', () => {
    expect(errorMessage(new ApiError(409, '{"message":"taken"}', 'Conflict'), 'fallback')).toBe('taken');
    expect(errorMessage(new ApiError(502, 'Bad gateway from proxy', 'Bad Gateway'), 'fallback')).toBe(
      'Bad gateway from proxy',
    );
    expect(errorMessage(new ApiError(500, '', 'Internal'), 'fallback')).toBe('fallback');
    expect(errorMessage(new TypeError('Failed to fetch'), 'fallback')).toBe('fallback');
    expect(
      fieldErrorsOf(
        new ApiError(400, '{"message":"m","errors":{"fields.0.title":["Field title is required"]}}', ''),
      ),
    ).toEqual({
      'fields.0.title': ['Field title is required'],
    });
  });
});

describe('cached reads', () => {
  const queryFn = getQueryFn<unknown>({ on401: 'returnNull' });
  const context = (key: readonly unknown[]) =>
    ({ queryKey: key, signal: new AbortController().signal }) as never;

  it('GET the key path, parts joined with "/"', async () => {
    const fetchMock = stubFetch(200, '{"content":"Hi"}');
    expect(await queryFn(context(['/api/content', 'hero_title']))).toEqual({ content: 'Hi' });
    expect((fetchMock.mock.calls[0] as unknown as [string])[0]).toBe('/api/content/hero_title');
  });

  it('treat 401 as an empty (null) result, other failures as errors', async () => {
    stubFetch(401, '{"message":"Please sign in to continue."}');
    expect(await queryFn(context(['/api/auth/user']))).toBeNull();
    stubFetch(500, 'boom');
    await expect(queryFn(context(['/api/tags']))).rejects.toThrow('500: boom');
    stubFetch(401, '{}');
    await expect(getQueryFn({ on401: 'throw' })(context(['/api/tags']))).rejects.toThrow(/^401: /);
  });
});

describe('toast store', () => {
  const item = (id: string): ToastItem => ({ id, open: true, title: id, onOpenChange: () => undefined });

  it('keeps one notice at a time, the newest', () => {
    expect(TOAST_LIMIT).toBe(1);
    let state = reducer({ toasts: [] }, { type: 'ADD', toast: item('a') });
    state = reducer(state, { type: 'ADD', toast: item('b') });
    expect(state.toasts.map((t) => t.id)).toEqual(['b']);
  });

  it('a dismissed notice closes first and is removed later', () => {
    let state = reducer({ toasts: [item('a')] }, { type: 'DISMISS', id: 'a' });
    expect(state.toasts).toMatchObject([{ id: 'a', open: false }]);
    state = reducer(state, { type: 'REMOVE', id: 'a' });
    expect(state.toasts).toEqual([]);
  });
});
