// https://escape.tech/graphql-armor/docs/getting-started
// Limits on what one operation may ask for; a normal page query stays far below each of them.
import { ApolloArmor } from '@escape.tech/graphql-armor';

export const armorLimits = {
  maxDepth: 10,
  maxAliases: 15,
  maxDirectives: 50,
  // GraphiQL's introspection query is about 190 tokens; the sandbox's example page query about 90.
  maxTokens: 1000,
} as const;

export function createArmor(production: boolean) {
  return new ApolloArmor({
    maxDepth: { n: armorLimits.maxDepth },
    // Armor's cost counts a field once whatever its page size: cost.ts counts page sizes and upstream calls.
    costLimit: { enabled: false },
    maxAliases: { n: armorLimits.maxAliases },
    maxDirectives: { n: armorLimits.maxDirectives },
    // Armor's Apollo max-tokens plugin throws from parsingDidStart, which Apollo answers with HTTP 500 (even
    // for plain syntax errors); graphql-js enforces the same limit as a parse error instead (see apollo.ts).
    maxTokens: { enabled: false },
    // "Did you mean" hints reveal schema parts when introspection is off.
    blockFieldSuggestion: { enabled: production },
  }).protect();
}
