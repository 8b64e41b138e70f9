// https://www.apollographql.com/docs/apollo-server/data/resolvers
// Ratings and reviews (decision 0027 §4): thin over nextland, which scopes every order and review to the caller
// (someone else's is NOT_FOUND) and checks every rule (CONFLICT, INVALID).
import { nullIfNotFound } from '../../errors.js';
import type {
  MutationResolvers,
  QueryResolvers,
  Resolvers,
  SellerResolvers,
} from '../../generated/graphql.js';
import { attempt } from '../../user-errors.js';
import { toOrderReviews, toReview, toReviewConnection } from './mappers.js';

const MAX_PAGE = 50;
const pageQuery = (first: number | null | undefined, after: string | null | undefined) => ({
  size: Math.min(Math.max(first ?? 10, 1), MAX_PAGE),
  ...(after ? { after } : {}),
});

const Query: QueryResolvers = {
  itemReviews: (_root, { kind, id, first, after }, { dataSources: { ratings } }) =>
    nullIfNotFound(
      ratings.page(kind === 'OPUS' ? 'opus' : 'goods', id, pageQuery(first, after)).then(toReviewConnection),
    ),
  sellerReviews: (_root, { sellerId, first, after }, { dataSources: { ratings } }) =>
    nullIfNotFound(ratings.page('seller', sellerId, pageQuery(first, after)).then(toReviewConnection)),
  myOrderReviews: (_root, { orderId }, { dataSources: { ratings } }) =>
    nullIfNotFound(ratings.ofMyOrder(orderId).then(toOrderReviews)),
  sellerOrderReviews: (_root, { orderId }, { dataSources: { ratings } }) =>
    nullIfNotFound(ratings.ofSellerOrder(orderId).then(toOrderReviews)),
};

const Mutation: MutationResolvers = {
  writeReview: async (_root, { input }, { dataSources: { ratings } }) => {
    const body = {
      orderLineId: input.orderLineId,
      rating: input.rating,
      text: input.text ?? '',
      photos: input.photos ?? [],
    };
    const { value, userErrors } = await attempt(ratings.create(body).then(toReview));
    return { review: value, userErrors };
  },
  replyToReview: async (_root, { reviewId, text }, { dataSources: { ratings } }) => {
    const { value, userErrors } = await attempt(ratings.reply(reviewId, text).then(toReview));
    return { review: value, userErrors };
  },
};

const Seller: SellerResolvers = {
  rating: (seller, _args, { dataSources: { ratings } }) => ratings.sellerSummary(seller.id),
};

export const reviewResolvers: Resolvers = { Query, Mutation, Seller };
