import { Navigate, Route, Routes } from 'react-router-dom';
import { ROUTES } from '../constants';
import { CataloguePage } from '../features/catalogue/components/catalogue-page';
import { AreaNotFoundPage, lazyPage } from 'shared-design-system/area';

// The catalogue, the area's first page almost always, comes with the area; every other page is a chunk of its
// own, fetched when it is first shown (issue 12: the first page does not parse and run the code of every page
// of the area)
const CartPage = lazyPage(() => import('../features/cart/components/cart-page').then((m) => m.CartPage));
const CategoryPage = lazyPage(() =>
  import('../features/catalogue/components/category-page').then((m) => m.CategoryPage),
);
const CourseDetailsPage = lazyPage(() =>
  import('../features/catalogue/components/course-details-page').then((m) => m.CourseDetailsPage),
);
const CoursesForYouPage = lazyPage(() =>
  import('../features/catalogue/components/courses-for-you-page').then((m) => m.CoursesForYouPage),
);
const MaintenancePage = lazyPage(() =>
  import('../features/catalogue/components/maintenance-page').then((m) => m.MaintenancePage),
);
const SearchPage = lazyPage(() =>
  import('../features/catalogue/components/search-page').then((m) => m.SearchPage),
);
const CheckoutPage = lazyPage(() =>
  import('../features/checkout/components/checkout-page').then((m) => m.CheckoutPage),
);
const PurchaseSuccessPage = lazyPage(() =>
  import('../features/checkout/components/purchase-success-page').then((m) => m.PurchaseSuccessPage),
);
const CancelPurchasesPage = lazyPage(() =>
  import('../features/profile/components/cancel-purchases-page').then((m) => m.CancelPurchasesPage),
);
const ProfilePage = lazyPage(() =>
  import('../features/profile/components/profile-page').then((m) => m.ProfilePage),
);
const PurchasesPage = lazyPage(() =>
  import('../features/profile/components/purchases-page').then((m) => m.PurchasesPage),
);
const UpsellingPage = lazyPage(() =>
  import('../features/upselling/components/upselling-page').then((m) => m.UpsellingPage),
);
const RecurrencePage = lazyPage(() =>
  import('../features/recurrence/components/recurrence-page').then((m) => m.RecurrencePage),
);
const RecurrenceSuccessPage = lazyPage(() =>
  import('../features/recurrence/components/recurrence-success-page').then((m) => m.RecurrenceSuccessPage),
);

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
