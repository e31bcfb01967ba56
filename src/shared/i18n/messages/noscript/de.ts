// noscript: de.
import type { Messages } from '../../catalogue-types.ts';
import type { noscriptEn } from './en.ts';

export const noscriptDe = {
  title: 'Diese Seite benötigt JavaScript',
  body: 'Bitte aktivieren Sie JavaScript in den Einstellungen Ihres Browsers oder öffnen Sie diese Seite in einem anderen Browser.',
  emergency:
    'Die Notfallseiten, die ein Armband öffnet (/tag/…), funktionieren ohne JavaScript: Ersthelfer können sie immer lesen.',
} satisfies Messages<typeof noscriptEn>;
