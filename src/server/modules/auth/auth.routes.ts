// Accounts (SPEC §7): registration, e-mail verification, sign-in, sign-out, current user, password
// reset. Thin: the contracts (src/shared/endpoints/auth.ts) check the input; call the service, start
// or end the session, answer.
import { translatorFor } from '../../i18n/catalogue.ts';
import type { FastifyPluginAsync } from 'fastify';
import * as auth from '#shared/endpoints/auth.ts';
import type { RegisterResponse } from '#shared/schemas/auth.ts';
import { isLanguage } from '#shared/i18n/languages.ts';
import { LANGUAGE_COOKIE } from '../../plugins/request-language.ts';
import { route, type EndpointHandler } from '../../plugins/endpoint-route.ts';
import { setLanguageCookie } from '../language/language-cookie.ts';
import { endSession, startSession, userOf } from '../../plugins/session.ts';

export const authRoutes: FastifyPluginAsync = async (app) => {
  const { auth: accounts, passwordReset } = app.deps.services;

  // Account answers are personal: never stored by a browser or a proxy.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  route(app, auth.currentUser, async (request) => userOf(request));

  const register: EndpointHandler<typeof auth.register | typeof auth.registerFromWizard> = async (
    request,
    reply,
  ) => {
    const { email, mail, resendAvailableInSeconds } = await accounts.register(
      request.body,
      request.ip,
      request.language,
    );
    if (mail === 'failed') {
      // The account exists: the client goes on to verification, where resend works.
      return reply.code(502).send({
        message: translatorFor(request.language)('errors.mailFailed'),
        email,
        needsVerification: true,
      });
    }
    const codeSent = mail === 'sent';
    // Registered again within the minute (decision 012): on to verification, no new code yet.
    const body: RegisterResponse = {
      email,
      needsVerification: true,
      message: codeSent
        ? translatorFor(request.language)('auth.wizardRegisterOk', { email })
        : translatorFor(request.language)('errors.codeRecentlySent', { seconds: resendAvailableInSeconds }),
      codeSent,
      resendAvailableInSeconds,
    };
    return reply.code(codeSent ? 201 : 200).send(body);
  };
  route(app, auth.register, register);
  route(app, auth.registerFromWizard, register);

  route(app, auth.login, async (request, reply) => {
    const chosen = request.cookies[LANGUAGE_COOKIE];
    const { user, language } = await accounts.login(
      request.body,
      request.ip,
      isLanguage(chosen) ? chosen : undefined,
    );
    await startSession(request, reply, 'user', user.id);
    // The account's language follows the parent to any browser; sign-out leaves the cookie.
    // Content-Language tells the page it signed in from to reload in that language.
    if (language) {
      setLanguageCookie(reply, app.deps.config, language);
      reply.header('content-language', language);
    }
    return user;
  });

  route(app, auth.logout, async (request, reply) => {
    await endSession(request, reply, 'user');
    return { ok: true };
  });

  // Verification signs in: the code proves the mailbox, the account had a password at registration.
  route(app, auth.verifyEmail, async (request, reply) => {
    const { email, verificationCode } = request.body;
    const user = await accounts.verifyEmail(email, verificationCode, request.ip);
    await startSession(request, reply, 'user', user.id);
    return user;
  });
  route(app, auth.verifyEmailFromWizard, async (request, reply) => {
    const { email, code } = request.body;
    const user = await accounts.verifyEmail(email, code, request.ip);
    await startSession(request, reply, 'user', user.id);
    return user;
  });

  route(app, auth.resendVerification, async (request, reply) => {
    const outcome = await accounts.resendVerification(request.body.email, request.ip, request.language);
    if (outcome === 'failed')
      return reply.code(502).send({ message: translatorFor(request.language)('errors.mailFailed') });
    return { message: translatorFor(request.language)('errors.resendAccepted') };
  });

  // One answer for every address, known or not, mailed or not.
  route(app, auth.forgotPassword, async (request) => {
    await passwordReset.requestLink(request.body, request.ip);
    return { message: translatorFor(request.language)('passwordReset.forgotAccepted') };
  });

  // Every session ends, this browser's too: the page sends the parent to sign in with the new password.
  route(app, auth.resetPassword, async (request, reply) => {
    await passwordReset.resetPassword(request.body, request.ip);
    await endSession(request, reply, 'user');
    return { message: translatorFor(request.language)('passwordReset.resetOk') };
  });
};
