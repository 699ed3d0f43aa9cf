#!/usr/bin/env bash
# Makes nginx available for the reverse-proxy test (tests/api/deploy.test.ts); installs it from Debian if missing.
# Sourced by .ci/run: exports NGINX_BIN. The test starts and stops its own nginx on loopback.
set -euo pipefail
nginx_bin=$(command -v nginx || ls /usr/sbin/nginx 2>/dev/null || true)
if [ -z "$nginx_bin" ]; then
  echo "ci: installing nginx"
  (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx-light >/dev/null 2>&1 \
    || DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx >/dev/null)
  nginx_bin=$(command -v nginx || echo /usr/sbin/nginx)
fi
export NGINX_BIN="$nginx_bin"
echo "ci: $("$NGINX_BIN" -v 2>&1)"
