// Bundles the benchmarks as server/build.mjs bundles the server, so that they measure the code the way
// `npm start` runs it. Under tsx they would not: its esbuild transform keeps function names, which
// wraps every function made while running (a closure per request, per reading) in a defineProperty
// call that the production bundle never makes. npm packages stay external.
import { bundleForNode, packagesOf } from '../scripts/bundle-for-node.mjs';

await bundleForNode({
  entryPoints: { run: 'bench/run.ts', 'load-worker': 'bench/support/load-worker.ts' },
  outdir: 'bench/dist',
  external: ['../package.json', '../server/package.json', '../shared/package.json'].flatMap((path) =>
    packagesOf(new URL(path, import.meta.url), { dev: true }),
  ),
});
