#!/bin/sh
# Compose's Temporal server (Dockerfile target `temporal`): creates its two
# databases and brings their schemas to this server's version (each step is
# a no-op once done), then runs every service in one process with
# temporal/cluster.yaml: mutual TLS on the frontend, our authorizer.
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
done
exec temporal-server --root /etc/temporal --config config --env cluster start
