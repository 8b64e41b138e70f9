// nextland's selling records -> the GraphQL selling types (schema/selling.graphql). Goods and works share
// statuses, so both map onto one ManagedItem / ReleaseReviewItem.
import type {
  GoodsStatus,
  ItemKind,
  ItemResult,
  ManagedItem,
  MovedItem,
  ReleaseReviewItem,
} from '../../generated/graphql.js';
import type { SellerDto } from '../../rest/contract.js';
import type {
  BulkResultDto,
  GoodsQueuePageDto,
  ManagedGoodsPageDto,
  ManagedWorksPageDto,
  MovedDto,
  SellingKind,
  StatusCode,
} from '../../rest/selling-api.js';
import { toAuction } from '../base/auction.js';
import { toMoney } from '../base/money.js';

/** Category and seller are the goods module's mapped parents (an id and name; nextland's seller record). */
type CategoryRef = { id: string; name: string };
type ManagedItemParent = Omit<ManagedItem, 'category'> & { category: CategoryRef | null };
type ReleaseReviewItemParent = Omit<ReleaseReviewItem, 'category' | 'seller'> & {
  category: CategoryRef | null;
  seller: SellerDto;
};

const codes: readonly GoodsStatus[] = [
  'DRAFT',
  'UNDER_REVIEW',
  'REJECTED',
  'ON_SALE',
  'OFF_SALE',
  'SOLD_OUT',
];

export function toSellingKind(kind: ItemKind): SellingKind {
  return kind === 'OPUS' ? 'opus' : 'goods';
}

export function toGoodsStatus(code: number): GoodsStatus {
  const status = codes[code];
  if (!status) throw new Error(`Unknown goods status ${code}`);
  return status;
}

export function fromGoodsStatus(status: GoodsStatus): StatusCode {
  return codes.indexOf(status) as StatusCode;
}

type GoodsRecord = ManagedGoodsPageDto['records'][number];
type WorkRecord = ManagedWorksPageDto['records'][number];
type QueueGoods = GoodsQueuePageDto['records'][number];

function categoryOf(record: { categoryId: string | null; categoryName: string | null }) {
  return record.categoryId === null ? null : { id: record.categoryId, name: record.categoryName ?? '' };
}

/** Units left: a goods' stock, a work's editions not sold. */
function stockOf(record: GoodsRecord | WorkRecord | QueueGoods): number {
  return 'editionsLeft' in record ? record.editionsLeft : record.stock;
}

export function toManagedItem(kind: ItemKind, record: GoodsRecord | WorkRecord): ManagedItemParent {
  return {
    id: record.id,
    kind,
    title: record.title,
    status: toGoodsStatus(record.status),
    price: toMoney(record.price),
    stock: stockOf(record),
    cover: record.cover,
    category: categoryOf(record),
    rejectReason: record.rejectReason ?? null,
    saleType: 'saleType' in record && record.saleType === 1 ? 'AUCTION' : 'FIXED_PRICE',
    auction: 'auction' in record && record.auction ? toAuction(record.auction) : null,
    secondChance: 'secondChance' in record ? record.secondChance === true : false,
    createdAt: record.createdAt,
  };
}

type QueueRecord = { submittedAt: string } & Parameters<typeof stockOf>[0] &
  Pick<GoodsRecord, 'id' | 'title' | 'price' | 'cover' | 'categoryId' | 'categoryName' | 'seller'>;

export function toReleaseReviewItem(kind: ItemKind, record: QueueRecord): ReleaseReviewItemParent {
  return {
    id: record.id,
    kind,
    title: record.title,
    price: toMoney(record.price),
    stock: stockOf(record),
    cover: record.cover,
    category: categoryOf(record),
    seller: record.seller,
    submittedAt: record.submittedAt,
  };
}

export function toMovedItem(kind: ItemKind, moved: MovedDto): MovedItem {
  return { id: moved.id, kind, status: toGoodsStatus(moved.status) };
}

const resultCodes: Record<number, string> = { 403: 'FORBIDDEN', 404: 'NOT_FOUND', 409: 'CONFLICT' };

export function toItemResult(result: BulkResultDto[number]): ItemResult {
  return {
    id: result.id,
    ok: result.ok,
    code: result.code === undefined ? null : (resultCodes[result.code] ?? 'CONFLICT'),
    message: result.message ?? null,
  };
}
