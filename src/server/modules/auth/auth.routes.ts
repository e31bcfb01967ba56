// Accounts (SPEC §7, issue 3): registration, e-mail verification, sign-in, sign-out, current user.
// Thin: parse with the shared schemas, call the service, start or end the session, answer.
import { translatorFor } from '../../i18n/catalogue.ts';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { api } from '#shared/paths.ts';
import {
  forgotPasswordSchema,
  loginSchema,
  registerSchema,
  resendVerificationSchema,
  resetPasswordSchema,
  verifyEmailSchema,
  wizardVerifyEmailSchema,
  type RegisterResponse,
} from '#shared/schemas/auth.ts';
import { isLanguage } from '#shared/i18n/languages.ts';
import { LANGUAGE_COOKIE } from '../../plugins/request-language.ts';
import { access } from '../../plugins/route-access.ts';
import { setLanguageCookie } from '../language/language-cookie.ts';
import { endSession, startSession, userOf } from '../../plugins/session.ts';
import { parseInput } from '../../validation.ts';

export const authRoutes: FastifyPluginAsync = async (app) => {
  const { auth, passwordReset } = app.deps.services;

  // Account answers are personal: never stored by a browser or a proxy.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(api.authUser, access.user, async (request) => userOf(request));

  const register = async (request: FastifyRequest, reply: FastifyReply) => {
    const input = parseInput(registerSchema, request.body);
    const { email, mail, resendAvailableInSeconds } = await auth.register(
      input,
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
  app.post(api.authRegister, access.public, register);
  app.post(api.register, access.public, register);

  app.post(api.authLogin, access.public, async (request, reply) => {
    const input = parseInput(loginSchema, request.body);
    const chosen = request.cookies[LANGUAGE_COOKIE];
    const { user, language } = await auth.login(input, request.ip, isLanguage(chosen) ? chosen : undefined);
    await startSession(request, reply, 'user', user.id);
    // The account's language follows the parent to any browser; sign-out leaves the cookie (issue 30).
    // Content-Language tells the page it signed in from to reload in that language.
    if (language) {
      setLanguageCookie(reply, app.deps.config, language);
      reply.header('content-language', language);
    }
    return user;
  });

  app.post(api.authLogout, access.public, async (request, reply) => {
    await endSession(request, reply, 'user');
    return { ok: true };
  });

  // Verification signs in: the code proves the mailbox, the account had a password at registration.
  app.post(api.authVerifyEmail, access.public, async (request, reply) => {
    const { email, verificationCode } = parseInput(verifyEmailSchema, request.body);
    const user = await auth.verifyEmail(email, verificationCode, request.ip);
    await startSession(request, reply, 'user', user.id);
    return user;
  });
  app.post(api.verifyEmail, access.public, async (request, reply) => {
    const { email, code } = parseInput(wizardVerifyEmailSchema, request.body);
    const user = await auth.verifyEmail(email, code, request.ip);
    await startSession(request, reply, 'user', user.id);
    return user;
  });

  app.post(api.authResendVerification, access.public, async (request, reply) => {
    const { email } = parseInput(resendVerificationSchema, request.body);
    const outcome = await auth.resendVerification(email, request.ip, request.language);
    if (outcome === 'failed')
      return reply.code(502).send({ message: translatorFor(request.language)('errors.mailFailed') });
    return { message: translatorFor(request.language)('errors.resendAccepted') };
  });

  // Issue 29: one answer for every address, known or not, mailed or not.
  app.post(api.authForgotPassword, access.public, async (request) => {
    await passwordReset.requestLink(parseInput(forgotPasswordSchema, request.body), request.ip);
    return { message: translatorFor(request.language)('passwordReset.forgotAccepted') };
  });

  // Every session ends, this browser's too: the page sends the parent to sign in with the new password.
  app.post(api.authResetPassword, access.public, async (request, reply) => {
    await passwordReset.resetPassword(parseInput(resetPasswordSchema, request.body), request.ip);
    await endSession(request, reply, 'user');
    return { message: translatorFor(request.language)('passwordReset.resetOk') };
  });
};
