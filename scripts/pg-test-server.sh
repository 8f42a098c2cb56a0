#!/usr/bin/env bash
# Starts (or stops) a throwaway PostgreSQL 15 server for the tests, as the unprivileged `postgres` user
# (initdb refuses root). Prints the connection URL on start. Usage: pg-test-server.sh start|stop [DIR]
set -euo pipefail
BIN=/usr/lib/postgresql/15/bin
DIR=${2:-/tmp/app-test-pg}
PORT=${TEST_PG_PORT:-54329}
run_as_pg() {
  if [ "$(id -u)" = 0 ]; then su postgres -s /bin/bash -c "$*"; else bash -c "$*"; fi
}
case "${1:-}" in
  start)
    if [ -f "$DIR/data/postmaster.pid" ] && run_as_pg "$BIN/pg_ctl -D $DIR/data status" >/dev/null 2>&1; then
      echo "postgres://postgres@127.0.0.1:$PORT/postgres"; exit 0
    fi
    rm -rf "$DIR"; mkdir -p "$DIR"
    [ "$(id -u)" = 0 ] && chown postgres "$DIR"
    run_as_pg "$BIN/initdb -D $DIR/data -U postgres --auth=trust -E UTF8 --no-locale" >/dev/null
    run_as_pg "$BIN/pg_ctl -D $DIR/data -l $DIR/log -w -o \"-p $PORT -k $DIR -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200\" start" >/dev/null
    echo "postgres://postgres@127.0.0.1:$PORT/postgres"
    ;;
  stop)
    run_as_pg "$BIN/pg_ctl -D $DIR/data -m fast stop" >/dev/null 2>&1 || true
    ;;
  *) echo "usage: $0 start|stop [DIR]" >&2; exit 2 ;;
esac
