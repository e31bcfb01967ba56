// The OpenAPI document: valid OpenAPI 3.1 by a validator of its own schema, listing every route the
// app registered (but the static client files) and every call of SPEC §7 with its method.
import { readFileSync } from 'node:fs';
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';

type Document = { openapi: string; paths: Record<string, Record<string, { security?: unknown[] }>> };

/** '/api/tags/:tagId' and '/api/tags/{id}' alike: each parameter as '{}', a trailing '*' too. */
function pathShape(path: string): string {
  return path
    .replace(/:[A-Za-z0-9_]+|\{[^}]*\}|\*/g, '{}')
    .replace(/([^/])\{\}$/, '$1/{}')
    .replace(/\/$/, '');
}

/** SPEC §7's table: "GET /api/x", "GET and POST /api/y", "GET /api/a, /api/b". */
function specCalls(): Array<{ method: string; path: string }> {
  const spec = readFileSync('docs/spec/SPEC.md', 'utf8');
  const section = spec.slice(spec.indexOf('## 7.'), spec.indexOf('## 8.'));
  const calls: Array<{ method: string; path: string }> = [];
  for (const line of section.split('\n')) {
    const first = /^\| ((?:GET|POST|PUT|DELETE|PATCH)[^|]*)\|/.exec(line)?.[1]?.trim();
    if (!first) continue;
    const [, methods = '', paths = ''] = /^([A-Z ]+?(?: and [A-Z]+)*) (\/.*)$/.exec(first) ?? [];
    for (const method of methods.split(' and ')) {
      for (const path of paths.split(', ')) calls.push({ method: method.trim(), path: path.trim() });
    }
  }
  return calls;
}

/** Served by the static plugin, not by a contract: the build's assets and root files. */
const isStaticFile = (url: string) =>
  !url.startsWith('/api/') && (url === '/assets/*' || /\.[A-Za-z0-9]+$/.test(url));

describe('GET /api/openapi.json', () => {
  let t: TestApp;
  let doc: Document;
  let operations: Set<string>;
  beforeAll(async () => {
    t = await createTestApp();
    const res = await t.agent().get('/api/openapi.json');
    expect(res.statusCode).toBe(200);
    doc = res.json();
    operations = new Set(
      Object.entries(doc.paths).flatMap(([path, ops]) =>
        Object.keys(ops).map((method) => `${method.toUpperCase()} ${pathShape(path)}`),
      ),
    );
  });
  afterAll(async () => {
    await t.close();
  });

  it('is a valid OpenAPI 3.1 document', async () => {
    expect(doc.openapi).toBe('3.1.0');
    const result = await new Validator().validate(doc as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('lists every route the app registered, with its method', () => {
    const routes = t.app.routeInventory.filter((r) => r.method !== 'HEAD' && !isStaticFile(r.url));
    expect(routes.length).toBeGreaterThan(60);
    const missing = routes
      .map((r) => `${r.method} ${pathShape(r.url)}`)
      .filter((operation) => !operations.has(operation));
    expect(missing).toEqual([]);
  });

  it('lists every call of SPEC §7 with its method', () => {
    const calls = specCalls();
    expect(calls.length).toBeGreaterThan(40);
    const missing = calls
      .map(({ method, path }) => `${method} ${pathShape(path)}`)
      .filter((operation) => !operations.has(operation));
    expect(missing).toEqual([]);
  });

  it('names the session a route needs: none for public calls, the parent or admin cookie otherwise', () => {
    expect(doc.paths['/api/tag/{uniqueCode}']?.get?.security).toEqual([]);
    expect(doc.paths['/api/tags']?.get?.security).toEqual([{ parentSession: [] }]);
    expect(doc.paths['/api/admin/orders']?.get?.security).toEqual([{ adminSession: [] }]);
  });
});
