// Paging shared by every `...Page` list: PageInput -> nextland's `current`/`size`, nextland's page -> records
// and PageInfo.
import type { InputMaybe, PageInput } from '../../generated/graphql.js';
import type { PageDto } from '../../rest/contract.js';
import type { PageQuery } from '../../rest/customer-api.js';
import { toPageInfo } from '../goods/mappers.js';

export function toPageQuery(page: InputMaybe<PageInput> | undefined): PageQuery {
  return { current: page?.current ?? 1, size: page?.size ?? 10 };
}

export function toPageResult<T>(page: PageDto<T>) {
  return { records: page.records, pageInfo: toPageInfo(page) };
}
