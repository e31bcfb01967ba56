#!/usr/bin/env bash
# CI's test of a rolling upgrade on PostgreSQL (CONTRIBUTING "Migrations: expand, then contract"): the
# previous release (deploy/RELEASES) started on a fresh database, which it migrates as production's was
# before the upgrade; data made through its API; this checkout (HEAD) started on the same database while
# the old instance keeps running, which applies the new migrations; then the API smoke
# (scripts/smoke-api.ts) against the OLD instance again, against HEAD, and across the two (a tag written
# on one reads on the other, an edit on one is fresh on the other at once: LISTEN/NOTIFY). The old
# instance failing against the migrated schema is the failure this exists for.
#
# The database server is TEST_DATABASE_URL's (default postgres://postgres@127.0.0.1:5432/postgres, which
# must be allowed to CREATE DATABASE); the database, prevrel_<random>, is dropped at the end. Ports come
# from 16000-16099 (PREVREL_PORTS=first-last to change). Exits 0 with a note when no previous release is
# listed that HEAD descends from.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
admin_url="${TEST_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/postgres}"
work="$(mktemp -d)"
pids=()
database=""
cleanup() {
  # SIGTERM (the drain is 0 here), then wait, so nothing holds the database while it is dropped.
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  for pid in "${pids[@]}"; do wait "$pid" 2>/dev/null || true; done
  if [ -n "$database" ]; then
    sql "DROP DATABASE IF EXISTS \"$database\" WITH (FORCE)" || echo "== previous release: could not drop $database" >&2
  fi
  rm -rf "$work"
}
trap cleanup EXIT
# Interrupted (Ctrl-C, CI's timeout): exit, so that the cleanup runs.
trap 'exit 130' INT TERM
started=$(date +%s%N)
lap=$started
step() { echo "== previous release: $*"; }
fail() { echo "== previous release: FAILED: $*" >&2; exit 1; }
# The time the step before took, and the total so far.
timing() {
  local now
  now=$(date +%s%N)
  printf '   (%.1f s, %.1f s in all)\n' "$(((now - lap) / 1000000))e-3" "$(((now - started) / 1000000))e-3"
  lap=$now
}
# One statement on the server's maintenance database, with the pg driver the app uses (no psql needed).
# The URL goes by the environment, not argv: it may hold a password.
sql() {
  ADMIN_URL="$admin_url" node -e '
    const pg = require("pg");
    const client = new pg.Client({ connectionString: process.env.ADMIN_URL });
    client.connect().then(() => client.query(process.argv[1])).finally(() => client.end())
      .catch((error) => { console.error(error.message); process.exit(1); });
  ' "$1"
}

# 1. The previous release: the newest line of deploy/RELEASES whose commit HEAD descends from (and is
# not HEAD itself: on the release commit, the one before). A file rather than git tags: a CI clone may
# come without tags; a tag of that name pointing elsewhere is only reported.
head_commit="$(git rev-parse HEAD)"
tag=""
commit=""
missing=""
while read -r name hash _; do
  case "$name" in '' | '#'*) continue ;; esac
  [ "$hash" = "$head_commit" ] && continue
  if ! git cat-file -e "$hash^{commit}" 2>/dev/null; then
    missing="$missing $name"
    continue
  fi
  git merge-base --is-ancestor "$hash" HEAD || continue
  tag="$name"
  commit="$hash"
done < deploy/RELEASES
if [ -z "$commit" ]; then
  # A shallow clone lacks the commits: passing then would check nothing.
  [ -z "$missing" ] || fail "the commits of$missing are not in this clone (shallow? git fetch --unshallow)"
  step "no release in deploy/RELEASES that HEAD descends from; nothing to check"
  exit 0
fi
tagged="$(git rev-parse -q --verify "refs/tags/$tag^{commit}" || true)"
if [ -n "$tagged" ] && [ "$tagged" != "$commit" ]; then
  echo "== previous release: WARNING: git tag $tag points at $tagged, deploy/RELEASES says $commit; using the latter" >&2
fi
step "$tag (${commit:0:12}) under HEAD (${head_commit:0:12})"

# 2. Its tree, with dependencies. The same package-lock.json as HEAD's: HEAD's node_modules (CI ran
# npm ci before this); otherwise its own npm ci. No client build: the pages the smoke reads (/tag/…)
# are rendered by the server, and CLIENT_DIST_DIR points at an empty folder for both releases.
previous="$work/previous"
mkdir -p "$previous" "$work/data" "$work/no-client-build"
git archive "$commit" | tar -x -C "$previous"
if cmp -s package-lock.json "$previous/package-lock.json"; then
  ln -s "$root/node_modules" "$previous/node_modules"
  step "its tree, with HEAD's node_modules (same package-lock.json)"
else
  step "its tree, npm ci (its package-lock.json differs from HEAD's)"
  (cd "$previous" && npm ci --no-fund --no-audit) > "$work/npm-ci.log" 2>&1 ||
    { tail -30 "$work/npm-ci.log"; fail "npm ci in $tag's tree"; }
fi
# Its own smoke when it has one: the API that release promises, against its instance. Before
# scripts/smoke-api.ts existed (v0.41.0), HEAD's, which asks nothing v0.41.0 did not already answer.
if [ -f "$previous/scripts/smoke-api.ts" ]; then old_smoke_dir="$previous"; else old_smoke_dir="$root"; fi
timing

step "ports, the database, the PayPal stand-in"
# Four free ports in the range: the two instances, the SMTP capture, the PayPal stand-in.
IFS=- read -r first_port last_port <<< "${PREVREL_PORTS:-16000-16099}"
ports=()
for port in $(seq "$first_port" "$last_port" | shuf); do
  (echo > "/dev/tcp/127.0.0.1/$port") 2>/dev/null && continue
  ports+=("$port")
  [ "${#ports[@]}" = 4 ] && break
done
[ "${#ports[@]}" = 4 ] || fail "no four free ports in $first_port-$last_port"
old_port="${ports[0]}" new_port="${ports[1]}" smtp_port="${ports[2]}" paypal_port="${ports[3]}"
old_url="http://127.0.0.1:$old_port"
new_url="http://127.0.0.1:$new_port"

# 3. The database and what both instances share: the database, DATA_DIR, the session secret (a session
# started on one is valid on the other), the admin, the mail capture and PayPal's stand-in.
database="prevrel_$(head -c 6 /dev/urandom | od -An -tx1 | tr -d ' \n')"
sql "CREATE DATABASE \"$database\"" || { database=""; fail "CREATE DATABASE on TEST_DATABASE_URL's server"; }
database_url="$(ADMIN_URL="$admin_url" node -e '
  const url = new URL(process.env.ADMIN_URL);
  url.pathname = `/${process.argv[1]}`;
  console.log(url.href);
' "$database")"
admin_user="smoke-admin"
admin_password="$(head -c 24 /dev/urandom | base64 | tr -d '\n/+=')"
session_secret="$(head -c 48 /dev/urandom | base64 | tr -d '\n')"

# HEAD's PayPal stand-in (tests/paypal-stand-in), for the checkout's create-order call of both releases.
paypal_id="prevrel-client"
paypal_secret="$(head -c 24 /dev/urandom | base64 | tr -d '\n/+=')"
PAYPAL_ID="$paypal_id" PAYPAL_SECRET="$paypal_secret" node --import tsx --input-type=module -e '
  const { startPayPalStandIn } = await import("./tests/paypal-stand-in/paypal-stand-in.ts");
  const { PAYPAL_ID: clientId, PAYPAL_SECRET: clientSecret } = process.env;
  await startPayPalStandIn({ port: Number(process.argv[1]), clientId, clientSecret });
  console.log("listening");
' "$paypal_port" > "$work/paypal.log" 2>&1 &
pids+=($!)
for _ in $(seq 1 100); do
  grep -q listening "$work/paypal.log" && break
  kill -0 "${pids[-1]}" 2>/dev/null || break
  sleep 0.1
done
grep -q listening "$work/paypal.log" || { cat "$work/paypal.log"; fail "the PayPal stand-in did not start"; }

# Starts a release from its folder as production does (node --import tsx src/server/index.ts, a clean
# environment) and waits for /readyz; its log goes to $work/<name>.log.
start_instance() {
  local name="$1" dir="$2" port="$3"
  (cd "$dir" && exec env -i PATH="$PATH" HOME="$work" NODE_ENV=production HOST=127.0.0.1 PORT="$port" \
    DATABASE_URL="$database_url" DATA_DIR="$work/data" CLIENT_DIST_DIR="$work/no-client-build" \
    PUBLIC_URL="http://127.0.0.1:$port" TRUST_PROXY=1 SHUTDOWN_DRAIN_MS=0 SESSION_SECRET="$session_secret" \
    ADMIN_USERNAME="$admin_user" ADMIN_PASSWORD="$admin_password" SMTP_URL="smtp://127.0.0.1:$smtp_port" \
    PAYPAL_API_BASE="http://127.0.0.1:$paypal_port" PAYPAL_CLIENT_ID="$paypal_id" \
    PAYPAL_CLIENT_SECRET="$paypal_secret" \
    node --import tsx src/server/index.ts) > "$work/$name.log" 2>&1 &
  pids+=($!)
  local pid=$!
  for _ in $(seq 1 900); do
    curl -sf "http://127.0.0.1:$port/readyz" > /dev/null && return 0
    kill -0 "$pid" 2>/dev/null || { tail -30 "$work/$name.log"; fail "$name exited while starting"; }
    sleep 0.1
  done
  tail -30 "$work/$name.log"
  fail "$name: /readyz never answered"
}

# What an instance's log says of the migrations it applied and of the schema it found.
schema_lines() {
  grep -oE '"msg":"(applied migration|database schema version) [^"]*"' "$1" | sed 's/^"msg":"/   /; s/"$//' || true
}

# The smoke from `dir` against `url` (extra arguments passed on); on failure, the instances' logs.
smoke() {
  local dir="$1" url="$2"
  shift 2
  (cd "$dir" && SMOKE_ADMIN_USERNAME="$admin_user" SMOKE_ADMIN_PASSWORD="$admin_password" \
    node --import tsx scripts/smoke-api.ts "$url" --smtp-port "$smtp_port" "$@") && return 0
  for log in "$work"/old.log "$work"/new.log; do
    [ -f "$log" ] && { echo "-- $(basename "$log"), its last errors:"; log_errors "$log"; }
  done
  return 1
}

# The last errors of an instance's JSON log, one line each: the message, the error and its cause
# (statements are logged with their parameters redacted).
log_errors() {
  node -e '
    const lines = require("fs").readFileSync(process.argv[1], "utf8").split("\n").filter(Boolean);
    const errors = lines.map((line) => { try { return JSON.parse(line); } catch { return { level: 50, msg: line }; } })
      .filter((entry) => entry.level >= 50).slice(-3);
    for (const { msg, err } of errors) {
      const why = [err?.message, err?.cause?.message].filter(Boolean).join(" <- ");
      console.log(`   ${msg}${why ? `: ${why.replace(/\s+/g, " ").slice(0, 400)}` : ""}`);
    }
    if (errors.length === 0) console.log("   (none)");
  ' "$1"
}
timing

step "$tag started on the empty database $database (its own migrations)"
start_instance old "$previous" "$old_port"
schema_lines "$work/old.log"
timing
step "$tag: the smoke, before the upgrade"
smoke "$old_smoke_dir" "$old_url" --save "$work/before.json" --checkout || fail "$tag's smoke before the upgrade"
timing

step "HEAD started on the same database, $tag still running (HEAD's migrations)"
start_instance new "$root" "$new_port"
schema_lines "$work/new.log"
timing

step "$tag against the migrated schema: the smoke again, cross-reads on HEAD"
smoke "$old_smoke_dir" "$old_url" --other "$new_url" --check "$work/before.json" --checkout ||
  fail "$tag (${commit:0:12}) beside HEAD, on the database HEAD migrated: the smoke step above failed. If $tag's instance answered it, a migration since $tag is not expand-only (CONTRIBUTING \"Migrations: expand, then contract\")"
timing
step "HEAD: the smoke, cross-reads on $tag"
smoke "$root" "$new_url" --other "$old_url" --check "$work/before.json" --checkout || fail "HEAD's smoke beside $tag"
timing

step "ok: $tag and HEAD side by side on one migrated database"
