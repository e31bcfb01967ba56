-- Client hashes now include the page's code (scan-client.ts): the merge looks a hash up alone, by
-- (client_hash, scanned_at). The old index also led with tag_id, so the planner could read every scan
-- of a crowded tag instead. During a rollover the previous release's hashes differ from HEAD's, so one
-- person's opening on each may be two scans (README, "Running in production").
DROP INDEX "scan_events_client_idx";--> statement-breakpoint
CREATE INDEX "scan_events_client_scanned_idx" ON "scan_events" USING btree ("client_hash","scanned_at");
