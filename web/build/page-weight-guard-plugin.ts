import type { Plugin } from 'vite';

/** What the guard reads of a bundle output (a subset of Rollup's OutputChunk). */
type ChunkLike = {
  type: 'chunk' | 'asset';
  fileName: string;
  isEntry?: boolean;
  facadeModuleId?: string | null;
  imports?: string[];
  moduleIds?: string[];
  /** A chunk's minified code (what its size is measured on). */
  code?: string;
};

/**
 * Code that only the personal centre (`/my`) needs: charts, uploads, the personal-centre features, its router
 * and the subscription socket. Catalogue and content pages must not load it up front (issue 8); `/my` loads it,
 * and anything else reaches it only through a dynamic import.
 */
export const PERSONAL_ONLY = [
  /\/node_modules\/victory[\w-]*\//,
  /\/node_modules\/(react-router|react-router-dom|graphql-ws)\//,
  /\/src\/lib\/upload\//,
  /\/src\/components\/ui\/image-upload-field\.tsx$/,
  /\/src\/features\/(address|verification|wallet)\//,
  /\/src\/features\/account\/my\//,
  /\/src\/lib\/i18n\/messages\/[\w-]+-personal\.ts$/,
];

/**
 * The GraphQL client stack (Apollo Client with rxjs, optimism and @wry). Catalogue pages render and hydrate
 * from their `+data` JSON and load it on demand (lib/apollo/load-apollo-client.ts); only the pages whose
 * components call Apollo hooks (`/my`, `/login`) load it up front.
 */
export const ON_DEMAND_ONLY = [/\/node_modules\/(@apollo\/client|rxjs|optimism|@wry\/[\w-]+)\//];
const APOLLO_PAGES = new Set(['/src/pages/my', '/src/pages/(static)/login']);

/**
 * The personal pages: `/my`, and the buying pages in `(personal)/` (cart, checkout; client-rendered like `/my`,
 * decision 0020), which compose the address picker and load the personal messages anyway.
 */
function isPersonalPage(page: string): boolean {
  return page === '/src/pages/my' || page.startsWith('/src/pages/(personal)/');
}

// Vike's page entries: `\0virtual:vike:page-entry:client:/src/pages/(app)/goods` (a virtual module id).
const PAGE_ENTRY = /^\0?virtual:vike:page-entry:client:(\/src\/pages\/.*)$/;

/** Every chunk a page entry loads before it runs: itself and its static imports, transitively. */
function staticChunks(entry: ChunkLike, chunks: Map<string, ChunkLike>): ChunkLike[] {
  const seen = new Set<string>();
  const pending = [entry.fileName];
  const found: ChunkLike[] = [];
  while (pending.length > 0) {
    const file = pending.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    const chunk = chunks.get(file);
    if (!chunk) continue;
    found.push(chunk);
    pending.push(...(chunk.imports ?? []));
  }
  return found;
}

/** Every module a page entry loads before it runs. */
function staticModules(entry: ChunkLike, chunks: Map<string, ChunkLike>): string[] {
  return staticChunks(entry, chunks).flatMap((chunk) => chunk.moduleIds ?? []);
}

/**
 * What `/my` may load up front, in bytes of minified JavaScript: its frame (layout, side menu, router) and what
 * every page shares (React, Apollo Client, i18n, the stores). Each of its ~30 pages loads when first opened
 * (pages/my/my-routes.tsx). Measured on 2026-12-02 (`PAGE_WEIGHT_REPORT=1 npm run build -w web` prints it):
 * 862 kB after that split, 1,493 kB while every page was imported eagerly. The budget leaves ~10% for the
 * shared code to grow; importing pages eagerly again crosses it many times over.
 */
export const MY_UP_FRONT_BUDGET = 950_000;

/** The bytes of JavaScript each page entry loads before it runs (its chunk and its static imports). */
export function upFrontBytes(bundle: Record<string, ChunkLike>): Map<string, number> {
  const chunks = new Map(Object.values(bundle).map((output) => [output.fileName, output]));
  const sizes = new Map<string, number>();
  for (const chunk of chunks.values()) {
    const page = chunk.isEntry ? PAGE_ENTRY.exec(chunk.facadeModuleId ?? '')?.[1] : undefined;
    if (!page) continue;
    const bytes = staticChunks(chunk, chunks).reduce((sum, c) => sum + Buffer.byteLength(c.code ?? ''), 0);
    sizes.set(page, bytes);
  }
  return sizes;
}

/** `page → offending module ids` for every page except the personal ones. */
export function personalCodeOutsideMy(bundle: Record<string, ChunkLike>): Map<string, string[]> {
  return offendingPages(bundle, PERSONAL_ONLY, isPersonalPage);
}

/** `page → offending module ids` for pages that load Apollo Client up front without needing its hooks. */
export function apolloOnFirstLoad(bundle: Record<string, ChunkLike>): Map<string, string[]> {
  return offendingPages(bundle, ON_DEMAND_ONLY, (page) => APOLLO_PAGES.has(page) || isPersonalPage(page));
}

function offendingPages(
  bundle: Record<string, ChunkLike>,
  rules: RegExp[],
  allowed: (page: string) => boolean,
): Map<string, string[]> {
  const chunks = new Map(Object.values(bundle).map((output) => [output.fileName, output]));
  const offences = new Map<string, string[]>();
  for (const chunk of chunks.values()) {
    const page = chunk.isEntry ? PAGE_ENTRY.exec(chunk.facadeModuleId ?? '')?.[1] : undefined;
    if (!page || allowed(page)) continue;
    const found = staticModules(chunk, chunks).filter((id) => rules.some((rule) => rule.test(id)));
    if (found.length > 0) offences.set(page, found);
  }
  return offences;
}

/**
 * Fails the client build when a page other than `/my` would load personal-centre code up front, a page
 * without Apollo hooks would load the GraphQL client up front, or `/my` would load more than its budget.
 */
export function pageWeightGuardPlugin(): Plugin {
  return {
    name: 'nextland:page-weight-guard',
    apply: 'build',
    generateBundle(_options, bundle) {
      if (this.environment?.name !== 'client') return;
      const outputs = bundle as Record<string, ChunkLike>;
      const report = (offences: Map<string, string[]>) =>
        [...offences].map(([page, ids]) => `${page}: ${ids.slice(0, 5).join(', ')}`).join('\n');
      const personal = personalCodeOutsideMy(outputs);
      if (personal.size > 0) {
        this.error(`personal-centre code on other pages (import it lazily):\n${report(personal)}`);
      }
      const apollo = apolloOnFirstLoad(outputs);
      if (apollo.size > 0) {
        this.error(`Apollo Client on a page's first load (use loadApolloClient):\n${report(apollo)}`);
      }
      const my = upFrontBytes(outputs).get('/src/pages/my') ?? 0;
      if (process.env.PAGE_WEIGHT_REPORT) console.info(`page-weight: /my loads ${my} bytes up front`);
      if (my > MY_UP_FRONT_BUDGET) {
        this.error(
          `/my loads ${my} bytes of JavaScript up front, over its budget of ${MY_UP_FRONT_BUDGET} (load its pages lazily: pages/my/my-routes.tsx)`,
        );
      }
    },
  };
}
