import { Menu, X } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { NavLink, useLocation, useNavigate } from 'react-router-dom';
import { useAuthStore } from '../lib/auth-store';
import { useWaitingRequests } from '../lib/incoming-requests';
import { outboxMayBeWaiting } from '../lib/outbox-flag';
import { useBrowserValue } from '../lib/hydration';

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
      <NavLink
        key={item.to}
        className="sh-nav-link"
        to={item.to}
        end={item.to === '/'}
        onClick={onChoose}
        aria-label={item.count ? `${item.label}, ${item.count} waiting` : undefined}
      >
        {item.label}
        {item.count ? (
          <span className="sh-nav-count" data-testid="waiting-requests">
            {item.count}
          </span>
        ) : null}
      </NavLink>
    ))}
  </>
);

/**
 * Sticky top navigation shared by every page; below the width where all its items fit, a toggle
 * opens them as a menu. Plain elements styled once by class (navigation.css): it is drawn on every page.
 */
export function Navigation({ onLogout }: NavigationProps) {
  const [open, setOpen] = useState(false);
  const user = useAuthStore((s) => s.user);
  const navigate = useNavigate();
  const waiting = useWaitingRequests(user !== null, useLocation().pathname);
  const writesWait = useBrowserValue(outboxMayBeWaiting, false);
  const items = user
    ? [...signedInItems(waiting), ...(user.userType === 'admin' ? [{ label: 'Admin', to: '/admin' }] : [])]
    : signedOutItems;
  const close = () => setOpen(false);
  const logout = async () => {
    close();
    await onLogout();
    navigate('/');
  };
  const logoutButton = user && (
    <button type="button" className="sh-button sh-button-outline" onClick={() => void logout()}>
      Logout
    </button>
  );

  return (
    // The signed-in menu is long: it needs a wider screen before it fits on one line.
    <header className="sh-header" data-full-bar={user ? 'xl' : 'lg'}>
      <div className="sh-header-inner">
        <div className="sh-header-row">
          <NavLink className="sh-brand" to="/" onClick={close}>
            Stagehouse
          </NavLink>
          <nav className="sh-nav-bar" aria-label="Main">
            <NavItems items={items} onChoose={close} />
            {logoutButton}
          </nav>
          {(user || writesWait) && (
            <Suspense fallback={null}>
              <div className="sh-nav-sync">
                <SyncStatus />
              </div>
            </Suspense>
          )}
          <button
            type="button"
            className="sh-nav-toggle"
            aria-label={open ? 'Close menu' : 'Open menu'}
            aria-expanded={open}
            aria-controls="main-menu"
            onClick={() => setOpen(!open)}
          >
            {open ? <X aria-hidden /> : <Menu aria-hidden />}
          </button>
        </div>
        {open && (
          <nav id="main-menu" className="sh-nav-menu" aria-label="Main menu">
            <NavItems items={items} onChoose={close} />
            {logoutButton}
          </nav>
        )}
      </div>
    </header>
  );
}
