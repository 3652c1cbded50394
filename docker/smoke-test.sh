#!/usr/bin/env bash
# Runs a built image as an operator would and checks what the README promises, on this
# machine's loopback only (host network): a tiny fake Bot API answers the bot.
#   docker/smoke-test.sh IMAGE
# 1. no token, detached: exits 2 with one line; 2. the token from a file, read-only root,
#    JSON logs, JAVA_OPTS with spaces: healthy within 5 s of ready, /health/live and
#    /health/ready, labels; 3. backup with docker exec; 4. docker stop: status 0, every log
#    line JSON, no fontconfig complaint; 5. fontconfig finds a writable cache on a read-only root.
set -euo pipefail
image="${1:?usage: docker/smoke-test.sh IMAGE}"
name="mazziere-smoke-$$"
api_port="${SMOKE_API_PORT:-18181}" http_port="${SMOKE_HTTP_PORT:-18180}"
work="$(mktemp -d)"
cleanup() {
  docker rm -f "$name" "$name-none" >/dev/null 2>&1 || true
  docker volume rm -f "$name-data" >/dev/null 2>&1 || true
  if [ -n "${api_pid:-}" ]; then kill "$api_pid" 2>/dev/null || true; fi
  rm -rf "$work"
}
trap cleanup EXIT
fail() { echo "FAIL: $*" >&2; exit 1; }

echo "== no token, detached"
docker run -d --name "$name-none" "$image" >/dev/null
status="$(docker wait "$name-none")"
logs="$(docker logs "$name-none" 2>&1)"
[ "$status" = 2 ] || fail "no token: status $status, want 2"
[ "$(printf '%s\n' "$logs" | wc -l)" = 1 ] || fail "no token: more than one line: $logs"
grep -q "^mazziere: no token is set" <<<"$logs" || fail "no token: $logs"

echo "== the bot, against a fake Bot API on 127.0.0.1:$api_port"
cat > "$work/api.py" <<'PY'
import json, sys, time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
class Api(BaseHTTPRequestHandler):
    def do_POST(self):
        self.rfile.read(int(self.headers.get("Content-Length") or 0))
        method = self.path.rsplit("/", 1)[-1].lower()
        if method == "getme":
            result = {"id": 4242, "is_bot": True, "first_name": "Mazziere", "username": "mazziere_bot"}
        elif method == "getupdates":
            time.sleep(1)
            result = []
        else:
            result = True
        body = json.dumps({"ok": True, "result": result}).encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)
    do_GET = do_POST
    def log_message(self, *args):
        pass
ThreadingHTTPServer(("127.0.0.1", int(sys.argv[1])), Api).serve_forever()
PY
python3 "$work/api.py" "$api_port" & api_pid=$!
printf '4242:Smoke-test_token\n' > "$work/token"
chmod 644 "$work/token"
docker volume create "$name-data" >/dev/null
docker run -d --name "$name" --network host --read-only --tmpfs /tmp \
  -v "$name-data:/app/data" -v "$work/token:/run/secrets/telegram_bot_token:ro" \
  -e TELEGRAM_BOT_TOKEN_FILE=/run/secrets/telegram_bot_token -e TELEGRAM_API_URL="http://127.0.0.1:$api_port" \
  -e MAZZIERE_HTTP_PORT="$http_port" -e MAZZIERE_HTTP_ADDRESS=127.0.0.1 \
  -e MAZZIERE_LOG_FORMAT=json -e MAZZIERE_LOG_LEVEL=INFO \
  -e JAVA_OPTS='-Xss1m "-Dmazziere.note=two words"' "$image" >/dev/null
ready=""
for _ in $(seq 1 120); do
  if [ -z "$ready" ] && curl -fsS "http://127.0.0.1:$http_port/health/ready" >/dev/null 2>&1; then
    ready="$(date +%s)"
  fi
  if [ -n "$ready" ] && [ "$(docker inspect -f '{{.State.Health.Status}}' "$name")" = healthy ]; then
    break
  fi
  sleep 0.5
done
[ -n "$ready" ] || fail "never ready: $(docker logs "$name" 2>&1 | tail -5)"
healthy_after=$(( $(date +%s) - ready ))
[ "$(docker inspect -f '{{.State.Health.Status}}' "$name")" = healthy ] || fail "not healthy"
[ "$healthy_after" -le 5 ] || fail "healthy ${healthy_after}s after ready"
echo "healthy ${healthy_after}s after ready"
curl -fsS "http://127.0.0.1:$http_port/health/live"; echo
curl -fsS "http://127.0.0.1:$http_port/health/ready"; echo
docker exec "$name" sh -c 'tr "\0" " " < /proc/1/cmdline' | grep -q -- "-Dmazziere.note=two words -jar" \
  || fail "JAVA_OPTS did not reach java whole, or java is not PID 1"
docker inspect -f '{{index .Config.Labels "org.opencontainers.image.version"}}' "$image"

echo "== backup while it runs"
docker exec "$name" java -jar /app/mazziere.jar backup --out /app/data/backups/smoke.db

echo "== docker stop"
docker stop -t 20 "$name" >/dev/null
status="$(docker inspect -f '{{.State.ExitCode}}' "$name")"
[ "$status" = 0 ] || fail "docker stop: status $status, want 0"
docker logs "$name" > "$work/out.log" 2> "$work/err.log"
python3 - "$work/err.log" <<'PY'
import json, sys
lines = open(sys.argv[1]).read().splitlines()
for line in lines:
    json.loads(line)  # every line is JSON
assert any("is running" in json.loads(l)["formattedMessage"] for l in lines), "no 'is running' line"
assert any(json.loads(l)["formattedMessage"] == "store closed" for l in lines), "no 'store closed' line"
print(f"{len(lines)} log lines, all JSON")
PY
if grep -qi fontconfig "$work/err.log" "$work/out.log"; then fail "fontconfig complained"; fi
echo "== fontconfig on a read-only root, with a font folder it has no cache for"
fonts="$(docker run --rm --read-only --tmpfs /tmp --entrypoint sh "$image" -c '
  font="$(fc-list : file | head -n 1 | cut -d: -f1)"
  mkdir -p /tmp/fonts && cp "$font" /tmp/fonts/
  printf "<?xml version=\"1.0\"?><fontconfig><dir>/tmp/fonts</dir><cachedir>/var/cache/fontconfig</cachedir><cachedir prefix=\"xdg\">fontconfig</cachedir></fontconfig>" > /tmp/f.conf
  FONTCONFIG_FILE=/tmp/f.conf java -jar /app/mazziere.jar render --out /tmp/out 2>&1')"
if grep -qi fontconfig <<<"$fonts"; then fail "fontconfig complained: $fonts"; fi
echo "smoke test passed"
