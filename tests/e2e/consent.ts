// The consent checkbox's words as issue 17 gives them (not imported from src/shared: the test checks them).
export const CONSENT_LABEL =
  "I am the child's parent or legal guardian, and I agree that what I enter here is shown to anyone who scans the band, as explained in the privacy notice.";
/** The inline message while a save waits for the tick. */
export const CONSENT_REQUIRED = /tick the box/i;
