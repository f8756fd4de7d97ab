import { Badge, Box, Button, Collapsible, Container, Flex, HStack, IconButton, Link, Stack } from '@chakra-ui/react';
import { Menu, X } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { NavLink, useLocation, useNavigate } from 'react-router-dom';
import { useAuthStore } from '../lib/auth-store';
import { useWaitingRequests } from '../lib/incoming-requests';
import { outboxMayBeWaiting } from '../lib/outbox-flag';
import { useBrowserValue } from '../lib/use-browser-value';

// IndexedDB loads with it, so it comes only for signed-in users or when writes wait.
const SyncStatus = lazy(() => import('./sync-status').then((m) => ({ default: m.SyncStatus })));

interface NavItem {
  label: string;
  to: string;
  /** A count shown beside the label (requests waiting for an answer). */
  count?: number;
}

const browsingItems: NavItem[] = [
  { label: 'Browse', to: '/map' },
  { label: 'Companies', to: '/browse-companies' },
  { label: 'Saved', to: '/saved-pieces' },
];

const signedOutItems: NavItem[] = [{ label: 'Home', to: '/' }, ...browsingItems, { label: 'Login', to: '/login' }];

const signedInItems = (waiting: number): NavItem[] => [
  { label: 'Sales', to: '/sales' },
  { label: 'Requests', to: '/requests', count: waiting },
  { label: 'List Furniture', to: '/list-furniture' },
  { label: 'Pending', to: '/pending' },
  { label: 'Network', to: '/network' },
  { label: 'Account Settings', to: '/account-settings' },
  ...browsingItems,
];

export interface NavigationProps {
  onLogout(): Promise<void>;
}

const NavItems = ({ items, onChoose }: { items: NavItem[]; onChoose(): void }) => (
  <>
    {items.map((item) => (
      <Link key={item.to} asChild px="3" py="2" rounded="md" fontWeight="medium" color="gray.800" _hover={{ textDecoration: 'none' }}
        css={{ '&[aria-current=page]': { bg: 'teal.700', color: 'white' }, '&:not([aria-current=page]):hover': { bg: 'teal.50' } }}>
        <NavLink to={item.to} end={item.to === '/'} onClick={onChoose} aria-label={item.count ? `${item.label}, ${item.count} waiting` : undefined}>
          {item.label}
          {item.count ? (
            <Badge ms="1.5" colorPalette="orange" variant="solid" rounded="full" data-testid="waiting-requests">
              {item.count}
            </Badge>
          ) : null}
        </NavLink>
      </Link>
    ))}
  </>
);

/** Sticky top navigation shared by every page; collapses behind a toggle on small screens. */
export const Navigation = ({ onLogout }: NavigationProps) => {
  const [open, setOpen] = useState(false);
  const user = useAuthStore((s) => s.user);
  const navigate = useNavigate();
  const waiting = useWaitingRequests(user !== null, useLocation().pathname);
  const writesWait = useBrowserValue(outboxMayBeWaiting, false);
  // The folded menu opens only once the app runs: a page drawn on the server leaves it out.
  const menuReady = useBrowserValue(() => true, false);
  const items = user ? [...signedInItems(waiting), ...(user.userType === 'admin' ? [{ label: 'Admin', to: '/admin' }] : [])] : signedOutItems;
  // The signed-in menu is long: it needs a wider screen before it fits on one line.
  const fullBarFrom = user ? 'xl' : 'lg';
  const close = () => setOpen(false);
  const logout = async () => {
    close();
    await onLogout();
    navigate('/');
  };
  const logoutButton = user && (
    <Button variant="outline" size="sm" colorPalette="teal" onClick={() => void logout()}>
      Logout
    </Button>
  );

  return (
    <Box as="header" position="sticky" top="0" zIndex="sticky" bg="white" borderBottomWidth="1px" shadow="xs">
      <Collapsible.Root open={open} onOpenChange={(e) => setOpen(e.open)}>
        <Container maxW="7xl" py="2">
          <Flex align="center" justify="space-between" gap="4">
            <Link asChild fontWeight="bold" fontSize="lg" color="teal.800" _hover={{ textDecoration: 'none' }}>
              <NavLink to="/" onClick={close}>
                Stagehouse
              </NavLink>
            </Link>
            <HStack as="nav" aria-label="Main" gap="0.5" fontSize="sm" whiteSpace="nowrap" hideBelow={fullBarFrom}>
              <NavItems items={items} onChoose={close} />
              {logoutButton}
            </HStack>
            {(user || writesWait) && (
              <Suspense fallback={null}>
                <Box ms="auto">
                  <SyncStatus />
                </Box>
              </Suspense>
            )}
            <Collapsible.Trigger asChild>
              <IconButton aria-label={open ? 'Close menu' : 'Open menu'} variant="ghost" hideFrom={fullBarFrom}>
                {open ? <X /> : <Menu />}
              </IconButton>
            </Collapsible.Trigger>
          </Flex>
          {menuReady && (
            <Collapsible.Content>
              <Stack as="nav" aria-label="Main menu" gap="1" pt="2" hideFrom={fullBarFrom}>
                <NavItems items={items} onChoose={close} />
                {logoutButton}
              </Stack>
            </Collapsible.Content>
          )}
        </Container>
      </Collapsible.Root>
    </Box>
  );
};
