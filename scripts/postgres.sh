#!/usr/bin/env bash
# Starts a local PostgreSQL for the server's tests (installing it when missing, as root or with
# sudo) and prints the connection string of a `leapfrog` role and database on loopback.
set -euo pipefail
sudo=""
[ "$(id -u)" -ne 0 ] && sudo="sudo"
if ! command -v pg_ctlcluster >/dev/null; then
  $sudo apt-get update -qq >&2
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq postgresql >/dev/null
fi
cluster=$(pg_lsclusters -h | head -n 1)
version=$(echo "$cluster" | awk '{print $1}')
name=$(echo "$cluster" | awk '{print $2}')
port=$(echo "$cluster" | awk '{print $3}')
status=$(echo "$cluster" | awk '{print $4}')
[ "$status" = online ] || $sudo pg_ctlcluster "$version" "$name" start >&2
as_postgres() { if [ "$(id -u)" -eq 0 ]; then su postgres -c "$1"; else sudo -u postgres sh -c "$1"; fi; }
as_postgres "psql -p $port -qtAc \"SELECT 1 FROM pg_roles WHERE rolname = 'leapfrog'\"" | grep -q 1 ||
  as_postgres "psql -p $port -qc \"CREATE ROLE leapfrog LOGIN PASSWORD 'leapfrog' CREATEDB\"" >&2
as_postgres "psql -p $port -qtAc \"SELECT 1 FROM pg_database WHERE datname = 'leapfrog_test'\"" | grep -q 1 ||
  as_postgres "createdb -p $port -O leapfrog leapfrog_test" >&2
echo "host=127.0.0.1 port=$port user=leapfrog password=leapfrog dbname=leapfrog_test"
