// Bundles the server (and the shared TypeScript it imports) into dist/main.js; npm packages stay external.
import { bundleForNode, packagesOf } from '../scripts/bundle-for-node.mjs';

await bundleForNode({
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.js',
  external: packagesOf(new URL('./package.json', import.meta.url)),
});
