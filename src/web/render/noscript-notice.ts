// The <noscript> message of the app's empty shell: those pages stay blank without
// JavaScript, so they say so, and that the emergency pages do not need it. Built here, not on the
// server, so Tailwind (which scans src/web) generates its classes. The server passes the texts in
// the page's language, already escaped: src/web imports no server code.

export type NoscriptTexts = { title: string; body: string; emergency: string };

export function noscriptNotice(text: NoscriptTexts): string {
  return [
    '<noscript>',
    '<div class="mx-4 my-8 grid max-w-xl sm:mx-auto gap-2 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950" role="alert" data-testid="noscript-notice">',
    `<p class="font-semibold">${text.title}</p>`,
    `<p class="text-sm">${text.body}</p>`,
    `<p class="text-sm">${text.emergency}</p>`,
    '</div>',
    '</noscript>',
  ].join('');
}
