// Periodic work every instance runs; each job is safe on many instances at once (deletes of expired
// rows, claimed confirmation, scan alert, share and freshness reminder mails). A job never overlaps itself, and closing waits for a running one.
import type { AppDeps } from './context.ts';

const HOUSEKEEPING_INTERVAL_MS = 10 * 60 * 1000;
export const CONFIRMATION_RETRY_INTERVAL_MS = 60 * 1000;
export const SCAN_ALERT_RETRY_INTERVAL_MS = 60 * 1000;
/** Reminders are due by the month: hourly is soon enough, and retries an SMTP outage. */
export const FRESHNESS_REMINDER_INTERVAL_MS = 60 * 60 * 1000;

export type BackgroundJobs = { stop(): Promise<void> };

export function startBackgroundJobs(deps: AppDeps): BackgroundJobs {
  const jobs = [
    every(deps, HOUSEKEEPING_INTERVAL_MS, 'housekeeping', () => housekeeping(deps)),
    every(deps, CONFIRMATION_RETRY_INTERVAL_MS, 'confirmation retry', async () => {
      await deps.services.orderConfirmations.mailMissed();
    }),
    every(deps, SCAN_ALERT_RETRY_INTERVAL_MS, 'scan alert retry', async () => {
      await deps.services.scanAlerts.mailMissed();
      // Alerts held over a tag's hourly budget, summed up in one mail.
      await deps.services.scanAlerts.mailSummaries();
    }),
    // A responder's location or call-back number the SMTP server refused (decision 029).
    every(deps, CONFIRMATION_RETRY_INTERVAL_MS, 'responder share retry', async () => {
      await deps.services.responderShares.mailMissed();
      // Shares held over a tag's share-mail budget, all in one mail once it allows.
      await deps.services.responderShares.mailHeldShares();
    }),
    // "Is the information still right?" (issue 34 part 3); off with FRESHNESS_REMINDER_MONTHS=0.
    every(deps, FRESHNESS_REMINDER_INTERVAL_MS, 'freshness reminders', async () => {
      await deps.services.freshness.remindDue();
    }),
  ];
  return { stop: async () => void (await Promise.all(jobs.map((job) => job.stop()))) };
}

/** Deletes what has expired: sessions, rate-limit windows, scans past their 90 days, spent reset links (tests call it). */
export async function housekeeping(deps: AppDeps): Promise<void> {
  await Promise.all([
    deps.sessions.purgeExpired(),
    deps.rateLimiter.purgeExpired(),
    deps.services.scanHistory.deleteExpired(),
    deps.services.passwordReset.deleteSpent(),
  ]);
}

function every(deps: AppDeps, intervalMs: number, name: string, work: () => Promise<void>): BackgroundJobs {
  let running: Promise<void> | undefined;
  const timer = setInterval(() => {
    if (running) return;
    running = work()
      .catch((error: unknown) => deps.logger.warn({ err: error }, `${name} failed`))
      .finally(() => (running = undefined));
  }, intervalMs);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
