// Uploads and stored files (SPEC §7, DESIGN §3): the admin's upload URL, our own signed PUT
// endpoint for local disk, and GET /api/files/objects/<key> with the stored type, a sandbox CSP,
// immutable caching, ETag and Range.
import type { FastifyPluginAsync } from 'fastify';
import type { Readable } from 'node:stream';
import * as filesApi from '#shared/endpoints/files.ts';
import { notFound } from '../../errors.ts';
import { route, type EndpointHandler } from '../../plugins/endpoint-route.ts';
import { parseRange } from './http-range.ts';

const OBJECTS_PREFIX = 'objects/';

export const filesRoutes: FastifyPluginAsync = async (app) => {
  const { files } = app.deps.services;

  route(app, filesApi.createUploadUrl, async (request) => files.createUploadUrl(request.body), {
    // Set before the body is checked, so a refused request's answer is not stored either.
    preValidation: async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    },
  });

  // The PUT endpoint takes the raw body as a stream, whatever its type: the service compares the
  // type with the ticket and checks the bytes itself. Only this plugin sees that parser.
  await app.register(async (uploads) => {
    uploads.removeAllContentTypeParsers();
    uploads.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
    route(uploads, filesApi.uploadFile, async (request, reply) => {
      try {
        const result = await files.receiveUpload({
          ticketId: request.params.ticket,
          expires: request.query.expires,
          signature: request.query.signature,
          contentType: request.headers['content-type'],
          contentLength: request.headers['content-length'],
          body: request.body as Readable | undefined,
        });
        reply.code(201);
        return result;
      } catch (error) {
        // The refused body may still be arriving: don't keep this connection for another request.
        reply.header('connection', 'close');
        throw error;
      }
    });
  });

  const sendStoredFile: EndpointHandler<typeof filesApi.storedFile> = async (request, reply) => {
    const path = request.params['*'];
    if (!path.startsWith(OBJECTS_PREFIX)) throw notFound();
    const file = await files.findFile(path.slice(OBJECTS_PREFIX.length));
    if (!file) throw notFound();

    reply.headers({
      'content-type': file.contentType,
      'x-content-type-options': 'nosniff',
      // Even opened directly, a stored file can run nothing and reach nothing.
      'content-security-policy': 'sandbox',
      'cache-control': 'public, max-age=31536000, immutable',
      etag: file.etag,
      'accept-ranges': 'bytes',
    });
    const ifNoneMatch = request.headers['if-none-match'];
    if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim() === file.etag)) {
      return reply.code(304).send();
    }
    const ifRange = request.headers['if-range'];
    const range =
      ifRange && ifRange !== file.etag
        ? { kind: 'full' as const }
        : parseRange(request.headers.range, file.size);
    if (range.kind === 'unsatisfiable') {
      return reply.code(416).header('content-range', `bytes */${file.size}`).send();
    }
    const partial = range.kind === 'partial' ? range.range : undefined;
    const stream = await files.openFile(file.key, partial);
    if (!stream) throw notFound();
    if (partial) {
      reply
        .code(206)
        .header('content-range', `bytes ${partial.start}-${partial.end}/${file.size}`)
        .header('content-length', partial.end - partial.start + 1);
    } else {
      reply.header('content-length', file.size);
    }
    return reply.send(stream);
  };
  // Sent as stored: Range and Content-Length count the stored bytes.
  route(app, filesApi.storedFile, sendStoredFile, { compress: false });
};
