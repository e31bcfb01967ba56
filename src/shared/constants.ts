// Business constants and limits (SPEC §9, DESIGN §3). One source of truth for client and server.

export const PRODUCT_NAME = 'SafeKid Tag';

export const PASSWORD_MIN_LENGTH = 6;

export const VERIFICATION_CODE_LENGTH = 6;
export const VERIFICATION_CODE_TTL_MS = 24 * 60 * 60 * 1000;
export const VERIFICATION_MAX_WRONG_TRIES = 5;
export const VERIFICATION_RESEND_INTERVAL_MS = 60 * 1000;

export const SESSION_IDLE_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** Absolute cap: even an always-active session must sign in again after this. */
export const SESSION_ABSOLUTE_TTL_MS = 90 * 24 * 60 * 60 * 1000;

export const TAG_CODE_MIN_LENGTH = 4;
export const TAG_CODE_MAX_LENGTH = 12;
/**
 * A new tag PIN is 8 digits (decision 026); PINs made before are 6 digits and keep working,
 * printed cards included. A typed one longer than the input cap is refused before any comparison.
 */
export const TAG_PIN_LENGTH = 8;
export const LEGACY_TAG_PIN_LENGTH = 6;
export const TAG_PIN_INPUT_MAX_LENGTH = 32;
/** A PIN as stored (and typed, without its spaces): 8 digits, or 6 for one made before decision 026. */
export const TAG_PIN_PATTERN = /^(?:[0-9]{8}|[0-9]{6})$/;
/** Codes we issue: 12 Crockford base32 characters = 60 bits. */
export const ISSUED_TAG_CODE_LENGTH = 12;
export const ISSUED_PHYSICAL_ID_LENGTH = 16;
export const PHYSICAL_ID_MAX_LENGTH = 64;
export const INVENTORY_BATCH_MAX = 1000;

/** Scans of a tag's public page are kept this long, then housekeeping deletes them. */
export const SCAN_RETENTION_DAYS = 90;
/** The history screen's openings come in pages of this many, newest first (decision 027). */
export const SCAN_HISTORY_PAGE = 100;
/** The longest IANA zone name is 30 characters; room for future ones, none for abuse. */
export const TIME_ZONE_MAX_LENGTH = 64;

export const CHILD_AGE_MIN = 1;
export const CHILD_AGE_MAX = 18;
export const CHILD_AGE_DEFAULT_WIZARD = 5;
export const CHILD_AGE_DEFAULT_FORM = 1;
export const CHILD_NAME_MAX_LENGTH = 100;

export const FIELDS_MIN = 1;
export const FIELDS_MAX = 10;
export const FIELD_TITLE_MAX_LENGTH = 100;
export const FIELD_CONTENT_MAX_LENGTH = 2000;

export const SECTION_MAX_LENGTH = 100;
export const CONTENT_TYPE_MAX_LENGTH = 50;
export const CONTENT_TEXT_MAX_LENGTH = 10_000;
export const SHORT_TEXT_MAX_LENGTH = 500;

export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** Issue 34: the child's photo, before it is re-encoded (the same limit as any image). */
export const TAG_PHOTO_MAX_BYTES = IMAGE_MAX_BYTES;
/** The stored photo fits this square (never enlarged). */
export const TAG_PHOTO_MAX_SIDE = 800;
export const VIDEO_MAX_BYTES = 50 * 1024 * 1024;
export const UPLOAD_URL_TTL_MS = 10 * 60 * 1000;

export const RELATIVE_TIME_HOUR_MS = 60 * 60 * 1000;
export const RELATIVE_TIME_DAY_MS = 24 * 60 * 60 * 1000;
export const COPY_CONFIRMATION_MS = 2000;

/** Shutdown, after the drain (SHUTDOWN_DRAIN_MS, configured): handlers still running once the server
 * stopped get this long before the database closes... */
export const SHUTDOWN_HANDLERS_WAIT_MS = 20_000;
/** ...and the process exits this long after closing began, whatever still hangs. */
export const SHUTDOWN_LIMIT_MS = 25_000;

/** TanStack Query defaults (SPEC §9). */
export const QUERY_STALE_MS = 10_000;
export const USER_QUERY_STALE_MS = 300_000;
export const USER_QUERY_GC_MS = 600_000;

/** Toasts (SPEC §9). */
export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_HOTKEY = ['F8'];

export const DEFAULT_PRICE = '29.99';
/** The highest 'most bracelets per checkout' the shop may set (issue 32's default is 5). */
export const MAX_ORDER_QUANTITY = 20;
export const DEFAULT_CURRENCY = 'EUR';
export const PAYMENT_INTENT = 'CAPTURE';
/** The `issue` a declined capture answers with: the buyer picks another way to pay. */
export const INSTRUMENT_DECLINED = 'INSTRUMENT_DECLINED';
export const CURRENCIES = ['EUR', 'USD', 'GBP'] as const;

export const HOW_IT_WORKS_STEP_COUNT = 3;
export const FEATURE_COUNT = 4;
export const TRUST_BADGE_COUNT = 3;
export const RATING_STARS = 5;

/** Symbol shown before the price: EUR → €, USD → $, anything else → £ (SPEC §2). */
export function currencySymbol(currency: string): string {
  if (currency === 'EUR') return '€';
  if (currency === 'USD') return '$';
  return '£';
}

/**
 * The currency whose symbol SPEC §2 shows for `currency` (EUR, USD, else GBP), for Intl to place it
 * as the reader's language does: €29.99 in English, 29,99 € in Italian.
 */
export function displayCurrency(currency: string): 'EUR' | 'USD' | 'GBP' {
  return currency === 'EUR' || currency === 'USD' ? currency : 'GBP';
}

/** Issue 29: a mailed password-reset link works for one hour, once. */
export const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000;
