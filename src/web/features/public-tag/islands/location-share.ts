// "Send my location": the one action that needs the script, because the browser's position does. The
// browser asks on this tap, never before; the words are the ones the server wrote on the button.
import { fillPlural, type PluralTemplates } from '#shared/i18n/plural-templates.ts';
import { shareLocation } from '../api/share-with-parents.ts';

export function enhanceLocation(button: HTMLButtonElement): void {
  const { locate = '', code = '' } = button.dataset;
  const say = (text: string) => {
    const status = document.getElementById(locate);
    if (status) status.textContent = text;
  };
  const done = (text: string) => {
    say(text);
    button.disabled = false;
  };
  button.addEventListener('click', () => {
    const words = button.dataset;
    if (!('geolocation' in navigator)) return say(words.failed ?? '');
    button.disabled = true;
    say(words.sharing ?? '');
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        // A position reported as exact is counted as within a metre (the server wants accuracy > 0).
        const position = {
          latitude: coords.latitude,
          longitude: coords.longitude,
          accuracy: Math.max(coords.accuracy, 1),
        };
        void shareLocation(code, position).then((result) => {
          if (result.ok) return done(words.sent ?? '');
          if (result.waitMinutes === undefined) return done(words.failed ?? '');
          const templates = JSON.parse(words.wait ?? '{}') as PluralTemplates;
          done(fillPlural(templates, result.waitMinutes, document.documentElement.lang));
        });
      },
      (error) => done((error.code === error.PERMISSION_DENIED ? words.denied : words.failed) ?? ''),
      { enableHighAccuracy: true, timeout: 20_000, maximumAge: 60_000 },
    );
  });
}
