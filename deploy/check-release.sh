#!/usr/bin/env bash
# CI's test of the deploy kit, without a container engine: the Dockerfile's steps
# (deploy/build-release.sh) in a clean clone of HEAD, the release started with node directly until
# /readyz answers, the nginx example checked with `nginx -t` and then run in front of it (the static
# emergency page while no instance answers, the app's pages once one does), the Caddy example
# validated and the systemd unit verified when those tools are installed.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d)"
app_pid=""
nginx_conf=""
cleanup() {
  [ -n "$app_pid" ] && kill "$app_pid" 2>/dev/null || true
  [ -n "$nginx_conf" ] && nginx -c "$nginx_conf" -p "$work/nginx" -s stop 2>/dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT
step() { echo "== deploy: $*"; }
fail() { echo "== deploy: FAILED: $*" >&2; exit 1; }

step "build-release.sh in a clean clone of HEAD"
git clone -q "$root" "$work/clone"
(cd "$work/clone" && git checkout -q "$(git -C "$root" rev-parse HEAD)" && bash deploy/build-release.sh "$work/release") \
  > "$work/build.log" 2>&1 || { tail -40 "$work/build.log"; fail "build-release.sh"; }

step "nginx example: nginx -t, then in front of the release on high ports"
mkdir -p "$work/nginx/www" "$work/nginx/tmp"
# nginx started as root serves as `nobody`: the page must be readable to it.
chmod 755 "$work" "$work/nginx" "$work/nginx/www"
openssl req -x509 -newkey rsa:2048 -nodes -keyout "$work/nginx/key.pem" -out "$work/nginx/cert.pem" \
  -days 1 -subj /CN=shop.example.com 2>/dev/null
cp "$root"/deploy/nginx/{tag-unavailable.html,unavailable.html,unavailable.json} "$work/nginx/www/"
sed -e "s#/etc/letsencrypt/live/shop.example.com/fullchain.pem#$work/nginx/cert.pem#" \
    -e "s#/etc/letsencrypt/live/shop.example.com/privkey.pem#$work/nginx/key.pem#" \
    -e "s#/var/www/safekid-tag#$work/nginx/www#" \
    -e 's#listen 80;#listen 127.0.0.1:18080;#; s#listen \[::\]:80;##' \
    -e 's#listen 443 ssl http2;#listen 127.0.0.1:18443 ssl http2;#; s#listen \[::\]:443 ssl http2;##' \
    -e 's#127.0.0.1:5000#127.0.0.1:15000#; s#127.0.0.1:5001#127.0.0.1:15001#' \
    "$root/deploy/nginx/safekid-tag.conf" > "$work/nginx/site.conf"
nginx_conf="$work/nginx/nginx.conf"
cat > "$nginx_conf" <<CONF
pid $work/nginx/nginx.pid;
error_log $work/nginx/error.log;
events {}
http {
  access_log off;
  client_body_temp_path $work/nginx/tmp; proxy_temp_path $work/nginx/tmp;
  fastcgi_temp_path $work/nginx/tmp; uwsgi_temp_path $work/nginx/tmp; scgi_temp_path $work/nginx/tmp;
  include $work/nginx/site.conf;
}
CONF
nginx -t -q -c "$nginx_conf" -p "$work/nginx" || fail "nginx -t"
nginx -c "$nginx_conf" -p "$work/nginx"
via_nginx() { curl -sk -o "$work/answer" -w '%{http_code}' --resolve shop.example.com:18443:127.0.0.1 "https://shop.example.com:18443$1"; }
# No instance: the responder's paths get the emergency call, the API JSON, the rest a notice; all 503.
for path in /tag/ABCDEFGHJKLM /activate-bracelet/12345678 /t /; do
  code="$(via_nginx "$path")"
  [ "$code" = 503 ] && grep -q 'href="tel:112"' "$work/answer" || fail "no instance: $path answered $code without the emergency call"
done
grep -q "child's emergency page" "$work/answer" && fail "no instance: / answered the responder's page"
code="$(via_nginx /api/tag/ABCDEFGHJKLM)"
[ "$code" = 503 ] && grep -q '"message"' "$work/answer" || fail "no instance: /api/ answered $code without a JSON message"

step "the release started with node directly, until /readyz answers"
mkdir -p "$work/data"
(cd "$work/release" && exec env -i PATH="$PATH" HOME="$work" NODE_ENV=production HOST=127.0.0.1 PORT=15000 \
  DATA_DIR="$work/data" PUBLIC_URL=https://shop.example.com TRUST_PROXY=1 \
  SESSION_SECRET="$(head -c 48 /dev/urandom | base64 | tr -d '\n')" \
  node --import tsx src/server/index.ts) > "$work/server.log" 2>&1 &
app_pid=$!
for _ in $(seq 1 90); do
  curl -sf http://127.0.0.1:15000/readyz > /dev/null && break
  kill -0 "$app_pid" 2>/dev/null || { tail -20 "$work/server.log"; fail "the release exited"; }
  sleep 1
done
curl -sf http://127.0.0.1:15000/readyz > /dev/null || { tail -20 "$work/server.log"; fail "/readyz never answered"; }
# nginx marked both instances down for fail_timeout (10 s) while none answered: wait for it to try
# again, as a rolling restart must (README "Rolling restart or upgrade").
for _ in $(seq 1 30); do [ "$(via_nginx /readyz)" = 200 ] && break; sleep 1; done
[ "$(via_nginx /readyz)" = 200 ] || fail "/readyz through nginx"
[ "$(via_nginx /)" = 200 ] || fail "the landing page through nginx"
# An unknown code: the app's own answer (not the proxy's fallback), through the other instance's gap.
code="$(via_nginx /tag/ABCDEFGHJKLM)"
[ "$code" = 404 ] && ! grep -q 'tag-unavailable' "$work/answer" || fail "/tag/ through nginx answered $code"

step "SIGTERM: the release drains and exits 0"
kill -TERM "$app_pid"
wait "$app_pid" || fail "the release exited with $?"
app_pid=""

if command -v caddy > /dev/null; then
  step "Caddy example: caddy validate"
  for file in Caddyfile Caddyfile.compose; do
    DOMAIN=shop.example.com caddy validate --config "$root/deploy/caddy/$file" --adapter caddyfile \
      > "$work/caddy.log" 2>&1 || { tail -5 "$work/caddy.log"; fail "caddy validate $file"; }
  done
fi
if command -v systemd-analyze > /dev/null; then
  step "systemd unit: systemd-analyze verify"
  systemd-analyze verify "$root/deploy/systemd/safekid-tag.service" || fail "systemd-analyze verify"
fi
step "ok"
