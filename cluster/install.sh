#!/usr/bin/env bash
# Installs what `npm run cluster` needs from Debian: HAProxy, Patroni and etcd.
# PostgreSQL 15 itself is expected under /usr/lib/postgresql/15/bin (postgresql-15).
# Idempotent: does nothing when every tool is already there.
set -euo pipefail

need=()
command -v haproxy >/dev/null 2>&1 || need+=(haproxy)
command -v patroni >/dev/null 2>&1 || need+=(patroni)
command -v etcd >/dev/null 2>&1 || need+=(etcd-server)
command -v etcdctl >/dev/null 2>&1 || need+=(etcd-client)
[ -x /usr/lib/postgresql/15/bin/postgres ] || need+=(postgresql-15)
# Patroni's etcd3 backend talks to etcd's HTTP gateway itself: no python etcd client needed.

if [ ${#need[@]} -eq 0 ]; then
  echo "cluster/install.sh: haproxy, patroni, etcd and postgresql-15 are installed"
  exit 0
fi

SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
echo "cluster/install.sh: installing ${need[*]}"
$SUDO env DEBIAN_FRONTEND=noninteractive apt-get update -qq
$SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${need[@]}"

# Debian starts packaged services on install; the cluster runs its own copies on its own
# ports, so stop the system ones if the install started them (no-op without systemd).
for svc in etcd haproxy patroni; do
  if command -v systemctl >/dev/null 2>&1 && systemctl is-active --quiet "$svc" 2>/dev/null; then
    $SUDO systemctl stop "$svc" || true
    $SUDO systemctl disable "$svc" >/dev/null 2>&1 || true
  fi
done
echo "cluster/install.sh: done"
