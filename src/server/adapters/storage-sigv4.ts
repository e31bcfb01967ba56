// AWS Signature Version 4 for S3-compatible storage, written with node:crypto (no SDK): presigned
// URLs (query authentication) and signed request headers. Checked against AWS's published examples.
import { createHash, createHmac } from 'node:crypto';

export type SigV4Credentials = {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  service?: string;
};

const ALGORITHM = 'AWS4-HMAC-SHA256';
export const UNSIGNED_PAYLOAD = 'UNSIGNED-PAYLOAD';
export const EMPTY_PAYLOAD_SHA256 = sha256Hex('');

export function sha256Hex(data: string | Buffer): string {
  return createHash('sha256').update(data).digest('hex');
}

function hmac(key: string | Buffer, data: string): Buffer {
  return createHmac('sha256', key).update(data, 'utf8').digest();
}

/** RFC 3986 encoding as SigV4 wants it: everything but A-Z a-z 0-9 - . _ ~ is percent-encoded. */
export function encodeRfc3986(value: string): string {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/** '20130524T000000Z' */
export function amzDate(now: Date): string {
  return now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** Each path segment encoded once (S3 does not double-encode). */
function canonicalUri(url: URL): string {
  return url.pathname
    .split('/')
    .map((segment) => encodeRfc3986(decodeURIComponent(segment)))
    .join('/');
}

function canonicalQuery(params: Array<[string, string]>): string {
  return params
    .map(([k, v]) => [encodeRfc3986(k), encodeRfc3986(v)] as const)
    .sort(([a, av], [b, bv]) => (a < b ? -1 : a > b ? 1 : av < bv ? -1 : av > bv ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
}

function normalizeHeaders(headers: Record<string, string>): Array<[string, string]> {
  return Object.entries(headers)
    .map(([name, value]) => [name.toLowerCase(), value.trim().replace(/\s+/g, ' ')] as [string, string])
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

export function signingKey(credentials: SigV4Credentials, date: string): Buffer {
  const kDate = hmac(`AWS4${credentials.secretAccessKey}`, date);
  const kRegion = hmac(kDate, credentials.region);
  const kService = hmac(kRegion, credentials.service ?? 's3');
  return hmac(kService, 'aws4_request');
}

type CanonicalParts = {
  method: string;
  url: URL;
  query: Array<[string, string]>;
  headers: Array<[string, string]>;
  payloadHash: string;
};

export function canonicalRequest(parts: CanonicalParts): string {
  return [
    parts.method,
    canonicalUri(parts.url),
    canonicalQuery(parts.query),
    parts.headers.map(([name, value]) => `${name}:${value}\n`).join(''),
    parts.headers.map(([name]) => name).join(';'),
    parts.payloadHash,
  ].join('\n');
}

function signature(
  credentials: SigV4Credentials,
  now: Date,
  canonical: string,
): { signature: string; scope: string } {
  const stamp = amzDate(now);
  const date = stamp.slice(0, 8);
  const scope = `${date}/${credentials.region}/${credentials.service ?? 's3'}/aws4_request`;
  const stringToSign = [ALGORITHM, stamp, scope, sha256Hex(canonical)].join('\n');
  const sig = createHmac('sha256', signingKey(credentials, date)).update(stringToSign).digest('hex');
  return { signature: sig, scope };
}

/** The request's query parameters as pairs (existing ones of the URL are kept and signed). */
function queryPairs(url: URL): Array<[string, string]> {
  return [...url.searchParams.entries()];
}

/**
 * A presigned URL: whoever holds it may send exactly this method with exactly these signed
 * headers (e.g. content-type and content-length) until it expires.
 */
export function presignUrl(options: {
  method: string;
  url: string;
  /** Headers the sender must send with these values; host is added. */
  headers?: Record<string, string>;
  expiresInSeconds: number;
  now: Date;
  credentials: SigV4Credentials;
}): string {
  const url = new URL(options.url);
  const headers = normalizeHeaders({ ...options.headers, host: url.host });
  const stamp = amzDate(options.now);
  const scope = `${stamp.slice(0, 8)}/${options.credentials.region}/${options.credentials.service ?? 's3'}/aws4_request`;
  const query: Array<[string, string]> = [
    ...queryPairs(url),
    ['X-Amz-Algorithm', ALGORITHM],
    ['X-Amz-Credential', `${options.credentials.accessKeyId}/${scope}`],
    ['X-Amz-Date', stamp],
    ['X-Amz-Expires', String(options.expiresInSeconds)],
    ['X-Amz-SignedHeaders', headers.map(([name]) => name).join(';')],
  ];
  const canonical = canonicalRequest({
    method: options.method,
    url,
    query,
    headers,
    payloadHash: UNSIGNED_PAYLOAD,
  });
  const { signature: sig } = signature(options.credentials, options.now, canonical);
  const signed = new URL(url.origin + url.pathname);
  signed.search = `${canonicalQuery(query)}&X-Amz-Signature=${sig}`;
  return signed.toString();
}

/** Headers to send with a request signed in the Authorization header. */
export function signRequest(options: {
  method: string;
  url: string;
  headers?: Record<string, string>;
  payloadHash?: string;
  now: Date;
  credentials: SigV4Credentials;
}): Record<string, string> {
  const url = new URL(options.url);
  const payloadHash = options.payloadHash ?? EMPTY_PAYLOAD_SHA256;
  const stamp = amzDate(options.now);
  const all = {
    ...options.headers,
    host: url.host,
    'x-amz-date': stamp,
    'x-amz-content-sha256': payloadHash,
  };
  const headers = normalizeHeaders(all);
  const canonical = canonicalRequest({
    method: options.method,
    url,
    query: queryPairs(url),
    headers,
    payloadHash,
  });
  const { signature: sig, scope } = signature(options.credentials, options.now, canonical);
  const signedHeaders = headers.map(([name]) => name).join(';');
  const { host: _host, ...toSend } = all;
  return {
    ...toSend,
    authorization: `${ALGORITHM} Credential=${options.credentials.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${sig}`,
  };
}
