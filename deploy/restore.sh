#!/bin/sh
# Restores a backup.sh dump into an EMPTY database (it refuses one that has tables: restore beside the live
# database, check it, then point DATABASE_URL at it). One transaction: it lands whole or not at all.
#   deploy/restore.sh backups/casearena-20261128T031700Z.dump postgres://casearena:...@postgres:5432/casearena_restored
# Create the target first: createdb -h postgres -U casearena casearena_restored
set -eu

dump="${1:?usage: restore.sh <dump file> <target database URL>}"
target="${2:?usage: restore.sh <dump file> <target database URL>}"
[ -r "$dump" ] || { echo "restore.sh: cannot read $dump" >&2; exit 1; }

tables="$(psql --no-psqlrc --quiet --tuples-only --no-align --dbname="$target" -c \
  "select count(*) from information_schema.tables where table_schema not in ('pg_catalog', 'information_schema')")"
if [ "$tables" != "0" ]; then
  echo "restore.sh: the target database already has $tables tables; restore into an empty one" >&2
  exit 1
fi

pg_restore --no-owner --no-privileges --exit-on-error --single-transaction --dbname="$target" "$dump"

# What to compare with the live site before switching (the ledger must balance: every transaction sums to zero).
psql --no-psqlrc --quiet --dbname="$target" -c "
  select (select count(*) from users) as users,
         (select count(*) from ledger_transactions) as ledger_transactions,
         (select coalesce(sum(amount), 0) from ledger_entries) as ledger_sum"
