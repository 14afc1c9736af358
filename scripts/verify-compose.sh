#!/usr/bin/env bash
# Reads the compose files the way podman-compose 1.0.3 does (`--dry-run up`: it has no `config`)
# and checks the two topologies of docs/operations.md:
# - `docker compose up` (docker-compose.yml + docker-compose.override.yml): web is published;
# - `-f docker-compose.yml -f deploy/compose.proxy.yml`: only the proxy is published, the
#   replicas trust exactly the edge network and are health-checked on /readyz.
# Containers are never started; the networks a dry run creates are removed again.
set -euo pipefail
cd "$(dirname "$0")/.."
command -v podman-compose >/dev/null || { echo "FAILED: podman-compose is not installed" >&2; exit 1; }
project="verify-compose-$$"
created_env=
[ -f .env ] || { cp .env.example .env; created_env=1; }
cleanup() {
  [ -n "$created_env" ] && rm -f .env
  for net in $(podman network ls --format '{{.Name}}' 2>/dev/null | grep "^${project}_" || true); do
    podman network rm "$net" >/dev/null 2>&1 || true
  done
}
trap cleanup EXIT
fail() { echo "FAILED: $*" >&2; exit 1; }

creates() { grep -E '^podman (create|run) ' | sed -E 's/.*--label com\.docker\.compose\.service=([a-z0-9-]+) .*/\1 &/'; }

single=$(podman-compose -p "$project" --dry-run up 2>&1 | creates)
grep -E '^web .* -p 3000:3000 ' <<<"$single" >/dev/null || fail "docker compose up does not publish web on 3000"

proxied=$(podman-compose -p "$project" -f docker-compose.yml -f deploy/compose.proxy.yml --dry-run up 2>&1 | creates)
for service in redis web worker proxy prometheus; do
  grep -E "^$service " <<<"$proxied" >/dev/null || fail "the proxied topology has no $service container"
done
published=$(grep -E ' -p [0-9]' <<<"$proxied" | cut -d' ' -f1 | sort -u | tr '\n' ' ')
[ "$published" = "proxy " ] || fail "in the proxied topology only the proxy may be published (published: ${published:-none})"
web=$(grep -E '^web ' <<<"$proxied")
grep -F -- '-e TRUST_PROXY=172.30.0.0/24' <<<"$web" >/dev/null || fail "the replicas do not trust exactly the edge network"
grep -F -- '/readyz' <<<"$web" >/dev/null || fail "the replicas are not health-checked on /readyz"
grep -F -- '-e METRICS_PORT=9464' <<<"$web" >/dev/null || fail "the replicas serve no metrics"
grep -F -- '-e METRICS_HOST=0.0.0.0' <<<"$web" >/dev/null || fail "the replicas' metrics listen on loopback only: Prometheus cannot reach them"
grep -E -- "--net [^ ]*${project}_edge" <<<"$(grep -E '^proxy ' <<<"$proxied")" >/dev/null || fail "the proxy is not on the edge network"

# Redis behind Sentinel (deploy/compose.sentinel.yml): a replica, three sentinels, and web and the
# worker pointed at the sentinels instead of one Redis.
sentinel=$(podman-compose -p "$project" -f docker-compose.yml -f deploy/compose.proxy.yml -f deploy/compose.sentinel.yml --dry-run up 2>&1 | creates)
for service in redis redis-replica sentinel-1 sentinel-2 sentinel-3 web worker proxy; do
  grep -E "^$service " <<<"$sentinel" >/dev/null || fail "the Sentinel topology has no $service container"
done
for service in web worker; do
  line=$(grep -E "^$service " <<<"$sentinel")
  grep -F -- '-e REDIS_SENTINELS=sentinel-1:26379,sentinel-2:26379,sentinel-3:26379' <<<"$line" >/dev/null ||
    fail "$service does not find Redis through the sentinels"
  grep -F -- '-e REDIS_SENTINEL_NAME=site' <<<"$line" >/dev/null || fail "$service does not name the primary"
done
grep -F -- '--replicaof redis 6379' <<<"$(grep -E '^redis-replica ' <<<"$sentinel")" >/dev/null ||
  fail "the replica does not follow the primary"

echo "ok: compose files read by podman-compose: web published alone; behind the proxy only the proxy is; Sentinel variant complete"
