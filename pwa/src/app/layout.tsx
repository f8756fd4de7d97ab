import { Box, SkipNavContent, SkipNavLink } from '@chakra-ui/react';
import { Suspense, useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { Navigation } from '../components/navigation';
import { PageSpinner } from '../components/page-spinner';
import { SiteBanners } from '../components/site-banners';
import { useCurrentUser } from '../lib/auth-store';
import { startOutboxReplay } from '../lib/outbox';
import { signOut } from '../lib/sign-out';
import { useUiContent } from '../lib/ui-content';
import { useSessionRestore } from '../lib/use-session-restore';
import { UpdatePrompt } from './update-prompt';

export const Layout = () => {
  useSessionRestore();
  useEffect(() => startOutboxReplay(), []);
  const user = useCurrentUser();
  const uiContent = useUiContent(user?.id ?? null);
  return (
    <Box minH="100vh">
      <SkipNavLink>Skip to content</SkipNavLink>
      <Navigation onLogout={signOut} />
      <SiteBanners banners={uiContent.data?.banners ?? []} />
      <SkipNavContent />
      <Box as="main">
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </Box>
      <UpdatePrompt />
    </Box>
  );
};
