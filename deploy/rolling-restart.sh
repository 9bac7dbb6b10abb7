#!/usr/bin/env bash
# Restarts the instances of this host one at a time, so nginx always has one to send to:
# each drains (503s nginx retries elsewhere), stops, starts again, answers /readyz, and nginx
# sends to it again (after its fail_timeout) before the next one drains.
# Usage: deploy/rolling-restart.sh [port …]   (default: 3001 3002)
set -euo pipefail

ports=("$@")
if [[ ${#ports[@]} -eq 0 ]]; then ports=(3001 3002); fi
# nginx's fail_timeout (deploy/nginx/lootbay.conf) and one second more.
readonly readmit_seconds=6
readonly ready_timeout_seconds=60

for port in "${ports[@]}"; do
  echo "restarting lootbay@${port}"
  systemctl restart "lootbay@${port}"
  waited=0
  until curl -fsS "http://127.0.0.1:${port}/readyz" >/dev/null 2>&1; do
    if ((waited >= ready_timeout_seconds)); then
      echo "lootbay@${port} is not ready after ${ready_timeout_seconds} s; the other instances are left as they are" >&2
      exit 1
    fi
    sleep 1
    waited=$((waited + 1))
  done
  echo "lootbay@${port} is ready; waiting ${readmit_seconds} s for nginx to send to it again"
  sleep "${readmit_seconds}"
done
echo "all instances restarted"
