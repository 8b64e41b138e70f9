import { describe, expect, it } from 'vitest';
import { documentTable, inlineDocuments } from './inline-documents-plugin.js';

// Shaped like the client preset's gql.ts and graphql.ts.
const gql = `const documents: Documents = {
    "\\n  query Viewer($id: ID) {\\n    viewer { id }\\n  }\\n": types.ViewerDocument,
};`;
const graphqlTs = `export const ViewerDocument = {"kind":"Document","definitions":[]} as unknown as DocumentNode<ViewerQuery, ViewerQueryVariables>;`;
const source = 'export const ViewerQuery = graphql(`\n  query Viewer($id: ID) {\n    viewer { id }\n  }\n`);';

describe('inline GraphQL documents', () => {
  const table = documentTable(gql, graphqlTs);

  it('maps each document’s source text to its DocumentNode', () => {
    expect([...table.values()]).toEqual(['{"kind":"Document","definitions":[]}']);
  });

  it('replaces graphql() calls (GraphQL variables included) with the node literal', () => {
    expect(inlineDocuments(source, table, 'viewer.ts')).toBe(
      'export const ViewerQuery = ({"kind":"Document","definitions":[]});',
    );
    expect(inlineDocuments('const x = 1;', table, 'x.ts')).toBeNull();
  });

  it('stops the build on a document codegen has not seen', () => {
    expect(() => inlineDocuments('graphql(`query Other { a }`)', table, 'other.ts')).toThrow(
      /npm run codegen/,
    );
  });
});
