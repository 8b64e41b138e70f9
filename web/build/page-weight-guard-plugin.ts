import type { Plugin } from 'vite';

/** What the guard reads of a bundle output (a subset of Rollup's OutputChunk). */
type ChunkLike = {
  type: 'chunk' | 'asset';
  fileName: string;
  isEntry?: boolean;
  facadeModuleId?: string | null;
  imports?: string[];
  moduleIds?: string[];
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

/** Every module a page entry loads before it runs: itself and its static imports, transitively. */
function staticModules(entry: ChunkLike, chunks: Map<string, ChunkLike>): string[] {
  const seen = new Set<string>();
  const pending = [entry.fileName];
  const modules: string[] = [];
  while (pending.length > 0) {
    const file = pending.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    const chunk = chunks.get(file);
    if (!chunk) continue;
    modules.push(...(chunk.moduleIds ?? []));
    pending.push(...(chunk.imports ?? []));
  }
  return modules;
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
 * Fails the client build when a page other than `/my` would load personal-centre code up front, or a page
 * without Apollo hooks would load the GraphQL client up front.
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
    },
  };
}
