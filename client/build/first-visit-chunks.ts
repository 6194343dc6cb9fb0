import fs from 'node:fs';
import path from 'node:path';
import { FIRST_PAGES } from './first-pages.mjs';

/** Rolldown's view of the module graph while it makes chunks (the `name` function's context). */
interface ChunkingContext {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

/** The modules `entry` imports statically, directly or not (dynamic imports are other chunks). */
function staticClosure(entry: string, ctx: ChunkingContext): Set<string> {
  const seen = new Set<string>();
  const stack = [entry];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

/**
 * The chunks of a first visit, few and large (decision 113). Left to itself, the bundler splits the
 * app's code into a chunk per set of pages sharing it: the welcome page ran 25 scripts, fetched in
 * four round trips, each evaluated in a task of its own. Here:
 * - `boot`: the first script (boot.ts) and what it imports, with the bundler's runtime;
 * - `react-dom`: React and its DOM renderer, which boot.ts asks for beside the app, so that the
 *   browser evaluates it in a task of its own;
 * - `app`: every other module the app's entry (main.tsx) imports statically, the code every page
 *   runs, and the few small modules two or more of the first pages share (the page frame, the
 *   clock, the map), in one chunk, asked for once the page has painted;
 * - one chunk per first page: its route and every module it alone of the first pages imports,
 *   even one it shares with a later page (a dialog the organisers' pages use too: those load the
 *   page's chunk, not the other way round).
 * So a first visit runs six scripts, in three round trips. The organisers' pages and what only
 * they share stay where the bundler puts them, never in a first visit's chunks.
 */
export function firstVisitChunks(clientRoot: string) {
  const entry = (file: string) => path.join(clientRoot, 'src', file);
  /** Each module's chunk among those of a first visit. */
  let chunks: Map<string, string> | undefined;
  const chunkOf = (id: string, ctx: ChunkingContext) => {
    if (chunks === undefined) {
      chunks = new Map();
      const boot = staticClosure(entry('boot.ts'), ctx);
      const app = staticClosure(entry('main.tsx'), ctx);
      // A module of one first page only goes with that page; of two or more, with the app.
      const pageOf = new Map<string, string>();
      for (const route of Object.values(FIRST_PAGES)) {
        for (const module of staticClosure(entry(`app/routes/${route}.tsx`), ctx)) {
          if (pageOf.has(module) && pageOf.get(module) !== route) app.add(module);
          else pageOf.set(module, route);
        }
      }
      for (const [module, route] of pageOf) chunks.set(module, route);
      for (const module of app) chunks.set(module, 'app');
      for (const module of boot) chunks.set(module, 'boot');
    }
    return id.includes('rolldown/runtime') ? 'boot' : (chunks.get(id) ?? null);
  };
  const only = (name: string) => (id: string, ctx: ChunkingContext) => (chunkOf(id, ctx) === name ? name : null);
  const ofFirstPage = (id: string, ctx: ChunkingContext) => {
    const chunk = chunkOf(id, ctx);
    return chunk === null || chunk === 'boot' || chunk === 'app' ? null : chunk;
  };
  return {
    groups: [
      { debugName: 'boot', name: only('boot'), priority: 4 },
      { name: 'react-dom', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 3 },
      { debugName: 'app', name: only('app'), priority: 2 },
      { debugName: 'first pages', name: ofFirstPage, priority: 1 },
    ],
  };
}

/** What `writeBundle` reads of a chunk. */
interface OutputChunk {
  type: 'chunk' | 'asset';
  fileName: string;
  moduleIds?: readonly string[];
}

/**
 * Vite's manifest names a chunk by its module only when the chunk is that module's own; a group
 * above names it by its file (`_app-….js`). The prerender, the service worker's precache order,
 * the bench and the browser tests read the manifest by module (`src/main.tsx`,
 * `src/app/routes/home.tsx`): this plugin adds, once the build is written, an entry under each
 * such module's name for the chunk that holds it, so that they read it as before.
 */
export function manifestByModule(clientRoot: string) {
  return {
    name: 'congres:manifest-by-module',
    apply: 'build' as const,
    writeBundle(options: { dir?: string }, bundle: Record<string, OutputChunk>) {
      const file = path.join(options.dir ?? path.join(clientRoot, 'dist'), '.vite/manifest.json');
      if (!fs.existsSync(file)) return;
      const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, { file: string }>;
      const keyOfFile = new Map(Object.entries(manifest).map(([key, entry]) => [entry.file, key]));
      for (const chunk of Object.values(bundle)) {
        const key = keyOfFile.get(chunk.fileName);
        if (chunk.type !== 'chunk' || key === undefined) continue;
        for (const id of chunk.moduleIds ?? []) {
          const source = path.relative(clientRoot, id).split(path.sep).join('/');
          const named = source === 'src/main.tsx' || /^src\/app\/routes\/[^/]+\.tsx$/.test(source);
          if (named && manifest[source] === undefined) manifest[source] = { ...manifest[key]!, src: source } as never;
        }
      }
      fs.writeFileSync(file, `${JSON.stringify(manifest, null, 2)}\n`);
    },
  };
}
