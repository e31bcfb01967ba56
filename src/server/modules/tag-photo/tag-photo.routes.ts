// The child's photo (issue 34): the parent's PUT, DELETE and GET, and the responder's GET while lost.
// A photo is never kept by a browser or a shared cache: lost mode may end at any moment.
import type { FastifyPluginAsync } from 'fastify';
import type { Readable } from 'node:stream';
import * as endpoints from '#shared/endpoints/tag-photo.ts';
import { route } from '../../plugins/endpoint-route.ts';
import { userOf } from '../../plugins/session.ts';

const PHOTO_HEADERS = {
  'content-type': 'image/jpeg',
  'x-content-type-options': 'nosniff',
  'content-security-policy': 'sandbox',
};

export const tagPhotoRoutes: FastifyPluginAsync = async (app) => {
  const { tagPhoto } = app.deps.services;

  // The parent's upload: the raw body as a stream, whatever its declared type (the bytes decide).
  await app.register(async (uploads) => {
    uploads.removeAllContentTypeParsers();
    uploads.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
    route(uploads, endpoints.putTagPhoto, async (request, reply) => {
      reply.header('cache-control', 'no-store');
      try {
        await tagPhoto.put(userOf(request).id, request.params.tagId, {
          contentLength: request.headers['content-length'],
          body: request.body as Readable | undefined,
        });
      } catch (error) {
        // The refused body may still be arriving: don't keep this connection for another request.
        reply.header('connection', 'close');
        throw error;
      }
      return { hasPhoto: true as const };
    });
  });

  route(app, endpoints.deleteTagPhoto, async (request, reply) => {
    await tagPhoto.delete(userOf(request).id, request.params.tagId);
    return reply.code(204).header('cache-control', 'no-store').send();
  });

  route(app, endpoints.ownerTagPhoto, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const photo = await tagPhoto.openForOwner(userOf(request).id, request.params.tagId);
    return reply.headers(PHOTO_HEADERS).send(photo);
  });

  route(app, endpoints.publicTagPhoto, async (request, reply) => {
    reply.headers({
      'cache-control': 'private, no-store',
      'x-robots-tag': 'noindex, nofollow',
      'referrer-policy': 'no-referrer',
    });
    const { uniqueCode, photoId } = request.params;
    const photo = await tagPhoto.openForResponder(uniqueCode, photoId, request.ip);
    return reply.headers(PHOTO_HEADERS).send(photo);
  });
};
