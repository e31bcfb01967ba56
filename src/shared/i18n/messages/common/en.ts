// common: English, exactly as SPEC quotes it (moved from text.ts's commonText).

export const commonEn = {
  pageNotFound: 'Page Not Found',
  pageNotFoundBody: "The page you are looking for doesn't exist or has been moved.",
  backHome: 'Go to the home page',
  loading: 'Loading...',
  footerTagline: 'Emergency information system for child safety',
  footerSupport: 'Support:',
  saving: 'Saving...',
  networkErrorTitle: 'Error',
  networkError: 'Network error. Please try again.',
  close: 'Close',
} as const;
