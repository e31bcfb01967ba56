// Registration whose code mail failed (502 with needsVerification and the e-mail): both registration
// forms go on to verification with the address the server answered.
import { describe, expect, it } from 'vitest';
import { ApiError, registeredDespiteMailOf } from '#web/lib/api-request.ts';

const apiError = (status: number, body: unknown) => new ApiError(status, JSON.stringify(body), '');

describe('registeredDespiteMailOf', () => {
  it('answers the e-mail of an account created although its mail failed', () => {
    const error = apiError(502, { message: 'mail failed', email: 'a@example.test', needsVerification: true });
    expect(registeredDespiteMailOf(error)).toBe('a@example.test');
  });

  it('answers nothing for other failures', () => {
    expect(registeredDespiteMailOf(apiError(409, { message: 'taken' }))).toBeUndefined();
    expect(registeredDespiteMailOf(apiError(502, { needsVerification: true }))).toBeUndefined();
    expect(
      registeredDespiteMailOf(apiError(502, { email: 'a@example.test', needsVerification: 'yes' })),
    ).toBeUndefined();
    expect(registeredDespiteMailOf(new ApiError(502, 'Bad Gateway', 'Bad Gateway'))).toBeUndefined();
    expect(registeredDespiteMailOf(new Error('Failed to fetch'))).toBeUndefined();
  });
});
