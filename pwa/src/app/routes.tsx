import { apiPaths } from '@stagehouse/shared/api-paths';
import { recordIdPattern } from '@stagehouse/shared/record-id';
import { Navigate, Outlet, type Params, type RouteObject, useParams } from 'react-router-dom';
import { companiesPath, companiesQueryOf } from '../features/companies/companies-path';
import { RedirectSignedIn, RequireAdmin, RequireSignedIn } from './guards';
import { Layout } from './layout';
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

const serverRendered = (page: ServerRenderedPage = {}): { handle: ServerRenderedPage } => ({ handle: page });

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The route table of both specs; every screen is its own lazily loaded chunk. */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <Layout />,
    children: [
      { index: true, ...serverRendered(), lazy: () => import('../features/home/home-page').then((m) => ({ Component: m.HomePage })) },
      {
        path: 'map',
        ...serverRendered({
          serverData: () => [apiPaths.propertiesWithFurniture],
          query: ['city', 'zip', 'bbox', 'past'],
          readsDevice: true,
        }),
        lazy: () => import('../features/map/map-page').then((m) => ({ Component: m.MapPage })),
      },
      {
        path: 'open-house/:id',
        ...serverRendered({ serverData: (_, { id }) => [apiPaths.openHouse(Number(id))], ids: { id: recordIdPattern }, readsDevice: true }),
        lazy: () => import('../features/open-house/open-house-page').then((m) => ({ Component: m.OpenHousePage })),
      },
      {
        path: 'piece/:id',
        ...serverRendered({ serverData: (_, { id }) => [apiPaths.piece(id!)], ids: { id: uuid }, readsDevice: true }),
        lazy: () => import('../features/piece/piece-page').then((m) => ({ Component: m.PiecePage })),
      },
      { path: 'my-requests', lazy: () => import('../features/requests/my-requests-page').then((m) => ({ Component: m.MyRequestsPage })) },
      {
        path: 'saved-pieces',
        ...serverRendered({ readsDevice: true }),
        lazy: () => import('../features/saved/saved-pieces-page').then((m) => ({ Component: m.SavedPiecesPage })),
      },
      {
        lazy: () => import('./query-layout').then((m) => ({ Component: m.QueryLayout })),
        children: [
          {
            path: 'browse-companies',
            ...serverRendered({
              serverData: (url) => [companiesPath(companiesQueryOf(Object.fromEntries(url.searchParams))), apiPaths.companyLocations],
              query: ['search', 'type', 'location', 'sort'],
            }),
            lazy: () => import('../features/companies/browse-companies-page').then((m) => ({ Component: m.BrowseCompaniesPage })),
          },
          {
            path: 'company/:companyId',
            ...serverRendered({
              serverData: (_, { companyId }) => [apiPaths.company(Number(companyId))],
              ids: { companyId: recordIdPattern },
            }),
            lazy: () => import('../features/companies/company-page').then((m) => ({ Component: m.CompanyPage })),
          },
          {
            path: 'admin/*',
            lazy: () =>
              import('../features/admin/admin-app').then(({ AdminApp }) => ({
                Component: () => (
                  <RequireAdmin>
                    <AdminApp notFound={<NotFoundPage />} />
                  </RequireAdmin>
                ),
              })),
          },
        ],
      },
      { path: 'company-profile/:companyId', Component: CompanyProfileRedirect },
      {
        path: 'reset-password',
        lazy: () => import('../features/auth/reset-password-page').then((m) => ({ Component: m.ResetPasswordPage })),
      },
      {
        path: 'login',
        element: (
          <RedirectSignedIn>
            <Outlet />
          </RedirectSignedIn>
        ),
        children: [
          { index: true, ...serverRendered(), lazy: () => import('../features/auth/login-page').then((m) => ({ Component: m.LoginPage })) },
        ],
      },
      {
        element: (
          <RequireSignedIn>
            <Outlet />
          </RequireSignedIn>
        ),
        children: [
          {
            lazy: () => import('./query-layout').then((m) => ({ Component: m.QueryLayout })),
            children: [
              { path: 'sales', lazy: () => import('../features/sales/sales-page').then((m) => ({ Component: m.SalesPage })) },
              { path: 'requests', lazy: () => import('../features/requests/requests-page').then((m) => ({ Component: m.RequestsPage })) },
              { path: 'network', lazy: () => import('../features/network/network-page').then((m) => ({ Component: m.NetworkPage })) },
              {
                path: 'account-settings',
                lazy: () => import('../features/account/account-settings-page').then((m) => ({ Component: m.AccountSettingsPage })),
              },
              {
                path: 'list-furniture',
                lazy: () => import('../features/listings/list-furniture-page').then((m) => ({ Component: m.ListFurniturePage })),
              },
              {
                path: 'edit-furniture',
                lazy: () => import('../features/listings/edit-furniture-page').then((m) => ({ Component: m.EditFurniturePage })),
              },
              { path: 'pending', lazy: () => import('../features/listings/pending-page').then((m) => ({ Component: m.PendingPage })) },
            ],
          },
        ],
      },
      { path: '*', Component: NotFoundPage },
    ],
  },
];
