// errors: English, exactly as SPEC quotes it (moved from text.ts's serverText).

export const errorsEn = {
  // Issue 34: the child's photo for lost mode.
  photoTooLarge: 'The photo must be 5 MB or smaller.',
  notAPhoto: 'This file is not a photo we can read.',
  photoHeic: 'HEIC photos can’t be read here yet. Please choose a JPEG or PNG photo.',
  photoNotFound: 'No photo.',
  validationFailed: 'Please check the highlighted fields.',
  notFound: 'Not found',
  unauthorized: 'Please sign in to continue.',
  adminRequired: 'Admin access required.',
  forbiddenOrigin: 'This request came from another site and was refused.',
  internalError: 'Something went wrong on our side. Please try again.',
  wrongPin: 'Wrong PIN. Please try again.',
  shareNoParent:
    'This bracelet is not linked to any parent yet, so nothing can be sent to them. In an emergency, call 112.',
  unavailable: 'The service is temporarily unavailable. Please try again shortly.',
  unavailableTagLink: 'Reading a SafeKid bracelet? Enter its code',
  shuttingDown: 'This instance is shutting down; another one serves your requests.',
  rateLimited:
    'Too many attempts. Please wait {unit, select, seconds {{count, plural, one {# second} other {# seconds}}} other {{count, plural, one {# minute} other {# minutes}}}} and try again.',
  bodyTooLarge: 'The request is too large.',
  invalidJson: 'The request body is not valid JSON.',
  badUrl: 'This address is not valid.',
  emailTaken: 'An account with this email already exists. Please sign in instead.',
  invalidCredentials: 'Invalid email or password',
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
  orderNotShippable: 'Only a packed order can be shipped.',
  // An order's life (issue 32): the admin's order page.
  orderNotPackable: 'Only a paid order that is not packed yet can be packed.',
  orderNotUnpackable: 'Only a packed order that has not shipped yet can be unpacked.',
  orderNotCancellable: 'Only an order that was never paid can be cancelled. Refund a paid order instead.',
  orderNotRefundable: 'This order has no payment that can be refunded.',
  orderNoReturns:
    'Bracelets go back to stock from a shipped or refunded order. Unpack an order that has not shipped.',
  orderNotConfirmable: 'This order has no confirmation to send: it is not paid, or the buyer left no e-mail.',
  orderMailFailed: 'The e-mail to the buyer could not be sent. Please try again in a few minutes.',
  packCodeTwice: 'The code {code} is in the list twice.',
  packCount:
    'This order is for {quantity, plural, one {# bracelet} other {# bracelets}}, but {count, plural, one {# code was} other {# codes were}} entered.',
  packCodeUnknown: 'No bracelet has the code {code}.',
  packCodeSold: 'The bracelet {code} is already packed for another order.',
  packCodeNotInStock: 'The bracelet {code} is not in stock: a parent has activated it, or it was retired.',
  braceletActivated: 'The bracelet {code} has been activated by a parent and cannot go back to stock.',
  returnCodeNotInOrder: 'The bracelet {code} was not packed for this order.',
  refundAmountZero: 'Enter an amount greater than zero.',
  refundAmountDecimals: '{currency} amounts cannot have that many decimals.',
  refundTooMuch: 'At most {max} can still be refunded.',
  refundRefused: 'PayPal refused the refund. The order is unchanged.',
  refundAlreadyFull: 'PayPal says this payment has already been refunded in full. The order is unchanged.',
  refundExceeds:
    'PayPal says the amount is more than what is left to refund on this payment. The order is unchanged.',
  refundTimeLimit: 'The time PayPal allows for refunding this payment has passed. The order is unchanged.',
  refundInProgress: 'A refund of this order is already under way. Reload the order in a moment.',
  trackingRefused:
    'PayPal did not accept this tracking for the order, so it is still packed. Check the carrier and the number.',
  priceChanged: 'The price changed: reload the page to see the new price.',
  webhookSignatureInvalid: 'The webhook signature could not be verified.',
  webhookEventInvalid: 'The webhook event is not a PayPal event.',
  uploadTypeNotAllowed:
    'This file type is not allowed. Use PNG, JPEG, WebP, GIF or AVIF images, or MP4 or WebM video.',
  uploadTooLarge: 'The file is too large.',
  uploadContentMismatch: 'The file content does not match its declared type.',
  uploadUrlInvalid: 'This upload link is invalid or has expired. Please request a new one.',
  testAlertSent: 'Test alert sent. Check your inbox.',
  testAlertFailed: 'We could not send the test alert. Please try again in a few minutes.',
  // Co-guardians (issue 34).
  ownerOnly: "Only the tag's owner can do that.",
  familyFull:
    'A tag can have at most {max} guardians and open invitations together. Withdraw an invitation or remove a guardian first.',
  inviteSelf: 'This is your own address. Enter the e-mail address of the adult you want to invite.',
  alreadyGuardian: 'This person already looks after this tag.',
  inviteOnDeactivatedTag:
    'This tag is deactivated: its page no longer opens, so nobody can be invited to look after it.',
  invitationNotFound: 'This invitation link is not valid. Please check the link in the e-mail.',
  invitationOtherAddress: 'This invitation was sent to {email}. Sign in with that address to accept it.',
  invitationExpired: 'This invitation has expired. Ask the person who invited you to send a new one.',
  invitationWithdrawn: 'This invitation was withdrawn. Ask the person who invited you if you still need it.',
  handOverFirst:
    'Other adults still look after these tags: {names}. Hand each one over to one of its guardians or deactivate it, then delete your account.',
  invitationMailFailed:
    'We could not send the invitation e-mail, so no invitation was made. Please try again in a few minutes.',
  handOverNotGuardian: "Only one of the tag's guardians can become its owner.",
} as const;
