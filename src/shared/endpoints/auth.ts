// Accounts (SPEC §7): registration, e-mail verification, sign-in, sign-out, the current user and the
// password reset. Every answer here is personal: the server sends each with `cache-control: no-store`.
import { z } from 'zod';
import {
  currentUserSchema,
  forgotPasswordSchema,
  loginSchema,
  registerResponseSchema,
  registerSchema,
  resendVerificationSchema,
  resetPasswordSchema,
  verifyEmailSchema,
  wizardVerifyEmailSchema,
} from '../schemas/auth.ts';
import { messageAnswer } from './common.ts';
import { endpoint } from './endpoint.ts';

export const currentUser = endpoint({
  method: 'GET',
  path: '/api/auth/user',
  access: 'user',
  summary: 'The signed-in user',
  response: currentUserSchema,
});

/**
 * 201 when the code mail went out; 200 when the address registered again within the minute (no new
 * code); 502 with `needsVerification` when only the mail failed (the account exists).
 */
const registration = {
  method: 'POST',
  access: 'public',
  body: registerSchema,
  response: registerResponseSchema,
  status: 201,
} as const;

export const register = endpoint({
  ...registration,
  path: '/api/auth/register',
  summary: 'Create an account and mail its verification code',
});

/** The bracelet wizard's address for the same registration (SPEC §7). */
export const registerFromWizard = endpoint({
  ...registration,
  path: '/api/register',
  summary: 'Create an account and mail its verification code (the wizard)',
});

/** The account's saved language comes back as Content-Language (and the `lang` cookie). */
export const login = endpoint({
  method: 'POST',
  path: '/api/auth/login',
  access: 'public',
  summary: 'Sign in',
  body: loginSchema,
  response: currentUserSchema,
});

export const logout = endpoint({
  method: 'POST',
  path: '/api/auth/logout',
  access: 'public',
  summary: 'Sign out',
  response: z.object({ ok: z.literal(true) }),
});

/** A right code verifies the address and signs in. */
export const verifyEmail = endpoint({
  method: 'POST',
  path: '/api/auth/verify-email',
  access: 'public',
  summary: 'Verify the e-mail address with its code',
  body: verifyEmailSchema,
  response: currentUserSchema,
});

/** The bracelet wizard's address for the same verification, its code named `code`. */
export const verifyEmailFromWizard = endpoint({
  method: 'POST',
  path: '/api/verify-email',
  access: 'public',
  summary: 'Verify the e-mail address with its code (the wizard)',
  body: wizardVerifyEmailSchema,
  response: currentUserSchema,
});

/** Known and unknown addresses answer alike; 502 when the mail failed. */
export const resendVerification = endpoint({
  method: 'POST',
  path: '/api/auth/resend-verification',
  access: 'public',
  summary: 'Mail a new verification code',
  body: resendVerificationSchema,
  response: messageAnswer,
});

/** One answer for every address, known or not. */
export const forgotPassword = endpoint({
  method: 'POST',
  path: '/api/auth/forgot-password',
  access: 'public',
  summary: 'Mail a link that sets a new password',
  body: forgotPasswordSchema,
  response: messageAnswer,
});

/** Every session of the account ends, this browser's too. */
export const resetPassword = endpoint({
  method: 'POST',
  path: '/api/auth/reset-password',
  access: 'public',
  summary: 'Set a new password from a mailed link',
  body: resetPasswordSchema,
  response: messageAnswer,
});
