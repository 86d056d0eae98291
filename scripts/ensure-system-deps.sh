#!/usr/bin/env bash
# Installs the Debian packages the test suites need when they are missing: Chromium's headless shell (end-to-end tests),
# PostgreSQL (integration tests), strace (the durable-commit test), Caddy (the topology test), ffmpeg (the
# studio's films, made by the server in a background job; the films' integration test), qpdf (the document vault's
# PDF checks) and libheif-examples (heif-convert: the vault's HEIC photographs; heif-enc: its tests), a Java
# runtime (the Nu HTML Checker, vnu, of tests/integration/html-checker.test.ts) and the DejaVu and Liberation fonts (the
# end-to-end suite's font sets, tests/e2e/support/fontconfig/; the local fallbacks scripts/font-fallbacks.mjs measures).
# Needs root and apt-get; otherwise says what to install.
set -euo pipefail
missing=()
[ -x "${CHROMIUM_PATH:-/usr/bin/chromium-headless-shell}" ] || missing+=(chromium-headless-shell)
ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || [ -n "${TEST_DATABASE_URL:-}" ] || missing+=(postgresql)
command -v strace >/dev/null || missing+=(strace)
command -v caddy >/dev/null || missing+=(caddy)
{ command -v ffmpeg >/dev/null && command -v ffprobe >/dev/null; } || missing+=(ffmpeg)
command -v qpdf >/dev/null || missing+=(qpdf)
{ command -v heif-convert >/dev/null && command -v heif-enc >/dev/null; } || missing+=(libheif-examples)
command -v java >/dev/null || missing+=(default-jre-headless)
[ -f /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf ] || missing+=(fonts-dejavu-core)
[ -f /usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf ] || missing+=(fonts-liberation)
if [ ${#missing[@]} -eq 0 ]; then exit 0; fi
if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null; then
  echo "Installing ${missing[*]} (apt-get)…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
  # The caddy package may start its own service on :80; the topology test binds 127.0.0.1:80/443 itself.
  if command -v systemctl >/dev/null && systemctl is-active --quiet caddy 2>/dev/null; then systemctl stop caddy; fi
else
  echo "Missing system packages: ${missing[*]}. Install them (e.g. sudo apt-get install ${missing[*]})." >&2
  exit 1
fi
