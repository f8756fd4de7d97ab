import { Box, SkipNavContent, SkipNavLink } from '@chakra-ui/react';
import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { Navigation } from '../components/navigation';
import { PageSpinner } from '../components/page-spinner';
import { SiteBanners } from '../components/site-banners';
import { WhatsNew } from '../components/whats-new';
import { useAuthStore, useCurrentUser } from '../lib/auth-store';
import { outboxMayBeWaiting } from '../lib/outbox-flag';
import { signOut } from './sign-out';
import { useUiContent } from '../lib/ui-content';
import { useFollowAccountWishlist } from './use-follow-account-wishlist';
import { useSessionRestore } from './use-session-restore';
import { PageShown } from './page-shown';
import { ScreenFailure } from './screen-failure';
import { UpdatePrompt } from './update-prompt';

export function Layout() {
  useSessionRestore();
  useEffect(() => {
    // The outbox (and IndexedDB) loads for signed-in users, when writes wait in it, or once the
    // connection returns, keeping a visitor's first download small.
    let stop: (() => void) | undefined;
    let active = true;
    const start = () => {
      window.removeEventListener('online', start);
      void import('../lib/outbox').then(({ startOutboxReplay }) => {
        if (active && !stop) stop = startOutboxReplay();
      });
    };
    if (outboxMayBeWaiting() || useAuthStore.getState().user) start();
    else window.addEventListener('online', start);
    return () => {
      active = false;
      window.removeEventListener('online', start);
      stop?.();
    };
  }, []);
  const { pathname } = useLocation();
  const user = useCurrentUser();
  const uiContent = useUiContent(user?.id ?? null);
  useFollowAccountWishlist(user?.id ?? null, uiContent?.features.wishlist);
  return (
    <Box minH="100vh">
      <SkipNavLink className="sh-skip-link">Skip to content</SkipNavLink>
      <Navigation onLogout={signOut} />
      <UpdatePrompt />
      <SiteBanners banners={uiContent?.banners ?? []} />
      <WhatsNew releases={uiContent?.releases ?? []} />
      <SkipNavContent />
      <Box as="main">
        <ScreenFailure pathname={pathname}>
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
            <PageShown />
          </Suspense>
        </ScreenFailure>
      </Box>
    </Box>
  );
}
