// The privacy notice's version: a consent record names the version it was given to; a new
// version (a change of substance in the notice's text, the catalogue's privacyNotice domain in every
// language) asks every parent again before their next save of emergency data.

export const PRIVACY_NOTICE_VERSION = '2026-11-23';
