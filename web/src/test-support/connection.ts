/**
 * A Relay-style connection as the BFF answers it (`<Type>Connection` with `<Type>Edge`s), for Apollo mocks. Each
 * edge's cursor is `c<node id>`, so the next page's `after` is `c` + the last id.
 */
export function connectionOf<Node extends { id: string }>(
  type: string,
  nodes: Node[],
  { hasNextPage = false, extra = {} }: { hasNextPage?: boolean; extra?: Record<string, unknown> } = {},
) {
  const last = nodes.at(-1);
  return {
    __typename: `${type}Connection`,
    edges: nodes.map((node) => ({ __typename: `${type}Edge`, cursor: `c${node.id}`, node })),
    pageInfo: { __typename: 'ConnectionPageInfo', hasNextPage, endCursor: last ? `c${last.id}` : null },
    ...extra,
  };
}
