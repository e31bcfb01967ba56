// Co-guardians (issue 34): a tag's family, invitations, leaving/removing, the hand-over, and the
// invitee's side of the mailed link. Thin: the service decides (tag-role.ts says who is who).
import type { FastifyPluginAsync } from 'fastify';
import * as endpoints from '#shared/endpoints/family.ts';
import { route } from '../../plugins/endpoint-route.ts';
import { userOf } from '../../plugins/session.ts';

export const familyRoutes: FastifyPluginAsync = async (app) => {
  const { family } = app.deps.services;

  route(app, endpoints.tagFamily, async (request) => family.view(userOf(request).id, request.params.tagId));

  route(app, endpoints.inviteGuardian, async (request, reply) => {
    const caller = { userId: userOf(request).id, ip: request.ip };
    const invitation = await family.invite(caller, request.params.tagId, request.body.email);
    reply.code(201);
    return invitation;
  });

  route(app, endpoints.withdrawInvitation, async (request, reply) => {
    await family.withdraw(userOf(request).id, request.params.tagId, request.params.invitationId);
    return reply.code(204).send();
  });

  route(app, endpoints.removeGuardian, async (request, reply) => {
    await family.remove(userOf(request).id, request.params.tagId, request.params.userId);
    return reply.code(204).send();
  });

  route(app, endpoints.handOverTag, async (request) =>
    family.handOver(userOf(request).id, request.params.tagId, request.body.userId),
  );

  route(app, endpoints.invitationPreview, async (request) =>
    family.preview(request.params.token, request.ip),
  );

  route(app, endpoints.acceptInvitation, async (request) =>
    family.accept(userOf(request), request.params.token, request.ip),
  );
};
