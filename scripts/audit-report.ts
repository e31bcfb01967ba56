// Reads what `npm audit --json` printed and says what it means for CI: advisories at or above the level
// (fail), none (pass), the advisory endpoint unreachable (warn and pass: nothing could be checked), or
// the audit itself broken, e.g. no lockfile (fail). Pure, so it is tested on recorded npm outputs.

export const SEVERITIES = ['info', 'low', 'moderate', 'high', 'critical'] as const;
export type Severity = (typeof SEVERITIES)[number];

export type AuditRun = { exitCode: number | null; stdout: string; stderr: string };

export type Finding = {
  name: string;
  severity: Severity;
  /** The advisories found in this package itself. */
  advisories: Array<{ title: string; url: string; range: string; severity: Severity }>;
  /** Packages whose advisories reach this one (it depends on them). */
  via: string[];
};

export type AuditOutcome =
  | { kind: 'clean'; counts: Record<Severity, number>; dependencies: number | undefined }
  | { kind: 'advisories'; findings: Finding[]; counts: Record<Severity, number> }
  | { kind: 'unreachable'; reason: string }
  | { kind: 'failed'; reason: string };

type ReportVia = string | { title?: string; url?: string; range?: string; severity?: string };
type Report = {
  auditReportVersion?: number;
  vulnerabilities?: Record<string, { name?: string; severity?: string; via?: ReportVia[] }>;
  metadata?: { vulnerabilities?: Partial<Record<Severity, number>>; dependencies?: { prod?: number } };
  message?: string;
  statusCode?: number;
  error?: { code?: string; summary?: string; detail?: string };
};

const rank = (severity: string | undefined) => SEVERITIES.indexOf(severity as Severity);

function parse(stdout: string): Report | undefined {
  try {
    const value = JSON.parse(stdout) as unknown;
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Report) : undefined;
  } catch {
    return undefined;
  }
}

function lastLines(text: string, count = 3): string {
  return text.trim().split('\n').slice(-count).join(' | ');
}

export function classifyAudit(run: AuditRun, level: Severity = 'high'): AuditOutcome {
  const report = parse(run.stdout);
  if (!report) {
    return {
      kind: 'failed',
      reason: `npm audit printed no JSON report (exit ${run.exitCode}): ${lastLines(run.stderr) || 'no output'}`,
    };
  }

  if (report.auditReportVersion !== undefined && report.vulnerabilities) {
    const counts = Object.fromEntries(
      SEVERITIES.map((s) => [s, report.metadata?.vulnerabilities?.[s] ?? 0]),
    ) as Record<Severity, number>;
    const findings: Finding[] = Object.entries(report.vulnerabilities)
      .filter(([, v]) => rank(v.severity) >= rank(level))
      .map(([name, v]) => ({
        name,
        severity: v.severity as Severity,
        advisories: (v.via ?? []).flatMap((via) =>
          typeof via === 'object'
            ? [
                {
                  title: via.title ?? '(no title)',
                  url: via.url ?? '',
                  range: via.range ?? '',
                  severity: (via.severity ?? v.severity) as Severity,
                },
              ]
            : [],
        ),
        via: (v.via ?? []).filter((via): via is string => typeof via === 'string'),
      }))
      .sort((a, b) => rank(b.severity) - rank(a.severity) || a.name.localeCompare(b.name));
    if (findings.length > 0) return { kind: 'advisories', findings, counts };
    return { kind: 'clean', counts, dependencies: report.metadata?.dependencies?.prod };
  }

  // The shape npm prints when the advisory endpoint answered an HTTP error or could not be reached.
  const endpointProblem =
    typeof report.message === 'string' &&
    (report.statusCode !== undefined || /request to \S+ failed, reason:/.test(report.message));
  if (endpointProblem) return { kind: 'unreachable', reason: report.message! };

  const error = report.error;
  const detail = [error?.code, error?.summary].filter(Boolean).join(' ');
  return { kind: 'failed', reason: detail || report.message || lastLines(run.stderr) || 'unknown error' };
}

/** What CI prints, and its exit code. */
export function describeOutcome(
  outcome: AuditOutcome,
  level: Severity = 'high',
): { lines: string[]; exitCode: number } {
  const atLeast = SEVERITIES.slice(rank(level)).join(' or ');
  switch (outcome.kind) {
    case 'clean': {
      const lower = SEVERITIES.filter((s) => rank(s) < rank(level) && outcome.counts[s] > 0)
        .map((s) => `${outcome.counts[s]} ${s}`)
        .join(', ');
      const checked = outcome.dependencies === undefined ? '' : ` (${outcome.dependencies} checked)`;
      return {
        lines: [
          `npm audit: no ${atLeast} advisories in production dependencies${checked}${lower ? `; below the bar: ${lower}` : ''}.`,
        ],
        exitCode: 0,
      };
    }
    case 'advisories':
      return {
        lines: [
          `npm audit: ${outcome.findings.length} production ${outcome.findings.length === 1 ? 'dependency has' : 'dependencies have'} ${atLeast} advisories:`,
          ...outcome.findings.flatMap((f) => [
            `  ${f.severity.padEnd(8)} ${f.name}${f.via.length ? ` (through ${f.via.join(', ')})` : ''}`,
            ...f.advisories.map((a) =>
              `           ${a.severity}: ${a.title} [${a.range}] ${a.url}`.trimEnd(),
            ),
          ]),
          'Update the affected packages (npm audit fix --omit=dev, or a newer version) before merging.',
        ],
        exitCode: 1,
      };
    case 'unreachable':
      return {
        lines: [
          `WARNING: npm audit could not run: the registry's advisory endpoint could not be used (${outcome.reason}); production dependencies were NOT checked for advisories.`,
        ],
        exitCode: 0,
      };
    case 'failed':
      return { lines: [`npm audit failed: ${outcome.reason}`], exitCode: 1 };
  }
}
