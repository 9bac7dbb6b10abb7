#!/usr/bin/env bash
# Restarts the instances of this host one at a time, so nginx always has one to send to:
# each drains (503s nginx retries elsewhere), stops, starts again and answers /readyz before the
# next one drains.
# Usage: deploy/rolling-restart.sh [port …]   (default: 3001 3002)
set -euo pipefail

ports=("$@")
if [[ ${#ports[@]} -eq 0 ]]; then ports=(3001 3002); fi
# A moment for the restarted instance to take requests before the next one stops.
readonly settle_seconds=1
readonly ready_timeout_seconds=60

for port in "${ports[@]}"; do
  echo "restarting lootbay@${port}"
  systemctl restart "lootbay@${port}"
  waited=0
  until curl -fsS --max-time 2 "http://127.0.0.1:${port}/readyz" >/dev/null 2>&1; do
    if ((waited >= ready_timeout_seconds)); then
      echo "lootbay@${port} is not ready after ${ready_timeout_seconds} s; the other instances are left as they are" >&2
      exit 1
    fi
    sleep 1
    waited=$((waited + 1))
  done
  echo "lootbay@${port} is ready"
  sleep "${settle_seconds}"
done
echo "all instances restarted"
