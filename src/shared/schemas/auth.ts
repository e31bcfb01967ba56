// Account schemas shared by the forms and the server (SPEC §5 messages).
import { z } from 'zod';
import { PASSWORD_MIN_LENGTH, VERIFICATION_CODE_LENGTH } from '../constants.ts';
import { safeNextPath } from '../next-path.ts';
import { messageRef } from '../message-ref.ts';
import { isStorableText } from './storable-text.ts';
import { timeZoneSchema } from './time-zone.ts';

const EMAIL_MAX = 254;
const PASSWORD_MAX = 200;
const NAME_MAX = 100;

/** Trimmed and lower-cased: e-mails are compared case-insensitively everywhere. */
export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX, messageRef('validation.invalidEmail'))
  .email(messageRef('validation.invalidEmail'));

const wizardEmailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX, messageRef('validation.wizardInvalidEmail'))
  .email(messageRef('validation.wizardInvalidEmail'));

export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, messageRef('validation.passwordMin'))
  .max(PASSWORD_MAX, messageRef('validation.tooLong', { max: PASSWORD_MAX }));

const storableName = z
  .string()
  .trim()
  .max(NAME_MAX, messageRef('validation.tooLong', { max: NAME_MAX }))
  .refine(isStorableText, messageRef('validation.invalidCharacter'));
const optionalName = storableName.optional();

/** Optional everywhere: SPEC's calls without it work unchanged and keep the stored zone. */
const optionalTimeZone = timeZoneSchema.optional();

export const loginSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  timeZone: optionalTimeZone,
});
export type LoginInput = z.infer<typeof loginSchema>;

/** Sign-in screen registration: names optional. The server uses this one for both registration paths. */
export const registerSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  firstName: optionalName,
  lastName: optionalName,
  timeZone: optionalTimeZone,
});
export type RegisterInput = z.infer<typeof registerSchema>;

/** Wizard registration: names required, its own e-mail wording. */
export const wizardRegisterSchema = z.object({
  email: wizardEmailSchema,
  password: passwordSchema,
  firstName: z.string().trim().min(1, messageRef('validation.firstNameRequired')).max(NAME_MAX),
  lastName: z.string().trim().min(1, messageRef('validation.lastNameRequired')).max(NAME_MAX),
  timeZone: optionalTimeZone,
});
export type WizardRegisterInput = z.infer<typeof wizardRegisterSchema>;

export const verificationCodeSchema = z
  .string()
  .trim()
  .length(VERIFICATION_CODE_LENGTH, messageRef('validation.codeLength'))
  .regex(/^\d+$/, messageRef('validation.codeLength'));

/** POST /api/auth/verify-email (standalone page). */
export const verifyEmailSchema = z.object({ email: emailSchema, verificationCode: verificationCodeSchema });
/** POST /api/verify-email (wizard). */
export const wizardVerifyEmailSchema = z.object({ email: emailSchema, code: verificationCodeSchema });

/** The Italian standalone page: digits only. */
export const italianCodeSchema = z.string().regex(/^\d{6}$/, messageRef('validation.codeDigitsIt'));

/**
 * Why a verification code or a new code was refused, sent beside the message as `code`: pages tell
 * the cases apart by it, not by the message's words (which are in the reader's language).
 */
export const VERIFICATION_REFUSALS = {
  tooManyWrongCodes: 'tooManyWrongCodes',
  resendTooSoon: 'resendTooSoon',
} as const;
export type VerificationRefusal = (typeof VERIFICATION_REFUSALS)[keyof typeof VERIFICATION_REFUSALS];

export const resendVerificationSchema = z.object({ email: emailSchema });

/** POST /api/auth/forgot-password: `next` is the app page the link returns to. */
export const forgotPasswordSchema = z.object({
  email: emailSchema,
  next: z
    .string()
    .refine((value) => safeNextPath(value) !== null, messageRef('passwordReset.invalidNext'))
    .optional(),
});
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;
/** The forgot-password page's form (its `next` comes from the page's address). */
export const forgotPasswordFormSchema = forgotPasswordSchema.pick({ email: true });
export type ForgotPasswordForm = z.infer<typeof forgotPasswordFormSchema>;

/** The mailed token: 32 random bytes in base64url. Anything else answers as an unknown link. */
export const RESET_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const resetTokenSchema = z
  .string({
    required_error: messageRef('passwordReset.invalidLink'),
    invalid_type_error: messageRef('passwordReset.invalidLink'),
  })
  .regex(RESET_TOKEN_PATTERN, messageRef('passwordReset.invalidLink'));

/** POST /api/auth/reset-password: the new password follows registration's rules. */
export const resetPasswordSchema = z.object({ token: resetTokenSchema, password: passwordSchema });
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

/** The reset page's form: the password twice (the token comes from the link). */
export const resetPasswordFormSchema = z
  .object({ password: passwordSchema, confirmPassword: z.string() })
  .refine((value) => value.password === value.confirmPassword, {
    message: messageRef('passwordReset.passwordsDiffer'),
    path: ['confirmPassword'],
  });
export type ResetPasswordFormInput = z.infer<typeof resetPasswordFormSchema>;

export const adminLoginSchema = z.object({
  username: z.string().trim().min(1, messageRef('validation.usernameRequired')).max(NAME_MAX),
  password: passwordSchema,
});
export type AdminLoginInput = z.infer<typeof adminLoginSchema>;

/** GET /api/auth/user: the only user fields a client ever sees. */
export const currentUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  isEmailVerified: z.boolean(),
  /**
   * The privacy notice version of the user's latest consent, or null. The form and the wizard ask for
   * consent while it is not the current PRIVACY_NOTICE_VERSION.
   */
  consentedNoticeVersion: z.string().nullable(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

export const registerResponseSchema = z.object({
  email: z.string(),
  needsVerification: z.literal(true),
  message: z.string(),
  /** false: the address was registered again within the minute after its last code mail; none was sent. */
  codeSent: z.boolean(),
  /** Seconds until a new code may be requested (resend). */
  resendAvailableInSeconds: z.number(),
});
export type RegisterResponse = z.infer<typeof registerResponseSchema>;
