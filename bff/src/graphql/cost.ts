// https://github.com/slicknode/graphql-query-complexity — what one operation may make the BFF do. graphql-armor's
// cost limit counted each field once, whatever the page size, so `goodsPage(size: 100)` cost as much as one
// record (issue 9, finding 2). Here a list field costs its page size (from its arguments, variables included)
// times the cost of one element, and fields that need another upstream call cost more. It runs once the
// operation is resolved, because only then are the variables known.
import type { ApolloServerPlugin } from '@apollo/server';
import { type DocumentNode, GraphQLError, Kind, type SelectionSetNode } from 'graphql';
import { type ComplexityEstimator, getComplexity } from 'graphql-query-complexity';
import type { BffContext } from '../context.js';

/** One operation's budget: a page of 100 records with their images and description fits, three do not. */
export const maxQueryCost = 5000;

/**
 * Extra cost of fields that fetch more from nextland than their record's list call brought: list records'
 * `images` and `description` come from the goods detail (batched, see modules/goods/loaders.ts).
 */
const upstreamFieldCost: Record<string, number> = {
  'Goods.images': 10,
  'Goods.description': 10,
};

/**
 * Mutation fields one operation may hold (issue 26: 15 aliased bids went through in one request). The web's
 * operations hold one each (cost.test.ts reads them); a few more leave room for a client that saves two things.
 */
export const maxMutationFields = 3;

/** The root fields an operation's selection holds, through its fragments, aliases counted one by one. */
export function rootFieldCount(document: DocumentNode, selectionSet: SelectionSetNode): number {
  let count = 0;
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) count += selection.name.value === '__typename' ? 0 : 1;
    else if (selection.kind === Kind.INLINE_FRAGMENT)
      count += rootFieldCount(document, selection.selectionSet);
    else {
      const fragment = document.definitions.find(
        (definition) =>
          definition.kind === Kind.FRAGMENT_DEFINITION && definition.name.value === selection.name.value,
      );
      if (fragment?.kind === Kind.FRAGMENT_DEFINITION)
        count += rootFieldCount(document, fragment.selectionSet);
    }
  }
  return count;
}

/** Lists without a size argument in the query get the schema's default (10 or 20): 20 bounds both. */
const defaultPageSize = 20;

/** The number of elements a list field asks for: `first`, `size` or `page.size` (coerced, so variables count). */
function pageSize(args: Record<string, unknown>): number | undefined {
  const page = args.page as { size?: unknown } | null | undefined;
  const size = args.first ?? args.size ?? page?.size;
  if (typeof size === 'number' && Number.isFinite(size)) return Math.max(0, size);
  const takesSize = 'first' in args || 'size' in args || 'page' in args;
  return takesSize ? defaultPageSize : undefined;
}

const estimator: ComplexityEstimator = ({ type, field, args, childComplexity }) => {
  const own = 1 + (upstreamFieldCost[`${type.name}.${field.name}`] ?? 0);
  const size = pageSize(args);
  return own + (size === undefined ? childComplexity : size * childComplexity);
};

/** The cost of a document for these variables (exported for tests and for checking the web's operations). */
export function queryCost(options: Omit<Parameters<typeof getComplexity>[0], 'estimators'>): number {
  return getComplexity({ ...options, estimators: [estimator] });
}

export function costLimitPlugin(max = maxQueryCost): ApolloServerPlugin<BffContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ request, document, schema, operationName, operation }) {
          if (operation?.operation === 'mutation') {
            const fields = rootFieldCount(document, operation.selectionSet);
            if (fields > maxMutationFields) {
              throw new GraphQLError(
                `An operation may hold at most ${maxMutationFields} mutations; this one holds ${fields}.`,
                {
                  extensions: { code: 'GRAPHQL_VALIDATION_FAILED', maxMutationFields, http: { status: 400 } },
                },
              );
            }
          }
          let cost: number;
          try {
            cost = queryCost({
              schema,
              query: document,
              variables: request.variables ?? {},
              operationName: operationName ?? undefined,
            });
          } catch (error) {
            // Costing coerces the variables before execution would: a missing or mistyped variable fails here
            // first, and is the client's mistake (400 BAD_USER_INPUT), as Apollo itself would answer it.
            throw new GraphQLError((error as Error).message, {
              extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } },
            });
          }
          if (cost <= max) return;
          throw new GraphQLError(`Query cost ${cost} exceeds the maximum cost of ${max}.`, {
            extensions: { code: 'GRAPHQL_VALIDATION_FAILED', cost, maxCost: max, http: { status: 400 } },
          });
        },
      };
    },
  };
}
