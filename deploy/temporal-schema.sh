#!/bin/sh
# Compose's temporal-schema step (Dockerfile target `temporal`): creates
# Temporal's two databases and brings their schemas to this image's server
# version with its own SQL tool; each step is a no-op once done, so it runs
# before every start of the server, and again on an upgrade.
set -eu
for pair in temporal:postgresql/v12/temporal temporal_visibility:postgresql/v12/visibility; do
  db=${pair%%:*}
  schema=${pair#*:}
  tool="temporal-sql-tool --plugin postgres12 --ep ${TEMPORAL_DB_HOST} -p 5432 -u ${TEMPORAL_DB_USER} --pw ${TEMPORAL_DB_PASSWORD} --db ${db}"
  $tool create-database >/dev/null 2>&1 || true # exists after the first start
  if ! $tool update-schema --schema-name "$schema" >/dev/null 2>&1; then
    $tool setup-schema -v 0.0 # the first start: the versioning tables
    $tool update-schema --schema-name "$schema"
  fi
  echo "$db: schema $schema up to date"
done
