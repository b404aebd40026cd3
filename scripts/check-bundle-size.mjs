// Budget: the map route's initial JavaScript and CSS, gzip-compressed, within 300 KB, and no
// chart code (uPlot) or schema code (zod) among it. Reads the Vite manifest of the last build (web/dist/.vite/manifest.json):
// index.html's entry chunk with its static imports, plus the map route's lazy chunk with its static
// imports, and the CSS of every one of them. What the map loads later (dynamic imports) is listed, not
// counted. Exits non-zero, saying why, when the budget is exceeded or uPlot or zod is in the initial load;
// `--json` prints the numbers instead (for the map benchmark).
import { existsSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const budgetBytes = 300 * 1024;
const entryKey = 'index.html';
const mapRouteKey = 'src/app/routes/map.route.tsx';
const dist = new URL('../web/dist/', import.meta.url);
const manifestUrl = new URL('.vite/manifest.json', dist);

if (!existsSync(manifestUrl)) {
  console.error('check-bundle-size: web/dist/.vite/manifest.json is missing; run `npm run build` first.');
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestUrl, 'utf8'));

/** The chunks a set of chunks needs before it runs: themselves and their static imports, transitively. */
function staticClosure(keys) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    if (!manifest[key]) throw new Error(`check-bundle-size: no chunk ${key} in the manifest`);
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return seen;
}

const initial = staticClosure([entryKey, mapRouteKey]);
const files = [...new Set([...initial].flatMap((key) => [manifest[key].file, ...(manifest[key].css ?? [])]))];
const onDemand = [...initial]
  .flatMap((key) => manifest[key].dynamicImports ?? [])
  .filter((key) => !initial.has(key) && key !== mapRouteKey && !key.startsWith('src/app/routes/'));

const read = (file) => readFileSync(new URL(file, dist));
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const rows = files.map((file) => {
  const content = read(file);
  return { file, raw: content.length, gzip: gzipSync(content).length, content };
});
const total = rows.reduce((sum, row) => sum + row.gzip, 0);

// uPlot's own class names: present only where the chart library itself was bundled.
const chartChunks = rows.filter(
  (row) => row.file.endsWith('.js') && row.content.includes('u-over') && row.content.includes('u-legend'),
);
const chartModules = [...initial].filter((key) => /node_modules\/uplot\//i.test(key));
// zod's own property on every schema: the map's first screen checks what it reads with schemas loaded on
// demand (web/src/lib/lazy-schema.ts), so zod and the contracts stay out of its first load.
const schemaChunks = rows.filter((row) => row.file.endsWith('.js') && row.content.includes('_zod'));

// `--json`: the numbers for bench/map.bench.ts, whatever they are.
if (process.argv.includes('--json')) {
  const chartCode = chartChunks.length > 0 || chartModules.length > 0;
  const fileSizes = rows.map(({ file, raw, gzip }) => ({ file, raw, gzip }));
  console.log(
    JSON.stringify({
      totalGzipBytes: total,
      totalRawBytes: rows.reduce((sum, row) => sum + row.raw, 0),
      budgetBytes,
      chartCode,
      schemaCode: schemaChunks.length > 0,
      files: fileSizes,
    }),
  );
  process.exit(0);
}

console.log('Map route, initial load (gzip):');
for (const row of rows.sort((a, b) => b.gzip - a.gzip)) {
  console.log(`  ${row.file.padEnd(44)} ${kb(row.gzip).padStart(9)}  (${kb(row.raw)} raw)`);
}
console.log(
  `  ${'total'.padEnd(44)} ${kb(total).padStart(9)}  of ${kb(budgetBytes)} (${total} of ${budgetBytes} bytes)`,
);
if (onDemand.length > 0) {
  console.log('Loaded on demand, not counted:');
  for (const key of onDemand) console.log(`  ${manifest[key].file} (${kb(gzipSync(read(manifest[key].file)).length)})`);
}

let failed = false;
if (total > budgetBytes) {
  console.error(`check-bundle-size: the map route's initial load is ${kb(total)}, over the ${kb(budgetBytes)} budget.`);
  failed = true;
}
if (chartChunks.length > 0 || chartModules.length > 0) {
  const where = [...chartChunks.map((row) => row.file), ...chartModules].join(', ');
  console.error(`check-bundle-size: chart code (uPlot) is in the map route's initial load: ${where}.`);
  failed = true;
}
if (schemaChunks.length > 0) {
  const where = schemaChunks.map((row) => row.file).join(', ');
  console.error(`check-bundle-size: schema code (zod) is in the map route's initial load: ${where}.`);
  failed = true;
}
if (failed) process.exit(1);
console.log('Within budget; no chart or schema code in the initial load.');
