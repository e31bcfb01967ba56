// The privacy notice (issue 17, /privacy) and the consent that refers to it. A consent record names the
// version it was given to; changing the notice's substance means a new version, and every parent is
// asked again before their next save of emergency data.
export const PRIVACY_NOTICE_VERSION = '2026-11-23';
