// SigV4 against the examples AWS publishes in "Authenticating Requests (AWS Signature Version 4)"
// for Amazon S3 (examplebucket, 24 May 2013, the documentation's example key pair): they hold the way we
// set up aws4fetch's signer to what S3 computes (decision 032).
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { EMPTY_PAYLOAD_SHA256, presignUrl, signRequest } from './storage-sigv4.ts';

const sha256Hex = (data: string) => createHash('sha256').update(data).digest('hex');

const credentials = {
  accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
  region: 'us-east-1',
};
const now = new Date('2013-05-24T00:00:00Z');

describe('SigV4 signing (AWS published examples)', () => {
  it('presigned GET of test.txt, valid 86400 s: AWS example signature', async () => {
    const url = new URL(
      await presignUrl({
        method: 'GET',
        url: 'https://examplebucket.s3.amazonaws.com/test.txt',
        expiresInSeconds: 86400,
        now,
        credentials,
      }),
    );
    expect(url.searchParams.get('X-Amz-Credential')).toBe(
      'AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request',
    );
    expect(url.searchParams.get('X-Amz-SignedHeaders')).toBe('host');
    expect(url.searchParams.get('X-Amz-Signature')).toBe(
      'aeeed9bbccd4d02ee5c0109b86d86835f995330da4c265957d157751f604d404',
    );
  });

  it('GET object with a Range header, signed in the Authorization header: AWS example signature', async () => {
    const headers = await signRequest({
      method: 'GET',
      url: 'https://examplebucket.s3.amazonaws.com/test.txt',
      headers: { range: 'bytes=0-9' },
      payloadHash: EMPTY_PAYLOAD_SHA256,
      now,
      credentials,
    });
    expect(headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, ' +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, ' +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });

  it('PUT object with a body and a storage class: AWS example signature', async () => {
    const body = 'Welcome to Amazon S3.';
    const headers = await signRequest({
      method: 'PUT',
      url: 'https://examplebucket.s3.amazonaws.com/test$file.text',
      headers: { date: 'Fri, 24 May 2013 00:00:00 GMT', 'x-amz-storage-class': 'REDUCED_REDUNDANCY' },
      payloadHash: sha256Hex(body),
      now,
      credentials,
    });
    expect(headers.authorization).toContain(
      'SignedHeaders=date;host;x-amz-content-sha256;x-amz-date;x-amz-storage-class, ' +
        'Signature=98ad721746da40c64f1a55b78f14c238d841ea1380cd77a1b5971af0ece108bd',
    );
  });

  it('GET Bucket (List Objects), query given unsorted: AWS example signature', async () => {
    const headers = await signRequest({
      method: 'GET',
      url: 'https://examplebucket.s3.amazonaws.com/?prefix=J&max-keys=2',
      now,
      credentials,
    });
    expect(headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, ' +
        'SignedHeaders=host;x-amz-content-sha256;x-amz-date, ' +
        'Signature=34b48302e7b5fa45bde8084f4b7868a86f0a534bc59db6670ed5711ef69dc6f7',
    );
  });

  it('a presigned PUT binds content type and length: they are signed headers', async () => {
    const url = new URL(
      await presignUrl({
        method: 'PUT',
        url: 'http://127.0.0.1:9000/bucket/uploads/a.png',
        headers: { 'Content-Type': 'image/png', 'Content-Length': '1234' },
        expiresInSeconds: 600,
        now,
        credentials,
      }),
    );
    expect(url.searchParams.get('X-Amz-SignedHeaders')).toBe('content-length;content-type;host');
    const other = new URL(
      await presignUrl({
        method: 'PUT',
        url: 'http://127.0.0.1:9000/bucket/uploads/a.png',
        headers: { 'Content-Type': 'image/png', 'Content-Length': '1235' },
        expiresInSeconds: 600,
        now,
        credentials,
      }),
    );
    expect(other.searchParams.get('X-Amz-Signature')).not.toBe(url.searchParams.get('X-Amz-Signature'));
  });
});
