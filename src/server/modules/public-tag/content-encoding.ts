// Which pre-compressed variant to send for an Accept-Encoding header (RFC 9110 §12.5.3).

export type PageEncoding = 'br' | 'gzip' | null;

export function preferredEncoding(header: string | string[] | undefined): PageEncoding {
  if (!header) return null;
  let br = false;
  let gzip = false;
  for (const part of (Array.isArray(header) ? header.join(',') : header).split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q !== undefined && !(Number(q.slice(2)) > 0)) continue;
    const coding = name.trim();
    if (coding === 'br' || coding === '*') br = true;
    if (coding === 'gzip' || coding === 'x-gzip' || coding === '*') gzip = true;
  }
  return br ? 'br' : gzip ? 'gzip' : null;
}
