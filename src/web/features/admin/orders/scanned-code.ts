// What the packing table's input received: a printed code or chip number typed by hand, or what a
// scanner typed. A bracelet's QR code holds its public address (PUBLIC_URL/tag/{code}), so an address
// of one of our bracelet pages is read as the code in it. `sameCode` tells two entries of one code
// apart from two codes, as the server does (case, spaces, dashes and colons ignored).
import { matchClientRoute } from '#shared/client-routes.ts';
import { withoutSeparators } from '#shared/tag-code.ts';

const ADDRESS = /^(https?:\/\/|\/)/i;

export function scannedCode(raw: string): string {
  const text = raw.trim();
  if (!ADDRESS.test(text)) return text;
  let url: URL;
  try {
    url = new URL(text, 'http://scanned.invalid');
  } catch {
    return text;
  }
  const match = matchClientRoute(url.pathname);
  if (match?.key !== 'publicTag' && match?.key !== 'activateBracelet') return text;
  const last = url.pathname.replace(/\/+$/, '').split('/').pop() ?? '';
  try {
    return decodeURIComponent(last).trim() || text;
  } catch {
    return text;
  }
}

export function codeKey(code: string): string {
  return withoutSeparators(code.normalize('NFKC')).replace(/:/g, '');
}
