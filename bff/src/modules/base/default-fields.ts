// A compile-time check between nextland's DTOs and the schema: a GraphQL field without a resolver is read from
// the parent by name (graphql-js's default resolver), so a field nextland renamed or retyped would otherwise show
// up only as a null at run time. Resolver maps of types whose parent is a DTO go through `resolversOver`.

type Scalar = string | number | boolean | null | undefined;

/** Fields of `Gql` that have no resolver in `R` and are missing from `Parent`, or differ in scalar type. */
export type Uncovered<Gql, Parent, R> = {
  [K in Exclude<keyof Gql, '__typename' | keyof R>]-?: K extends keyof Parent
    ? NonNullable<Gql[K]> extends Scalar | readonly Scalar[]
      ? Parent[K] extends Gql[K]
        ? never
        : K
      : never
    : K;
}[Exclude<keyof Gql, '__typename' | keyof R>];

type Covered<Gql, Parent, R> = [Uncovered<Gql, Parent, R>] extends [never]
  ? unknown
  : { 'fields read from the parent but missing or of another type there': Uncovered<Gql, Parent, R> };

/**
 * `resolversOver<Customer, CustomerParent, CustomerResolvers>()({ ... })` returns the map unchanged and compiles
 * only when every field of `Customer` without a resolver is on `CustomerParent` with a compatible type.
 */
export function resolversOver<Gql, Parent, Base>() {
  return <R extends Base>(resolvers: R & Covered<Gql, Parent, R>): R => resolvers;
}
