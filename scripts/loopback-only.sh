#!/usr/bin/env bash
# Runs a command in a network namespace of its own where only loopback exists
# (`unshare -n`, or `unshare -rn` for a user who is not root): the servers the
# browser tests start (Netlify's CLI binds every interface) are reachable from
# this command only, and nothing they run can reach outside.
#   scripts/loopback-only.sh playwright test
set -euo pipefail
if [ "$(id -u)" = 0 ]; then flag=-n; else flag=-rn; fi
exec unshare "$flag" -- bash -c 'ip link set lo up && VOLTIS_LOOPBACK_ONLY=1 exec "$@"' loopback-only "$@"
