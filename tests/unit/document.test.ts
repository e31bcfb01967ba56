import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { ClientAssets, PROJECT_ROOT } from '#server/render/client-assets.ts';
import { renderAppDocument, serializeState } from '#server/render/document.ts';

describe('page documents', () => {
  it('serializes embedded state so no string can end the script element', () => {
    const hostile = { text: '</script><script>alert(1)</script>', amp: 'a & b', sep: '\u2028' };
    const json = serializeState(hostile);
    expect(json).not.toContain('</script');
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual(hostile);
  });

  it('keeps $ patterns in user content literal', () => {
    const assets = new ClientAssets('/nonexistent');
    const html = renderAppDocument(assets, {
      title: "$& and $' and $1",
      appHtml: '<p>$&</p>',
      state: {
        queries: [],
        site: {
          supportEmail: 'a@b.c',
          publicUrl: 'http://x',
          paymentsEnabled: false,
          emergencyNumber: '112',
        },
        i18n: { language: 'en', messagesUrl: '/api/messages/en' },
      },
    });
    expect(html).toContain('<title>$&amp; and $&#39; and $1</title>');
    expect(html).toContain('<div id="root"><p>$&</p></div>');
  });

  it('without a build, uses the source index.html (the one template) minus its development script', () => {
    const source = readFileSync(`${PROJECT_ROOT}/index.html`, 'utf8');
    const template = new ClientAssets('/nonexistent').appTemplate;
    expect(template).not.toContain('<script');
    expect(template).toContain('<meta name="theme-color"');
    const sourceWithoutScripts = source.replace(/\s*<script[^>]*><\/script>/g, '');
    expect(template).toBe(sourceWithoutScripts);
  });
});
