// The `lang` cookie: a visitor's explicit language choice, read by request-language.ts.
// Set by the switch and at sign-in from the account's saved language; sign-out leaves it.
import type { FastifyReply } from 'fastify';
import type { Language } from '#shared/i18n/languages.ts';
import type { Config } from '../../config.ts';
import { LANGUAGE_COOKIE } from '../../plugins/request-language.ts';

const ONE_YEAR_S = 365 * 24 * 60 * 60;

export function setLanguageCookie(reply: FastifyReply, config: Config, language: Language): void {
  reply.setCookie(LANGUAGE_COOKIE, language, {
    path: '/',
    maxAge: ONE_YEAR_S,
    sameSite: 'lax',
    httpOnly: true,
    secure: config.isProduction,
  });
}
