// The esbuild settings of the server's production bundle (server/build.mjs), shared with the
// benchmarks' bundle (bench/build.mjs) so that they measure the code the way it runs.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

/** The npm packages a package.json names (dependencies, and devDependencies if asked), workspaces left out. */
export function packagesOf(packageJsonUrl, { dev = false } = {}) {
  const pkg = JSON.parse(readFileSync(packageJsonUrl, 'utf8'));
  const names = Object.keys({ ...pkg.dependencies, ...(dev ? pkg.devDependencies : {}) });
  return names.filter((name) => !name.startsWith('@mesonet/'));
}

/** Bundles for Node 20 as ESM with source maps; `external` packages (and their subpaths) stay imports. */
export function bundleForNode({ external, ...options }) {
  return build({
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    sourcemap: true,
    external: [...external, ...external.map((name) => `${name}/*`)],
    logLevel: 'warning',
    ...options,
  });
}
