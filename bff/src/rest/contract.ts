// nextland's REST contract as types, read from its OpenAPI document (bff/src/generated/nextland.ts, written by
// `npm run codegen`; docs/decisions/0009-typed-rest-contract.md). Nothing here is written by hand: a renamed
// field or a changed type in one of nextland's zod schemas is a type error in the BFF.
import type { components, paths } from '../generated/nextland.js';

/** A named reply shape of nextland (`.meta({ id })` on its zod schema): `Dto<'GoodsSummary'>`. */
export type Dto<Name extends keyof components['schemas']> = components['schemas'][Name];

export type Method = 'get' | 'post' | 'put';

type Operation<P extends keyof paths, M extends Method> = Exclude<paths[P][M], undefined>;

/** The paths with an operation for the method. */
export type PathWith<M extends Method> = {
  [P in keyof paths]: [Operation<P, M>] extends [never] ? never : P;
}[keyof paths];

type JsonOf<T> = T extends { content: { 'application/json': infer Body } } ? Body : never;

/** `data` of the route's 200 envelope. */
export type DataOf<P extends PathWith<M>, M extends Method> =
  JsonOf<Operation<P, M>['responses'][200]> extends { data: infer Data } ? Data : never;

/**
 * What BaseApi may be given for a query parameter: its wire form, or the boolean or number that `String()` turns
 * into it (`true` for `'true'`, `1` for `'1'`).
 */
type QueryValue<T> =
  | T
  | (T extends 'true' | 'false' ? boolean : never)
  | (T extends `${infer N extends number}` ? N : never);

type ParamsOf<P extends PathWith<M>, M extends Method> = Operation<P, M>['parameters'];

/** The query parameters of a route, without `lang` (BaseApi adds it to every call). */
export type QueryOf<P extends PathWith<M>, M extends Method> = {
  [K in Exclude<keyof NonNullable<ParamsOf<P, M>['query']>, 'lang'>]?: QueryValue<
    NonNullable<ParamsOf<P, M>['query']>[K]
  >;
};

/** The `{name}` parameters of a path template. */
export type PathParamsOf<P extends PathWith<M>, M extends Method> = NonNullable<ParamsOf<P, M>['path']>;

/** The JSON body of a route, `never` when it takes none. */
export type BodyOf<P extends PathWith<M>, M extends Method> = JsonOf<
  NonNullable<Operation<P, M>['requestBody']>
>;

/** A call's parts: `path` when the template has parameters, `body` when the route takes one, `query` always optional. */
export type CallOf<P extends PathWith<M>, M extends Method> = ([PathParamsOf<P, M>] extends [never]
  ? unknown
  : { path: PathParamsOf<P, M> }) &
  ([BodyOf<P, M>] extends [never] ? unknown : { body: BodyOf<P, M> }) & { query?: QueryOf<P, M> };

/** A page of records, as every nextland `…/page` route answers. */
export type PageDto<T> = Omit<
  DataOf<'/nextland-customer/api/framework/v1/customer/msg/page', 'get'>,
  'records'
> & {
  records: T[];
};

type Customer = '/nextland-customer/api/framework/v1/customer';
type Site = '/nextland-site/api/framework/v1/site';

export type AuctionDto = Dto<'Auction'>;
export type GoodsSummaryDto = Dto<'GoodsSummary'>;
export type GoodsDetailDto = Dto<'GoodsDetail'>;
export type GoodsReactionStateDto = Dto<'GoodsReactionState'>;
export type WorkReactionStateDto = Dto<'WorkReactionState'>;
/** A goods page by number: `hasNext` and `totalRelation` because its total is capped. */
export type GoodsPageDto = DataOf<`${Site}/homepage/goods/page`, 'get'>;
/** A keyset page (`…/cursor-page`): each record carries its own opaque cursor. */
export type GoodsCursorPageDto = DataOf<`${Site}/homepage/goods/cursor-page`, 'get'>;
export type TotalRelationDto = GoodsCursorPageDto['totalRelation'];
export type WorkCursorPageDto = DataOf<`${Site}/homepage/opus/cursor-page`, 'get'>;
export type WorkCursorRecordDto = Dto<'WorkCursorRecord'>;
export type WorkDetailDto = Dto<'WorkDetail'>;
export type CategoryDto = Dto<'Category'>;
export type SellerDto = Dto<'Seller'>;

export type TokensDto = Dto<'Tokens'>;
/** Known account: user_id and tokens. Unknown: a registration ticket instead (no user_id). */
export type LoginDto = Dto<'Login'>;
export type RegisterDto = Dto<'Registration'>;
export type RegisterBody = BodyOf<`${Customer}/register`, 'post'>;
export type SmsSentDto = DataOf<`${Customer}/sms/send`, 'post'>;

export type CustomerDto = Dto<'Customer'>;
export type AccountTypeCode = CustomerDto['type'];
export type ProfileUpdateDto = BodyOf<`${Customer}/update`, 'post'>;
export type BankCardDto = Dto<'BankCard'>;
export type AddBankCardDto = BodyOf<`${Customer}/back/card`, 'post'>;
export type ExpressDto = Dto<'Express'>;
export type CreateExpressDto = BodyOf<`${Customer}/express/create`, 'post'>;
export type AddressDto = Dto<'Address'>;
export type AddressBodyDto = BodyOf<`${Customer}/address/create`, 'post'>;
export type CartDto = Dto<'Cart'>;
export type AddToCartDto = BodyOf<`${Customer}/cart/goods/add`, 'post'>;
export type CartCountDto = Dto<'CartCount'>;
export type AddWorkToCartDto = BodyOf<`${Customer}/cart/opus/add`, 'post'>;

export type ApplicationDto = Dto<'Application'>;
export type ApplicationKindCode = ApplicationDto['kind'];
export type ReviewStatusDto = Dto<'VerificationStatus'>;
export type RealNameBody = BodyOf<`${Customer}/realname`, 'post'>;
export type CreatorApplicationBody = BodyOf<`${Customer}/auth/creator`, 'post'>;
export type OrgApplicationBody = BodyOf<`${Customer}/auth/org`, 'post'>;

export type MessageDto = Dto<'Message'>;

/**
 * Keyset pages (`…/cursor-page`, decision 0006): `{ records (each with its own cursor), hasNext, nextCursor, total,
 * totalRelation }`, one type per list from its route.
 */
export type MessageCursorPageDto = DataOf<`${Customer}/msg/cursor-page`, 'get'>;
export type InviteeCursorPageDto = DataOf<`${Customer}/invitees/cursor-page`, 'get'>;
export type ExpressCursorPageDto = DataOf<`${Customer}/express/cursor-page`, 'get'>;
export type ApplicationCursorPageDto = DataOf<
  '/nextland-customer/api/framework/v1/review/cursor-page',
  'get'
>;
export type MessageKindCode = MessageDto['kind'];

export type OrderDto = Dto<'Order'>;
export type OrderCountsDto = Dto<'OrderCounts'>;
export type PaymentDto = Dto<'Payment'>;
export type CarrierDto = Dto<'Carrier'>;
export type CheckoutPreviewDto = Dto<'CheckoutPreview'>;
export type CheckoutBody = BodyOf<`${Customer}/order/preview`, 'post'>;
export type CreateCheckoutBody = BodyOf<`${Customer}/order/create`, 'post'>;
export type OrderCursorPageDto = DataOf<`${Customer}/order/list`, 'get'>;
export type WorkCheckoutPreviewDto = Dto<'WorkCheckoutPreview'>;
export type WorkCheckoutBody = BodyOf<`${Customer}/order/opus/preview`, 'post'>;
export type CreateWorkCheckoutBody = BodyOf<`${Customer}/order/opus/create`, 'post'>;
export type LibraryCursorPageDto = Dto<'LibraryCursorPage'>;
export type SettlementSummaryDto = Dto<'SettlementSummary'>;
export type SettlementCursorPageDto = Dto<'SettlementCursorPage'>;
export type PayoutCursorPageDto = Dto<'PayoutCursorPage'>;
export type PaymentCursorPageDto = DataOf<`${Customer}/order/payment/list`, 'get'>;
export type ShipBody = BodyOf<`${Customer}/order/seller/ship/{id}`, 'post'>;
