import { addressOf } from '../lib/api';
import { recordIdPattern, uuidPattern } from '@stagehouse/shared/record-id';
import { Navigate, Outlet, type Params, type RouteObject, useParams, useRoutes } from 'react-router-dom';
import { companiesFilters, companiesQueryOf } from '../features/companies/companies-path';
import { filterParams, filtersOf, mapKeys } from '../features/map/map-query';
import { searchParamsOf, shopKeys } from '../features/shop/shop-query';
import { ListersOnly, RedirectSignedIn, RequireAdmin, RequireSignedIn } from './guards';
import { Layout } from './layout';
import { type LazyComponent, lazyComponent } from '../lib/lazy-component';
import { NotFoundPage } from './not-found-page';

const CompanyProfileRedirect = () => <Navigate to={`/company/${useParams().companyId ?? ''}`} replace />;

/** A public page the server renders for a first visit, with the API answers it reads first. */
export interface ServerRenderedPage {
  /** The API paths the page reads as it starts. */
  serverData?(url: URL, params: Params): string[];
  /** The form each id of the path takes: a page for any other spelling is left to the browser. */
  ids?: Record<string, RegExp>;
  /** The query parameters the page reads; the others change nothing it draws. */
  query?: readonly string[];
  /** The page reads what the device keeps (IndexedDB) as it starts. */
  readsDevice?: boolean;
}

/** What a route carries beside its element: its screen's loader, and how the server draws it. */
export interface RouteHandle {
  load?: () => Promise<void>;
  page?: ServerRenderedPage;
}

/** A route drawing `Page`, whose code is fetched with the route (see lazyComponent). */
const screen = (Page: LazyComponent, page?: ServerRenderedPage) => ({
  element: <Page />,
  handle: { load: Page.load, page } satisfies RouteHandle,
});

const HomePage = lazyComponent(() => import('../features/home/home-page').then((m) => m.HomePage));
const MapPage = lazyComponent(() => import('../features/map/map-page').then((m) => m.MapPage));
const OpenHousePage = lazyComponent(() => import('../features/open-house/open-house-page').then((m) => m.OpenHousePage));
const PiecePage = lazyComponent(() => import('../features/piece/piece-page').then((m) => m.PiecePage));
const ShopPage = lazyComponent(() => import('../features/shop/shop-page').then((m) => m.ShopPage));
const MyRequestsPage = lazyComponent(() => import('../features/requests/my-requests-page').then((m) => m.MyRequestsPage));
const SavedPiecesPage = lazyComponent(() => import('../features/saved/saved-pieces-page').then((m) => m.SavedPiecesPage));
const QueryLayout = lazyComponent(() => import('./query-layout').then((m) => m.QueryLayout));
const BrowseCompaniesPage = lazyComponent(() => import('../features/companies/browse-companies-page').then((m) => m.BrowseCompaniesPage));
const CompanyPage = lazyComponent(() => import('../features/companies/company-page').then((m) => m.CompanyPage));
const AdminApp = lazyComponent(() =>
  import('../features/admin/admin-app').then(({ AdminApp: App }) => () => <App notFound={<NotFoundPage />} />),
);
const ResetPasswordPage = lazyComponent(() => import('../features/auth/reset-password-page').then((m) => m.ResetPasswordPage));
const LoginPage = lazyComponent(() => import('../features/auth/login-page').then((m) => m.LoginPage));
const SalesPage = lazyComponent(() => import('../features/sales/sales-page').then((m) => m.SalesPage));
const RequestsPage = lazyComponent(() => import('../features/requests/requests-page').then((m) => m.RequestsPage));
const NetworkPage = lazyComponent(() => import('../features/network/network-page').then((m) => m.NetworkPage));
const AccountSettingsPage = lazyComponent(() => import('../features/account/account-settings-page').then((m) => m.AccountSettingsPage));
const ListFurniturePage = lazyComponent(() => import('../features/own-pieces/list-furniture-page').then((m) => m.ListFurniturePage));
const EditFurniturePage = lazyComponent(() => import('../features/own-pieces/edit-furniture-page').then((m) => m.EditFurniturePage));
const PendingPage = lazyComponent(() => import('../features/own-pieces/pending-page').then((m) => m.PendingPage));

/** The route table of both specs; every screen is its own lazily loaded chunk. */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <Layout />,
    children: [
      { index: true, ...screen(HomePage, {}) },
      {
        path: 'map',
        ...screen(MapPage, {
          serverData: (url) => [addressOf('mapView', { query: filterParams(filtersOf(Object.fromEntries(url.searchParams))) })],
          query: mapKeys,
          readsDevice: true,
        }),
      },
      {
        path: 'open-house/:id',
        ...screen(OpenHousePage, {
          serverData: (_, { id }) => [addressOf('openHouse', { params: { id: Number(id) } })],
          ids: { id: recordIdPattern },
          readsDevice: true,
        }),
      },
      {
        path: 'piece/:id',
        ...screen(PiecePage, {
          serverData: (_, { id }) => [addressOf('pieceView', { params: { id: id! } })],
          ids: { id: uuidPattern },
          readsDevice: true,
        }),
      },
      {
        path: 'shop',
        ...screen(ShopPage, {
          serverData: (url) => [addressOf('searchPieces', { query: searchParamsOf(Object.fromEntries(url.searchParams)) })],
          query: shopKeys,
          readsDevice: true,
        }),
      },
      { path: 'my-requests', ...screen(MyRequestsPage, { readsDevice: true }) },
      { path: 'saved-pieces', ...screen(SavedPiecesPage, { readsDevice: true }) },
      {
        ...screen(QueryLayout),
        children: [
          {
            path: 'browse-companies',
            ...screen(BrowseCompaniesPage, {
              serverData: (url) => [
                addressOf('companies', { query: companiesFilters(companiesQueryOf(Object.fromEntries(url.searchParams))) }),
                addressOf('companyLocations'),
              ],
              query: ['search', 'type', 'location', 'sort'],
            }),
          },
          {
            path: 'company/:companyId',
            ...screen(CompanyPage, {
              serverData: (_, { companyId }) => [addressOf('company', { params: { companyId: Number(companyId) } })],
              ids: { companyId: recordIdPattern },
            }),
          },
          {
            path: 'admin/*',
            // The guard comes first: the back office's code is fetched for admins only.
            element: (
              <RequireAdmin>
                <AdminApp />
              </RequireAdmin>
            ),
          },
        ],
      },
      { path: 'company-profile/:companyId', Component: CompanyProfileRedirect },
      { path: 'reset-password', ...screen(ResetPasswordPage) },
      {
        path: 'login',
        element: (
          <RedirectSignedIn>
            <Outlet />
          </RedirectSignedIn>
        ),
        children: [{ index: true, ...screen(LoginPage, {}) }],
      },
      {
        element: (
          <RequireSignedIn>
            <Outlet />
          </RequireSignedIn>
        ),
        children: [
          {
            ...screen(QueryLayout),
            children: [
              { path: 'account-settings', ...screen(AccountSettingsPage) },
              { path: 'confirm-email', ...screen(AccountSettingsPage) },
              {
                Component: ListersOnly,
                children: [
                  { path: 'sales', ...screen(SalesPage) },
                  { path: 'requests', ...screen(RequestsPage) },
                  { path: 'network', ...screen(NetworkPage) },
                  { path: 'list-furniture', ...screen(ListFurniturePage) },
                  { path: 'edit-furniture', ...screen(EditFurniturePage) },
                  { path: 'pending', ...screen(PendingPage) },
                ],
              },
            ],
          },
        ],
      },
      { path: '*', Component: NotFoundPage },
    ],
  },
];

/** The app's screens for the current location, in the browser and on the server alike. */
export const AppRoutes = () => useRoutes(routes);
