// AWS Signature Version 4 for S3-compatible storage, by aws4fetch (decision 032): presigned URLs
// (query authentication) and signed request headers. Checked against AWS's published examples.
import { AwsV4Signer } from 'aws4fetch';

export type SigV4Credentials = {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
};

export const EMPTY_PAYLOAD_SHA256 = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';

function signer(options: {
  method: string;
  url: URL;
  headers: Record<string, string>;
  now: Date;
  credentials: SigV4Credentials;
  signQuery?: boolean;
}): AwsV4Signer {
  return new AwsV4Signer({
    method: options.method,
    url: options.url.toString(),
    headers: options.headers,
    accessKeyId: options.credentials.accessKeyId,
    secretAccessKey: options.credentials.secretAccessKey,
    region: options.credentials.region,
    service: 's3',
    datetime: options.now.toISOString().replace(/[-:]|\.\d{3}/g, ''),
    signQuery: options.signQuery,
    // Every header given is signed: aws4fetch would leave out content-type, content-length and range.
    allHeaders: true,
  });
}

/**
 * A presigned URL: whoever holds it may send exactly this method with exactly these signed
 * headers (e.g. content-type and content-length) until it expires.
 */
export async function presignUrl(options: {
  method: string;
  url: string;
  /** Headers the sender must send with these values; host is added. */
  headers?: Record<string, string>;
  expiresInSeconds: number;
  now: Date;
  credentials: SigV4Credentials;
}): Promise<string> {
  const url = new URL(options.url);
  url.searchParams.set('X-Amz-Expires', String(options.expiresInSeconds));
  const signed = await signer({ ...options, url, headers: options.headers ?? {}, signQuery: true }).sign();
  return signed.url.toString();
}

/** Headers to send with a request signed in the Authorization header (host is left to fetch). */
export async function signRequest(options: {
  method: string;
  url: string;
  headers?: Record<string, string>;
  payloadHash?: string;
  now: Date;
  credentials: SigV4Credentials;
}): Promise<Record<string, string>> {
  const headers = {
    ...options.headers,
    'x-amz-content-sha256': options.payloadHash ?? EMPTY_PAYLOAD_SHA256,
  };
  const signed = await signer({ ...options, url: new URL(options.url), headers }).sign();
  return Object.fromEntries(signed.headers);
}
