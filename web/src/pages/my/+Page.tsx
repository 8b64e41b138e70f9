// https://vike.dev/Page
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { usePageContext } from 'vike-react/usePageContext';
import { AccountPage } from '../../features/account/my/account-page.js';
import { LogoutPage } from '../../features/account/my/logout-page.js';
import { MessagesPage } from '../../features/account/my/messages-page.js';
import { MyEmptyRoute } from '../../features/account/my/my-empty-route.js';
import { MyLayout } from '../../features/account/my/my-layout.js';
import { MyNotFound } from '../../features/account/my/my-not-found.js';
import { MyOverview } from '../../features/account/my/my-overview.js';
import { AddressBookPage } from '../../features/address/components/address-book-page.js';
import { AfterSaleDetailPage } from '../../features/after-sale/components/after-sale-detail-page.js';
import { OrderAfterSales } from '../../features/after-sale/components/order-after-sales.js';
import { SellerAfterSalesPage } from '../../features/after-sale/components/seller-after-sales-page.js';
import { MyBidsPage } from '../../features/my-bids/components/my-bids-page.js';
import { ManagePage } from '../../features/my-goods/components/manage-page.js';
import { ReleasesReview } from '../../features/my-goods/components/releases-review.js';
import { LibraryPage } from '../../features/order/components/library-page.js';
import { OrderDetailPage } from '../../features/order/components/order-detail-page.js';
import { OrdersPage } from '../../features/order/components/orders-page.js';
import { PaymentsPage } from '../../features/order/components/payments-page.js';
import { FailedRefunds } from '../../features/refund/components/failed-refunds.js';
import { OrderReviewsSection } from '../../features/review/components/order-reviews-section.js';
import { DashboardPage } from '../../features/settlement/components/dashboard-page.js';
import { CreatorApplicationForm } from '../../features/verification/components/creator-application-form.js';
import { CreatorVerificationPage } from '../../features/verification/components/creator-verification-page.js';
import { OrgApplicationForm } from '../../features/verification/components/org-application-form.js';
import { OrgVerificationPage } from '../../features/verification/components/org-verification-page.js';
import { RealNameForm } from '../../features/verification/components/real-name-form.js';
import { ReviewQueuePage } from '../../features/verification/components/review-queue-page.js';
import { BankCardsPage } from '../../features/wallet/components/bank-cards-page.js';
import { NoPostagePage } from '../../features/wallet/components/no-postage-page.js';
import { ApolloBoundary } from '../../lib/apollo/apollo-boundary.js';
import { localizePath } from '../../lib/i18n/localize-path.js';

/**
 * What other features add to an order's detail page, from either side: its after-sales, then its reviews
 * (features do not import each other: the page composes).
 */
function orderSections(order: Parameters<typeof OrderReviewsSection>[0]['order']) {
  return (
    <>
      <OrderAfterSales order={order} />
      <OrderReviewsSection order={order} />
    </>
  );
}

/**
 * The personal centre (spec §2): react-router owns everything below the localized `/my`. Routes of features
 * that ship later show an honest empty state instead of a dead end.
 */
export function Page() {
  const { locale } = usePageContext();
  return (
    <ApolloBoundary>
      <BrowserRouter basename={localizePath('/my', locale)}>
        <Routes>
          <Route element={<MyLayout />}>
            <Route index element={<MyOverview />} />
            <Route path="account" element={<AccountPage realNameForm={<RealNameForm />} />} />
            <Route path="auth/creator" element={<CreatorVerificationPage />} />
            <Route path="auth/creator/form" element={<CreatorApplicationForm />} />
            <Route path="auth/org" element={<OrgVerificationPage />} />
            <Route path="auth/org/form" element={<OrgApplicationForm />} />
            <Route
              path="review"
              element={<ReviewQueuePage releases={<ReleasesReview />} refunds={<FailedRefunds />} />}
            />
            <Route path="bank-cards" element={<BankCardsPage />} />
            <Route path="address" element={<AddressBookPage />} />
            <Route path="no-postage" element={<NoPostagePage />} />
            <Route path="msg" element={<MessagesPage />} />
            <Route path="logout" element={<LogoutPage />} />
            <Route path="order" element={<OrdersPage />} />
            <Route
              path="order/detail"
              element={<OrderDetailPage side="BUYER" notFound={<MyNotFound />} sections={orderSections} />}
            />
            <Route path="order/purchaseOrders" element={<PaymentsPage />} />
            <Route path="library" element={<LibraryPage />} />
            <Route path="bids" element={<MyBidsPage />} />
            <Route
              path="order/afterSalesDetails"
              element={<AfterSaleDetailPage notFound={<MyNotFound />} />}
            />
            <Route path="order/seller/aftersales" element={<SellerAfterSalesPage />} />
            <Route
              path="order/seller/detail"
              element={<OrderDetailPage side="SELLER" notFound={<MyNotFound />} sections={orderSections} />}
            />
            <Route path="goods" element={<ManagePage kind="GOODS" key="goods" />} />
            <Route path="dashboard" element={<DashboardPage />} />
            <Route path="opus" element={<ManagePage kind="OPUS" key="opus" />} />
            <Route path="news" element={<MyEmptyRoute area="news" />} />
            <Route path="activity" element={<MyEmptyRoute area="activity" />} />
            <Route path="menuProject" element={<MyEmptyRoute area="projects" />} />
            <Route path="involved" element={<MyEmptyRoute area="involved" />} />
            <Route path="homePageMy" element={<MyEmptyRoute area="homePage" />} />
            <Route path="association/:key" element={<MyEmptyRoute area="association" />} />
            <Route path="project/:key" element={<MyEmptyRoute area="project" />} />
            <Route path="*" element={<MyNotFound />} />
          </Route>
        </Routes>
      </BrowserRouter>
    </ApolloBoundary>
  );
}
