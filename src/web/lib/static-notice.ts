/** Marks static markup before the app's root that belongs only to the page the server answered. */
export const STATIC_NOTICE_ATTRIBUTE = 'data-static-notice';
