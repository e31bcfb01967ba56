// The dependency audit's reading of npm's answers, on outputs recorded from real `npm audit --omit=dev
// --audit-level=high --json` runs (see fixtures/npm-audit/README.md).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { classifyAudit, describeOutcome, type AuditRun } from '../../scripts/audit-report.ts';

const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures/npm-audit');
const recorded = (name: string) =>
  JSON.parse(readFileSync(path.join(FIXTURES, `${name}.json`), 'utf8')) as AuditRun;

describe('npm audit classification', () => {
  it('high and critical advisories fail, listing each package, its advisories and what it comes through', () => {
    const outcome = classifyAudit(recorded('advisories'));
    expect(outcome.kind).toBe('advisories');
    if (outcome.kind !== 'advisories') return;
    expect(outcome.findings.map((f) => [f.severity, f.name])).toEqual([
      ['critical', 'drizzle-orm'],
      ['critical', 'pg'],
      ['critical', 'pg-pool'],
      ['high', 'fastify'],
    ]);
    expect(outcome.findings.find((f) => f.name === 'drizzle-orm')!.via).toEqual(['pg']);
    expect(outcome.findings.find((f) => f.name === 'fastify')!.advisories).toEqual([
      {
        title: 'Test advisory 1100001 in fastify',
        url: 'https://github.com/advisories/GHSA-test-1100001',
        range: '<99.0.0',
        severity: 'high',
      },
    ]);
    // The moderate one (zod) is below the bar and not listed.
    expect(outcome.findings.some((f) => f.name === 'zod')).toBe(false);

    const { lines, exitCode } = describeOutcome(outcome);
    expect(exitCode).toBe(1);
    expect(lines[0]).toBe('npm audit: 4 production dependencies have high or critical advisories:');
    expect(lines.join('\n')).toContain('critical: Test advisory 1100002 in pg [<99.0.0]');
  });

  it('only moderate and low advisories pass, mentioning them', () => {
    const outcome = classifyAudit(recorded('moderate'));
    expect(outcome).toMatchObject({ kind: 'clean', counts: { low: 2, moderate: 2, high: 0, critical: 0 } });
    const { lines, exitCode } = describeOutcome(outcome);
    expect(exitCode).toBe(0);
    expect(lines).toEqual([
      'npm audit: no high or critical advisories in production dependencies (192 checked); below the bar: 2 low, 2 moderate.',
    ]);
  });

  it('a clean report passes', () => {
    const outcome = classifyAudit(recorded('none'));
    expect(outcome.kind).toBe('clean');
    expect(describeOutcome(outcome)).toEqual({
      lines: ['npm audit: no high or critical advisories in production dependencies (192 checked).'],
      exitCode: 0,
    });
  });

  it.each([
    [
      'registry-405',
      '405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk',
    ],
    ['405', '405 Method Not Allowed'],
    ['503', '503 Service Unavailable'],
    ['refused', 'connect ECONNREFUSED'],
  ])('the advisory endpoint unreachable (%s) is one warning line and passes', (name, reason) => {
    const outcome = classifyAudit(recorded(name));
    expect(outcome.kind).toBe('unreachable');
    const { lines, exitCode } = describeOutcome(outcome);
    expect(exitCode).toBe(0);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^WARNING: npm audit could not run: .*NOT checked/);
    expect(lines[0]).toContain(reason);
  });

  it('an audit that cannot work at all (no lockfile) fails instead of passing quietly', () => {
    const outcome = classifyAudit(recorded('nolock'));
    expect(outcome).toEqual({
      kind: 'failed',
      reason: 'ENOLOCK This command requires an existing lockfile.',
    });
    expect(describeOutcome(outcome).exitCode).toBe(1);
  });

  it('no JSON at all (npm missing or crashed) fails with the end of its error output', () => {
    const outcome = classifyAudit({ exitCode: 127, stdout: '', stderr: 'sh: 1: npm: not found\n' });
    expect(outcome).toEqual({
      kind: 'failed',
      reason: 'npm audit printed no JSON report (exit 127): sh: 1: npm: not found',
    });
    expect(describeOutcome(outcome).exitCode).toBe(1);
  });

  it('the level decides: at "critical" the high-only package no longer fails', () => {
    const outcome = classifyAudit(recorded('advisories'), 'critical');
    expect(outcome.kind).toBe('advisories');
    if (outcome.kind === 'advisories') expect(outcome.findings.map((f) => f.name)).not.toContain('fastify');
  });
});
