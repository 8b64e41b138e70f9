import type {
  DocumentNode,
  FragmentDefinitionNode,
  OperationDefinitionNode,
  SelectionSetNode,
} from 'graphql';

/**
 * What a server-rendered page's `+data` ships to the browser: the result of its one GraphQL operation as
 * plain JSON (with `__typename`s), not a normalised cache. The server renders from it directly; the browser
 * writes it into its Apollo cache as each component asks (see use-page-query.ts). Docs: architecture.md,
 * "Page data".
 */
export type PageQuery<TData = Record<string, unknown>, TVars = Record<string, unknown>> = {
  operationName: string;
  variables: TVars;
  data: TData;
};

/** The `+data` shape of server-rendered pages: the page query, or null when it failed and the browser retries. */
export type PageQueryData = { pageQuery: PageQuery | null };

const rootKeysByDocument = new WeakMap<DocumentNode, string[]>();

/** Response keys at the top of a document's operation, through fragment spreads and inline fragments. */
export function rootResponseKeys(document: DocumentNode): string[] {
  const cached = rootKeysByDocument.get(document);
  if (cached) return cached;
  const operation = document.definitions.find(
    (d): d is OperationDefinitionNode => d.kind === 'OperationDefinition',
  );
  const fragments = new Map(
    document.definitions
      .filter((d): d is FragmentDefinitionNode => d.kind === 'FragmentDefinition')
      .map((d) => [d.name.value, d.selectionSet]),
  );
  const keys: string[] = [];
  const collect = (set: SelectionSetNode | undefined) => {
    for (const selection of set?.selections ?? []) {
      if (selection.kind === 'Field') keys.push(selection.alias?.value ?? selection.name.value);
      else if (selection.kind === 'InlineFragment') collect(selection.selectionSet);
      else collect(fragments.get(selection.name.value));
    }
  };
  collect(operation?.selectionSet);
  rootKeysByDocument.set(document, keys);
  return keys;
}

/**
 * True when the page query holds everything `document` asks for: each of its root fields, fetched with the
 * same values for the variables it passes. A page query built from its components' fragments on `Query`
 * answers every one of them.
 */
export function pageQueryAnswers(
  pageQuery: PageQuery | null | undefined,
  document: DocumentNode,
  variables: Record<string, unknown> | undefined,
): pageQuery is PageQuery {
  if (!pageQuery) return false;
  if (!rootResponseKeys(document).every((key) => key in pageQuery.data)) return false;
  for (const [name, value] of Object.entries(variables ?? {})) {
    if (JSON.stringify(pageQuery.variables[name] ?? null) !== JSON.stringify(value ?? null)) return false;
  }
  return true;
}
