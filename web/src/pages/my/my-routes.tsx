import { type ComponentType, lazy, type ReactElement } from 'react';
import { MyNotFound } from '../../features/account/my/my-not-found.js';

/**
 * A page whose code loads when its route is first opened (`React.lazy`): `load` imports its modules, `render`
 * composes them. The component is made once, so a route keeps its state across renders.
 */
function page<M>(load: () => Promise<M>, render: (modules: M) => ReactElement): ComponentType {
  return lazy(async () => {
    const modules = await load();
    return { default: () => render(modules) };
  });
}

const EmptyRoute = lazy(() =>
  import('../../features/account/my/my-empty-route.js').then((m) => ({ default: m.MyEmptyRoute })),
);

/** What other features add to an order's detail page, from either side: its after-sales, then its reviews. */
function orderDetail(side: 'BUYER' | 'SELLER') {
  return page(
    () =>
      Promise.all([
        import('../../features/order/components/order-detail-page.js'),
        import('../../features/after-sale/components/order-after-sales.js'),
        import('../../features/review/components/order-reviews-section.js'),
      ]),
    ([{ OrderDetailPage }, { OrderAfterSales }, { OrderReviewsSection }]) => (
      <OrderDetailPage
        side={side}
        notFound={<MyNotFound />}
        sections={(order) => (
          <>
            <OrderAfterSales order={order} />
            <OrderReviewsSection order={order} />
          </>
        )}
      />
    ),
  );
}

function managePage(kind: 'GOODS' | 'OPUS') {
  return page(
    () => import('../../features/my-goods/components/manage-page.js'),
    ({ ManagePage }) => <ManagePage kind={kind} />,
  );
}

const Overview = page(
  () => import('../../features/account/my/my-overview.js'),
  ({ MyOverview }) => <MyOverview />,
);
const Account = page(
  () =>
    Promise.all([
      import('../../features/account/my/account-page.js'),
      import('../../features/verification/components/real-name-form.js'),
    ]),
  ([{ AccountPage }, { RealNameForm }]) => <AccountPage realNameForm={<RealNameForm />} />,
);
const CreatorVerification = page(
  () => import('../../features/verification/components/creator-verification-page.js'),
  ({ CreatorVerificationPage }) => <CreatorVerificationPage />,
);
const CreatorApplication = page(
  () => import('../../features/verification/components/creator-application-form.js'),
  ({ CreatorApplicationForm }) => <CreatorApplicationForm />,
);
const OrgVerification = page(
  () => import('../../features/verification/components/org-verification-page.js'),
  ({ OrgVerificationPage }) => <OrgVerificationPage />,
);
const OrgApplication = page(
  () => import('../../features/verification/components/org-application-form.js'),
  ({ OrgApplicationForm }) => <OrgApplicationForm />,
);
const ReviewQueue = page(
  () =>
    Promise.all([
      import('../../features/verification/components/review-queue-page.js'),
      import('../../features/my-goods/components/releases-review.js'),
      import('../../features/refund/components/failed-refunds.js'),
    ]),
  ([{ ReviewQueuePage }, { ReleasesReview }, { FailedRefunds }]) => (
    <ReviewQueuePage releases={<ReleasesReview />} refunds={<FailedRefunds />} />
  ),
);
const BankCards = page(
  () => import('../../features/wallet/components/bank-cards-page.js'),
  ({ BankCardsPage }) => <BankCardsPage />,
);
const AddressBook = page(
  () => import('../../features/address/components/address-book-page.js'),
  ({ AddressBookPage }) => <AddressBookPage />,
);
const NoPostage = page(
  () => import('../../features/wallet/components/no-postage-page.js'),
  ({ NoPostagePage }) => <NoPostagePage />,
);
const Messages = page(
  () => import('../../features/account/my/messages-page.js'),
  ({ MessagesPage }) => <MessagesPage />,
);
const Logout = page(
  () => import('../../features/account/my/logout-page.js'),
  ({ LogoutPage }) => <LogoutPage />,
);
const Orders = page(
  () => import('../../features/order/components/orders-page.js'),
  ({ OrdersPage }) => <OrdersPage />,
);
const Payments = page(
  () => import('../../features/order/components/payments-page.js'),
  ({ PaymentsPage }) => <PaymentsPage />,
);
const Library = page(
  () => import('../../features/order/components/library-page.js'),
  ({ LibraryPage }) => <LibraryPage />,
);
const MyBids = page(
  () => import('../../features/my-bids/components/my-bids-page.js'),
  ({ MyBidsPage }) => <MyBidsPage />,
);
const AfterSaleDetail = page(
  () => import('../../features/after-sale/components/after-sale-detail-page.js'),
  ({ AfterSaleDetailPage }) => <AfterSaleDetailPage notFound={<MyNotFound />} />,
);
const SellerAfterSales = page(
  () => import('../../features/after-sale/components/seller-after-sales-page.js'),
  ({ SellerAfterSalesPage }) => <SellerAfterSalesPage />,
);
const Dashboard = page(
  () => import('../../features/settlement/components/dashboard-page.js'),
  ({ DashboardPage }) => <DashboardPage />,
);
const BuyerOrderDetail = orderDetail('BUYER');
const SellerOrderDetail = orderDetail('SELLER');
// Two components, so going from one list to the other starts the page afresh.
const ManageGoods = managePage('GOODS');
const ManageOpus = managePage('OPUS');

/** One page of the personal centre: its path below `/my` (none for the index) and what it shows. */
export type MyRoute = { path?: string; element: ReactElement };

/**
 * The personal centre's pages (spec §2), the list `+Page.tsx` routes. Each page's code loads when it is first
 * opened, so `/my` loads only its frame up front (the page-weight guard holds it to a budget). Routes of
 * features that ship later show an honest empty state instead of a dead end.
 */
export const MY_ROUTES: readonly MyRoute[] = [
  { element: <Overview /> },
  { path: 'account', element: <Account /> },
  { path: 'auth/creator', element: <CreatorVerification /> },
  { path: 'auth/creator/form', element: <CreatorApplication /> },
  { path: 'auth/org', element: <OrgVerification /> },
  { path: 'auth/org/form', element: <OrgApplication /> },
  { path: 'review', element: <ReviewQueue /> },
  { path: 'bank-cards', element: <BankCards /> },
  { path: 'address', element: <AddressBook /> },
  { path: 'no-postage', element: <NoPostage /> },
  { path: 'msg', element: <Messages /> },
  { path: 'logout', element: <Logout /> },
  { path: 'order', element: <Orders /> },
  { path: 'order/detail', element: <BuyerOrderDetail /> },
  { path: 'order/purchaseOrders', element: <Payments /> },
  { path: 'library', element: <Library /> },
  { path: 'bids', element: <MyBids /> },
  { path: 'order/afterSalesDetails', element: <AfterSaleDetail /> },
  { path: 'order/seller/aftersales', element: <SellerAfterSales /> },
  { path: 'order/seller/detail', element: <SellerOrderDetail /> },
  { path: 'goods', element: <ManageGoods /> },
  { path: 'dashboard', element: <Dashboard /> },
  { path: 'opus', element: <ManageOpus /> },
  { path: 'news', element: <EmptyRoute area="news" /> },
  { path: 'activity', element: <EmptyRoute area="activity" /> },
  { path: 'menuProject', element: <EmptyRoute area="projects" /> },
  { path: 'involved', element: <EmptyRoute area="involved" /> },
  { path: 'homePageMy', element: <EmptyRoute area="homePage" /> },
  { path: 'association/:key', element: <EmptyRoute area="association" /> },
  { path: 'project/:key', element: <EmptyRoute area="project" /> },
  { path: '*', element: <MyNotFound /> },
];
