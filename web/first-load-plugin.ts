import { fileURLToPath } from 'node:url';
import type { HtmlTagDescriptor, Plugin } from 'vite';

/**
 * The map's first load on a slow mobile link (docs/benchmarks.md "The map's first load"). Over HTTP/1.1
 * a browser opens six connections to a host and every request waits a full round trip (562.5 ms on
 * Lighthouse's Fast 3G): thirty small chunks cost several round trips more than a few large ones, and
 * the map route's chunks were asked for only once the entry had run. So:
 *
 * - the code index.html's entry needs before it runs goes into one `app` chunk, and the code the map
 *   route needs (besides that) into one `map` chunk, instead of a dozen shared chunks of a few hundred
 *   bytes each (rolldown's automatic splitting, which knows nothing of round trips);
 * - index.html asks for the map route's chunks and CSS at once (modulepreload / preload), in parallel
 *   with the entry, instead of after it;
 * - the map's stylesheet is asked for at low priority. A preloaded stylesheet is otherwise among the
 *   first six requests, and pushes the `app` chunk into the second round trip; the map's CSS is needed
 *   only once the entry has run, and the entry's code arriving first lets the shell start while the map's
 *   chunk is still on its way (a slow phone's first marker 0.1–0.3 s sooner).
 *
 * Other screens still load their own code on demand; they share the `app` chunk.
 */
const webRoot = fileURLToPath(new URL('.', import.meta.url));
const entryModule = `${webRoot}src/main.tsx`;
const mapRouteModule = `${webRoot}src/app/routes/map.route.tsx`;
/** React and the router change far less often than the app: a separate file stays cached across releases. */
const reactVendor = /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/;

interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

/** A module and everything it imports statically, transitively. */
function staticClosure(graph: ModuleGraph, root: string): Set<string> {
  const seen = new Set<string>();
  const pending = [root];
  while (pending.length > 0) {
    const id = pending.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    pending.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

/** Filled at the end of the module graph's build, read when chunks are formed (later, at generate). */
const graph = { initial: new Set<string>(), map: new Set<string>() };

/** `build.rolldownOptions.output.codeSplitting.groups`: react, then the entry's code, then the map's. */
export const firstLoadChunkGroups = [
  { name: 'react-vendor', test: reactVendor, priority: 3 },
  {
    name: 'app',
    priority: 2,
    test: (id: string) => id !== entryModule && graph.initial.has(id) && !reactVendor.test(id),
  },
  {
    name: 'map',
    priority: 1,
    test: (id: string) => id !== mapRouteModule && graph.map.has(id) && !graph.initial.has(id),
  },
];

interface BundleChunk {
  type: 'chunk' | 'asset';
  fileName: string;
  facadeModuleId?: string | null;
  imports?: readonly string[];
  viteMetadata?: { importedCss: Set<string> };
}

/** The map route's chunk, its static imports (transitively) and their CSS, as file names. */
function mapRouteFiles(bundle: Record<string, BundleChunk>): { scripts: string[]; styles: string[] } {
  const byName = new Map(Object.values(bundle).map((chunk) => [chunk.fileName, chunk]));
  const route = Object.values(bundle).find(
    (chunk) => chunk.type === 'chunk' && chunk.facadeModuleId === mapRouteModule,
  );
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = byName.get(fileName);
    if (!chunk || scripts.has(fileName)) return;
    scripts.add(fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) styles.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  if (route) visit(route.fileName);
  return { scripts: [...scripts], styles: [...styles] };
}

export function mapFirstLoad(): Plugin {
  return {
    name: 'mesonet-map-first-load',
    apply: 'build',
    buildEnd() {
      graph.initial = staticClosure(this, entryModule);
      graph.map = staticClosure(this, mapRouteModule);
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!context.bundle) return html;
        const { scripts, styles } = mapRouteFiles(context.bundle as unknown as Record<string, BundleChunk>);
        // Already in the page (the entry's own preloads and styles) need not be asked for twice.
        const fresh = (file: string) => !html.includes(`/${file}"`);
        const tags: HtmlTagDescriptor[] = [
          ...scripts.filter(fresh).map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
            injectTo: 'head' as const,
          })),
          ...styles.filter(fresh).map((file) => ({
            tag: 'link',
            attrs: { rel: 'preload', as: 'style', fetchpriority: 'low', crossorigin: true, href: `/${file}` },
            injectTo: 'head' as const,
          })),
        ];
        return { html, tags };
      },
    },
  };
}
