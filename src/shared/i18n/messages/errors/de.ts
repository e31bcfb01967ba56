// errors: de. NOT YET TRANSLATED: a copy of English, which the catalogue test refuses.
import type { Messages } from '../../catalogue-types.ts';
import type { errorsEn } from './en.ts';

export const errorsDe = {
  validationFailed: 'Bitte überprüfen Sie die markierten Felder.',
  notFound: 'Nicht gefunden',
  unauthorized: 'Bitte melden Sie sich an, um fortzufahren.',
  adminRequired: 'Admin access required.',
  forbiddenOrigin: 'This request came from another site and was refused.',
  internalError: 'Bei uns ist etwas schiefgelaufen. Bitte versuchen Sie es erneut.',
  wrongPin: 'Wrong PIN. Please try again.',
  shareNoParent:
    'This bracelet is not linked to any parent yet, so nothing can be sent to them. In an emergency, call 112.',
  unavailable: 'The service is temporarily unavailable. Please try again shortly.',
  unavailableTagLink: 'Reading a SafeKid bracelet? Enter its code',
  shuttingDown: 'This instance is shutting down; another one serves your requests.',
  rateLimited:
    'Zu viele Versuche. Bitte warten Sie {unit, select, seconds {{count, plural, one {# Sekunde} other {# Sekunden}}} other {{count, plural, one {# Minute} other {# Minuten}}}} und versuchen Sie es dann erneut.',
  bodyTooLarge: 'The request is too large.',
  invalidJson: 'The request body is not valid JSON.',
  badUrl: 'This address is not valid.',
  emailTaken: 'An account with this email already exists. Please sign in instead.',
  invalidCredentials: 'E-Mail-Adresse oder Passwort ist falsch',
  needsVerification: 'Please verify your email before signing in. We sent you a 6-digit code.',
  emailNotVerified: 'Please verify your email to manage your tags.',
  invalidCode: 'The verification code is invalid or has expired.',
  tooManyWrongCodes: 'Too many wrong codes. Please request a new verification code.',
  resendTooSoon: 'Please wait a minute before requesting another code.',
  codeRecentlySent:
    'We sent a code to this address less than a minute ago. You can request a new one in {seconds, plural, one {# second} other {# seconds}}.',
  resendAccepted: 'If an account with this email needs verification, a new code has been sent.',
  mailFailed: 'We could not send the verification email. Please try resending the code.',
  invalidAdminCredentials: 'Invalid credentials',
  tagCodeNotFound: 'Tag code not found or already activated by another account.',
  braceletNotFound: 'Bracelet not found. Please check the number printed on your bracelet.',
  physicalIdTaken: 'A bracelet with the number {physicalId} already exists.',
  tagNotFound: 'Tag not found',
  braceletAlreadyConfigured:
    'This bracelet is already yours and has a profile. Edit it from your dashboard instead.',
  tagDeactivated:
    'This tag is deactivated: its page no longer opens. Move its profile to a new bracelet to use it again.',
  lostOnDeactivatedTag:
    'This tag is deactivated: its page no longer opens, so it cannot be switched to lost.',
  cardNeedsConfiguration: "Add your child's details to this tag before printing its emergency card.",
  cardLayoutInvalid: "Choose the layout 'card' (one wallet card) or 'sheet' (an A4 sheet of cards).",
  publicTagNotFound: 'Tag not found or no longer active. Please contact the tag owner.',
  paymentsDisabled: 'Online payments are not available right now. Please try again later.',
  paymentFailed: 'The payment could not be completed. Please try again.',
  paymentProviderDown: 'The payment provider is not responding. Please try again in a moment.',
  paymentProviderError: 'The payment provider could not handle the request. Please try again later.',
  paymentDeclined: 'Your payment method was declined. Please choose another way to pay.',
  orderNotShippable: 'Only paid orders can be marked as shipped.',
  webhookSignatureInvalid: 'The webhook signature could not be verified.',
  webhookEventInvalid: 'The webhook event is not a PayPal event.',
  uploadTypeNotAllowed:
    'This file type is not allowed. Use PNG, JPEG, WebP, GIF or AVIF images, or MP4 or WebM video.',
  uploadTooLarge: 'The file is too large.',
  uploadContentMismatch: 'The file content does not match its declared type.',
  uploadUrlInvalid: 'This upload link is invalid or has expired. Please request a new one.',
  testAlertSent: 'Test alert sent. Check your inbox.',
  testAlertFailed: 'We could not send the test alert. Please try again in a few minutes.',
} satisfies Messages<typeof errorsEn>;
