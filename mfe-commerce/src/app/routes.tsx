import { Navigate, Route, Routes } from 'react-router-dom';
import { ROUTES } from '../constants';
import { CartPage } from '../features/cart/components/cart-page';
import { CataloguePage } from '../features/catalogue/components/catalogue-page';
import { CategoryPage } from '../features/catalogue/components/category-page';
import { CourseDetailsPage } from '../features/catalogue/components/course-details-page';
import { CoursesForYouPage } from '../features/catalogue/components/courses-for-you-page';
import { MaintenancePage } from '../features/catalogue/components/maintenance-page';
import { SearchPage } from '../features/catalogue/components/search-page';
import { CheckoutPage } from '../features/checkout/components/checkout-page';
import { PurchaseSuccessPage } from '../features/checkout/components/purchase-success-page';
import { CancelPurchasesPage } from '../features/profile/components/cancel-purchases-page';
import { ProfilePage } from '../features/profile/components/profile-page';
import { PurchasesPage } from '../features/profile/components/purchases-page';
import { UpsellingPage } from '../features/upselling/components/upselling-page';
import { RecurrencePage } from '../features/recurrence/components/recurrence-page';
import { RecurrenceSuccessPage } from '../features/recurrence/components/recurrence-success-page';
import { AreaNotFoundPage } from 'shared-design-system/area';

/** The commerce area's routes: absolute paths of the ownership table (ARCHITECTURE §2, spec 3 §2). */
export function AreaRoutes() {
  return (
    <Routes>
      <Route path={ROUTES.catalogue} element={<CataloguePage />} />
      <Route path={ROUTES.cart} element={<CartPage />} />
      <Route path={ROUTES.checkout} element={<CheckoutPage />} />
      <Route path={ROUTES.maintenance} element={<MaintenancePage />} />
      <Route path="/cursos/busca/:searchTerm?" element={<SearchPage />} />
      {/* spec 3 §2: /cursos/sucesso/{order?} and /cursos/sucesso/recorrencia/{recurrence?}; without one,
          the success page without the order's details (and never a category or an order named so) */}
      <Route path="/cursos/sucesso/recorrencia/:recurrence?" element={<RecurrenceSuccessPage />} />
      <Route path="/cursos/sucesso/:order?" element={<PurchaseSuccessPage />} />
      {/* spec 3 §2: /recorrencia/{id?}; without an id there is no recurrence to show or charge */}
      <Route path="/recorrencia" element={<AreaNotFoundPage />} />
      <Route path="/recorrencia/:id" element={<RecurrencePage />} />
      <Route path="/cursos/:category" element={<CategoryPage />} />
      <Route path="/curso/:slug" element={<CourseDetailsPage />} />
      <Route path="/curso" element={<Navigate to={ROUTES.catalogue} replace />} />
      <Route path={ROUTES.coursesForYou} element={<CoursesForYouPage />} />
      <Route path={ROUTES.upselling} element={<UpsellingPage />} />
      <Route path={ROUTES.profile} element={<ProfilePage />} />
      <Route path={ROUTES.purchases} element={<PurchasesPage />} />
      <Route path={ROUTES.cancelPurchases} element={<CancelPurchasesPage />} />
      <Route path="*" element={<AreaNotFoundPage />} />
    </Routes>
  );
}
