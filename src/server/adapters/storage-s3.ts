// S3-compatible object storage (DESIGN §3): the browser PUTs straight to a presigned URL bound to
// the content type and length; reads are streamed through our origin so CSP stays 'self'.
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { Config } from '../config.ts';
import { presignUrl, signRequest, type SigV4Credentials } from './storage-sigv4.ts';
import type { ByteRange, ObjectInfo, ObjectStorage } from './storage.ts';

type S3Config = NonNullable<Config['s3']>;

/** User metadata (x-amz-meta-*), returned by HEAD and GET as it was sent. */
const SHA256_METADATA = 'x-amz-meta-sha256';

export const sha256Hex = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

export class S3StorageError extends Error {
  constructor(operation: string, status: number) {
    super(`S3 ${operation} failed with status ${status}`);
  }
}

export class S3Storage implements ObjectStorage {
  readonly kind = 's3' as const;
  private readonly credentials: SigV4Credentials;
  /** Object URLs: path-style on a configured endpoint, else AWS's virtual-hosted style. */
  private readonly base: string;

  constructor(
    config: S3Config,
    /** S3 checks signatures against its own wall clock, so signing uses real time, not the app clock. */
    private readonly now: () => Date = () => new Date(),
  ) {
    this.credentials = {
      accessKeyId: config.accessKeyId,
      secretAccessKey: config.secretAccessKey,
      region: config.region,
    };
    this.base = config.endpoint
      ? `${config.endpoint.replace(/\/+$/, '')}/${encodeURIComponent(config.bucket)}`
      : `https://${config.bucket}.s3.${config.region}.amazonaws.com`;
  }

  objectUrl(key: string): string {
    return `${this.base}/${key.split('/').map(encodeURIComponent).join('/')}`;
  }

  /** A URL that accepts one PUT of exactly `size` bytes of `contentType` until it expires. */
  presignPut(key: string, contentType: string, size: number, expiresInSeconds: number): Promise<string> {
    return presignUrl({
      method: 'PUT',
      url: this.objectUrl(key),
      headers: { 'content-type': contentType, 'content-length': String(size) },
      expiresInSeconds,
      now: this.now(),
      credentials: this.credentials,
    });
  }

  private async send(
    method: string,
    key: string,
    headers: Record<string, string> = {},
    body?: Buffer,
  ): Promise<Response> {
    return this.sendTo(method, this.objectUrl(key), headers, body);
  }

  private async sendTo(
    method: string,
    url: string,
    headers: Record<string, string> = {},
    body?: Buffer,
  ): Promise<Response> {
    const signed = await signRequest({
      method,
      url,
      headers,
      payloadHash: body ? sha256Hex(body) : undefined,
      now: this.now(),
      credentials: this.credentials,
    });
    return fetch(url, { method, headers: signed, body: body ? new Uint8Array(body) : undefined });
  }

  async read(key: string, range?: ByteRange): Promise<Readable | null> {
    const res = await this.send('GET', key, range ? { range: `bytes=${range.start}-${range.end}` } : {});
    if (res.status === 404) {
      await res.body?.cancel();
      return null;
    }
    if (!res.ok || !res.body) {
      await res.body?.cancel();
      throw new S3StorageError('GET', res.status);
    }
    return Readable.fromWeb(res.body as WebReadableStream<Uint8Array>);
  }

  /** Also the SHA-256 `put` stored with the object; objects PUT by browsers or other tools have none. */
  async stat(key: string): Promise<(ObjectInfo & { sha256: string | undefined }) | null> {
    const res = await this.send('HEAD', key);
    await res.body?.cancel();
    if (res.status === 404) return null;
    if (!res.ok) throw new S3StorageError('HEAD', res.status);
    return {
      size: Number(res.headers.get('content-length') ?? 0),
      etag: res.headers.get('etag') ?? '',
      sha256: res.headers.get(SHA256_METADATA) ?? undefined,
    };
  }

  async remove(key: string): Promise<void> {
    const res = await this.send('DELETE', key);
    await res.body?.cancel();
    if (!res.ok && res.status !== 404) throw new S3StorageError('DELETE', res.status);
  }

  /** The bucket's keys under `uploads/` (ListObjectsV2, a thousand a page). */
  async list(): Promise<string[]> {
    const keys: string[] = [];
    let token: string | undefined;
    do {
      const url = new URL(`${this.base}/`);
      url.searchParams.set('list-type', '2');
      url.searchParams.set('prefix', 'uploads/');
      if (token) url.searchParams.set('continuation-token', token);
      const res = await this.sendTo('GET', url.toString());
      const xml = await res.text();
      if (!res.ok) throw new S3StorageError('LIST', res.status);
      keys.push(...xmlValues(xml, 'Key'));
      token = /<IsTruncated>true<\/IsTruncated>/.test(xml)
        ? xmlValues(xml, 'NextContinuationToken')[0]
        : undefined;
    } while (token);
    return keys.sort();
  }

  /**
   * Content-MD5 makes S3 refuse a body damaged on the way (BadDigest); the SHA-256 kept as metadata
   * lets `stat` tell whether the object holds given bytes without reading them.
   */
  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    const headers = {
      'content-type': contentType,
      'content-length': String(bytes.length),
      'content-md5': createHash('md5').update(bytes).digest('base64'),
      [SHA256_METADATA]: sha256Hex(bytes),
    };
    const res = await this.send('PUT', key, headers, bytes);
    await res.body?.cancel();
    if (!res.ok) throw new S3StorageError('PUT', res.status);
  }
}

const XML_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** The text of every `<tag>` element in a ListObjectsV2 answer, entities decoded. */
export function xmlValues(xml: string, tag: string): string[] {
  const values: string[] = [];
  for (const match of xml.matchAll(new RegExp(`<${tag}>([^<]*)</${tag}>`, 'g'))) {
    values.push(match[1]!.replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => XML_ENTITIES[name]!));
  }
  return values;
}
