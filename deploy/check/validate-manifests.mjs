// Validates Kubernetes manifests (a `helm template` output on standard input) against the
// Kubernetes API's own schemas (kubernetes-models, generated from its OpenAPI; the
// Prometheus Operator's for a ServiceMonitor): kubeconform's job, which this machine cannot
// download. Exits 1 naming each invalid document.
import { parseAllDocuments } from "yaml";
import { readFileSync } from "node:fs";

const input = readFileSync(0, "utf8");
const models = {
  "v1/Service": () => import("kubernetes-models/v1/Service"),
  "v1/PersistentVolumeClaim": () => import("kubernetes-models/v1/PersistentVolumeClaim"),
  "v1/Secret": () => import("kubernetes-models/v1/Secret"),
  "apps/v1/Deployment": () => import("kubernetes-models/apps/v1/Deployment"),
  "monitoring.coreos.com/v1/ServiceMonitor": () =>
    import("@kubernetes-models/prometheus-operator/monitoring.coreos.com/v1/ServiceMonitor"),
};

let failed = 0;
let checked = 0;
for (const doc of parseAllDocuments(input)) {
  if (doc.errors.length > 0) {
    console.error(`not YAML: ${doc.errors.map((e) => e.message).join("; ")}`);
    failed++;
    continue;
  }
  const object = doc.toJS();
  if (object == null) continue;
  const key = `${object.apiVersion}/${object.kind}`;
  const load = models[key];
  if (!load) {
    console.error(`${key} ${object.metadata?.name}: no schema known here for this kind`);
    failed++;
    continue;
  }
  const module = await load();
  const Model = module[object.kind];
  try {
    new Model(object).validate();
    checked++;
  } catch (e) {
    console.error(`${key} ${object.metadata?.name}: ${e.message}`);
    failed++;
  }
}
if (checked === 0 && failed === 0) {
  console.error("no manifest to validate");
  process.exit(1);
}
console.log(`${checked} manifests valid, ${failed} invalid`);
process.exit(failed === 0 ? 0 : 1);
