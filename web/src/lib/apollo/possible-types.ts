// https://www.apollographql.com/docs/react/data/fragments#defining-possibletypes-manually
/**
 * Unions and interfaces of schema/*.graphql with their members, so the cache matches inline fragments on them
 * exactly instead of guessing (and warning). Add an entry with every new union.
 */
export const POSSIBLE_TYPES: Record<string, string[]> = {
  ApplicationData: ['RealNameApplicationData', 'CreatorApplicationData', 'OrgApplicationData'],
};
