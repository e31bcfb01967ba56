// `request.language`: the language a request is answered in: the visitor's saved choice
// (the language cookie the switch sets), else Accept-Language, else the shop's language. Read on
// first use, from headers only: no database on any page's way.
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { chooseLanguage } from '#shared/i18n/negotiate-language.ts';
import type { Language } from '#shared/i18n/languages.ts';

/** The cookie the language switch sets: a visitor's explicit choice, for a year. */
export const LANGUAGE_COOKIE = 'lang';

declare module 'fastify' {
  interface FastifyRequest {
    readonly language: Language;
  }
}

const chosen = new WeakMap<FastifyRequest, Language>();

export const requestLanguagePlugin = fp(
  async (app) => {
    const { shopLanguage } = app.deps.config;
    app.decorateRequest('language', {
      getter(this: FastifyRequest): Language {
        let language = chosen.get(this);
        if (!language) {
          language = chooseLanguage(
            this.headers['accept-language'],
            undefined,
            this.cookies[LANGUAGE_COOKIE],
            shopLanguage,
          );
          chosen.set(this, language);
        }
        return language;
      },
    });
  },
  { name: 'request-language', dependencies: ['session'] },
);
