// Bundles the benchmarks as server/build.mjs bundles the server, so that they measure the code the way
// `npm start` runs it. Under tsx they would not: its esbuild transform keeps function names, which
// wraps every function made while running (a closure per request, per reading) in a defineProperty
// call that the production bundle never makes. npm packages stay external.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const dependencyNames = ['../package.json', '../server/package.json', '../shared/package.json'].flatMap((path) => {
  const pkg = JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8'));
  return Object.keys({ ...pkg.dependencies, ...pkg.devDependencies });
});
const external = dependencyNames.filter((name) => !name.startsWith('@mesonet/'));

await build({
  entryPoints: { run: 'bench/run.ts', 'load-worker': 'bench/support/load-worker.ts' },
  outdir: 'bench/dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  logLevel: 'warning',
});
