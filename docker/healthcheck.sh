#!/bin/sh
# The image's HEALTHCHECK: is the bot's process alive? It asks /health/live where the bot
# listens (MAZZIERE_HTTP_ADDRESS and MAZZIERE_HTTP_PORT, as the bot reads them), so an outage
# of Telegram, Discord or the database never marks a working process unhealthy: readiness
# (/health/ready) is for load balancers and orchestrators. POSIX sh and curl, no bash.
port="${MAZZIERE_HTTP_PORT:-}"
if [ -z "$port" ]; then
  echo "MAZZIERE_HTTP_PORT is not set: the health check needs the bot's HTTP server" >&2
  exit 1
fi
host="${MAZZIERE_HTTP_ADDRESS:-0.0.0.0}"
case "$host" in
  0.0.0.0) host=127.0.0.1 ;;
  ::|'[::]') host='[::1]' ;;
  \[*) ;;
  *:*) host="[$host]" ;;
esac
exec curl --fail --silent --show-error --max-time 4 --output /dev/null "http://$host:$port/health/live"
