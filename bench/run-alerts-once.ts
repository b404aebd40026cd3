// Runs the alerts benchmark alone and prints its outcome (bench/run.ts's bundle also loads the map
// benchmark, whose e2e support imports vitest; this runner works while that is so): npx tsx bench/run-alerts-once.ts
import { alertsBenchmark } from './alerts.bench';

const outcome = await alertsBenchmark.run((line) => console.log(`  ${line}`));
console.log(JSON.stringify(outcome, null, 2));
process.exit(0);
