import { Box, Container, Flex } from '@chakra-ui/react';
import { Route, Routes } from 'react-router-dom';
import { PageHeading } from '../../components/page-heading';
import { ActivityPage } from './activity-page';
import { AdminMenu } from './admin-menu';
import { adminSections } from './admin-sections';
import { BillingPage } from './billing-page';
import { ComingSoonPage } from './coming-soon-page';
import { DashboardPage } from './dashboard-page';
import { DataPage } from './data-page';
import { DemoDataPage } from './demo-data-page';
import { BulkLoadingPage } from './pieces/bulk-loading-page';
import { IdentifiersPage } from './pieces/identifiers-page';
import { ImagesPage } from './pieces/images-page';
import { PiecesHubPage } from './pieces/pieces-hub-page';
import { PiecesCrudPage } from './pieces/pieces-crud-page';
import { UsersPage } from './users-page';
import { ActivityLogPage } from './settings/activity-log-page';
import { BannersPage } from './settings/banners-page';
import { CategoriesPage } from './settings/categories-page';
import { EmailPage } from './settings/email-page';
import { FeatureTogglesPage } from './settings/feature-toggles-page';
import { ReleasesPage } from './settings/releases-page';
import { SettingsHubPage } from './settings/settings-hub-page';

const screens: Partial<Record<(typeof adminSections)[number]['path'], React.ReactNode>> = {
  '': <DashboardPage />,
  data: <DataPage />,
  'user-management': <UsersPage />,
  users: <UsersPage />,
  billing: <BillingPage />,
  activity: <ActivityPage />,
  partners: <ComingSoonPage title="Partner Management" counts="Partners, active partnerships and referrals" />,
  network: <ComingSoonPage title="Network Analytics" counts="Connections, invitations sent and referral sign-ups" />,
  'furniture-listings': <PiecesHubPage />,
  'furniture-listings/crud': <PiecesCrudPage />,
  'furniture-listings/identifiers': <IdentifiersPage />,
  'furniture-listings/bulk-loading': <BulkLoadingPage />,
  'furniture-listings/images': <ImagesPage />,
  'furniture-listings/categories': <CategoriesPage />,
  'feature-toggles': <FeatureTogglesPage />,
  'demo-data': <DemoDataPage />,
  settings: <SettingsHubPage />,
  'settings/banners': <BannersPage />,
  'settings/email': <EmailPage />,
  'settings/releases': <ReleasesPage />,
  'settings/activity-log': <ActivityLogPage />,
};

/** The back office: its own chunk, loaded only when an admin route is opened (behind the admin guard). */
export const AdminApp = ({ notFound }: { notFound: React.ReactNode }) => (
  <Container maxW="8xl" py="6">
    <Flex gap={{ base: '4', lg: '8' }} direction={{ base: 'column', lg: 'row' }} align="flex-start">
      <AdminMenu />
      <Box flex="1" minW="0" w="full">
        <Routes>
          {adminSections.map((section) => (
            <Route key={section.path} path={section.path} element={screens[section.path] ?? <PageHeading title={section.title} />} />
          ))}
          <Route path="*" element={notFound} />
        </Routes>
      </Box>
    </Flex>
  </Container>
);
