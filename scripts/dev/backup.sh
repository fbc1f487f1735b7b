#!/usr/bin/env bash
# The database's backup, as .github/workflows/backup.yml takes it every night (and as you may take
# one yourself before a migration): schema and data of the site's own schemas (public, private,
# and supabase_migrations, the list of migrations applied, so `supabase db push` knows them after
# a restore), written by pg_dump as plain SQL, compressed, and encrypted with BACKUP_PASSPHRASE
# (AES-256, key from PBKDF2-SHA256, 600,000 rounds; OpenSSL's `enc` format, which
# scripts/dev/restore.ts reads). It names every lead, so it is never written unencrypted.
#
#   SUPABASE_DB_URL=postgresql://… BACKUP_PASSPHRASE=… bash scripts/dev/backup.sh backup.sql.enc
#
# Left out, as pg_dump of these schemas leaves them: Vault's secrets and pg_cron's jobs (npm run
# restore schedules the jobs again; npm run setup sets the Vault values), and Supabase's own
# schemas (auth, storage: the site uses neither). PG_DUMP: another pg_dump (its major version must
# be at least the server's).
set -euo pipefail

out=${1:?usage: backup.sh OUT_FILE}
if [ -z "${SUPABASE_DB_URL:-}" ] || [ -z "${BACKUP_PASSPHRASE:-}" ]; then
  echo "backup: SUPABASE_DB_URL (the database's connection string) and BACKUP_PASSPHRASE must both be set." >&2
  exit 2
fi
pg_dump=${PG_DUMP:-pg_dump}
tmp="$out.partial"
trap 'rm -f "$tmp"' EXIT

"$pg_dump" --dbname="$SUPABASE_DB_URL" --no-owner --quote-all-identifiers \
  --schema=public --schema=private --schema=supabase_migrations \
  | gzip -9 \
  | openssl enc -aes-256-cbc -salt -pbkdf2 -iter 600000 -md sha256 -pass env:BACKUP_PASSPHRASE -out "$tmp"
mv "$tmp" "$out"
trap - EXIT
echo "backup: wrote $out ($(wc -c <"$out" | tr -d ' ') bytes, encrypted)"
