#!/bin/sh
# One backup of CaseArena's PostgreSQL database: a custom-format pg_dump (compressed, restorable table by table),
# written under a temporary name, checked to be readable, then renamed, so a file named casearena-*.dump is always
# complete. Dumps older than BACKUP_KEEP_DAYS are removed afterwards. Prints the new file's path.
#   DATABASE_URL=postgres://... BACKUP_DIR=/backups BACKUP_KEEP_DAYS=14 deploy/backup.sh
# compose.yaml's `backup` service runs it daily; or from cron: 17 3 * * * cd /srv/casearena/deploy && ./backup.sh
set -eu

: "${DATABASE_URL:?DATABASE_URL must name the database to back up}"
dir="${BACKUP_DIR:-./backups}"
keep="${BACKUP_KEEP_DAYS:-14}"
mkdir -p "$dir"

stamp="$(date -u +%Y%m%dT%H%M%SZ)"
final="$dir/casearena-$stamp.dump"
tmp="$dir/.casearena-$stamp.dump.partial"
trap 'rm -f "$tmp"' EXIT

# One consistent snapshot (pg_dump reads in a single repeatable-read transaction); owners and grants are left out
# so the dump restores into a database owned by any role.
pg_dump --format=custom --compress=6 --no-owner --no-privileges --dbname="$DATABASE_URL" --file="$tmp"
# A dump pg_restore cannot list is not a backup.
pg_restore --list "$tmp" >/dev/null
mv "$tmp" "$final"
trap - EXIT

find "$dir" -maxdepth 1 -name 'casearena-*.dump' -type f -mtime +"$keep" -delete
echo "$final"
