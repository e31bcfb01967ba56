// passwordReset: de. NOT YET TRANSLATED: a copy of English, which the catalogue test refuses.
import type { Messages } from '../../catalogue-types.ts';
import type { passwordResetEn } from './en.ts';

export const passwordResetDe = {
  forgotLink: 'Forgot password?',
  forgotHeading: 'Forgot your password?',
  forgotIntro: 'Enter the email address of your account. We will send you a link to set a new password.',
  forgotButton: 'Send reset link',
  forgotPending: 'Sending...',
  forgotFailedTitle: 'Request not sent',
  forgotAccepted:
    'If an account exists for this email, we have sent it a link to set a new password. The link works once, for 1 hour.',
  forgotSentTitle: 'Check your email',
  forgotSpamNote: 'No email after a few minutes? Check your spam folder, or ask again.',
  forgotAgain: 'Use another email address',
  backToSignIn: 'Back to sign in',
  resetHeading: 'Set a new password',
  resetIntro: 'Choose a new password. Every device signed in to your account will be signed out.',
  newPasswordLabel: 'New password',
  confirmPasswordLabel: 'Confirm new password',
  passwordsDiffer: 'The two passwords are not the same',
  resetButton: 'Save new password',
  resetPending: 'Saving...',
  resetOkTitle: 'Password changed',
  resetOk: 'Sign in with your new password.',
  resetFailedTitle: 'Password not changed',
  invalidLink: 'This reset link is invalid, has expired or was already used. Please ask for a new one.',
  requestNewLink: 'Ask for a new link',
  invalidNext: 'The page to return to is not valid.',
  mailSubject: 'Set a new password for your SafeKid Tag account',
  mailIntro: 'someone (we hope you) asked to set a new password for the SafeKid Tag account {email}.',
  mailAction: 'Set a new password',
  mailValidity: 'The link works once, for 1 hour. Setting a new password signs out every device.',
  mailIgnore: 'If you did not ask for it, ignore this email: your password stays as it is.',
} satisfies Messages<typeof passwordResetEn>;
