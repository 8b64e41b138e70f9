// Example operations shown as the sandbox's first tabs (only when the browser has no saved tabs).
type ExampleTab = { query: string; variables?: string; headers?: string };

const goodsPage = `# Goods on sale, filtered and paged. Sellers come from one batched upstream call.
query GoodsPageExample($filter: GoodsFilter, $page: PageInput) {
  goodsPage(filter: $filter, page: $page) {
    records {
      id
      title
      saleType
      price { amount currency }
      cover { url width height alt }
      category { id name }
      seller { id nickname }
      auction { currentPrice { amount } bidCount endsAt }
    }
    pageInfo { current size total pages hasNext }
  }
}
`;

const goodsDetail = `# One goods by id; null when it does not exist.
query GoodsDetailExample($id: ID!) {
  goods(id: $id) {
    id
    title
    description
    status
    saleType
    price { amount currency }
    stock
    images { url width height alt }
    category { id code name }
    seller { id nickname bio type avatar { url } }
    likeCount
    collectCount
    salesCount
    createdAt
  }
}
`;

const categories = `# All categories, localised by the x-locale header (zh-cn, en, zh-tw).
query CategoriesExample {
  categories { id code name goodsCount }
}
`;

export const exampleTabs: ExampleTab[] = [
  {
    query: goodsPage,
    variables: JSON.stringify(
      { filter: { keyword: '', saleType: 'FIXED_PRICE', sort: 'PRICE_ASC' }, page: { current: 1, size: 10 } },
      null,
      2,
    ),
  },
  { query: goodsDetail, variables: JSON.stringify({ id: '1' }, null, 2) },
  { query: categories, headers: JSON.stringify({ 'x-locale': 'zh-tw' }, null, 2) },
];
