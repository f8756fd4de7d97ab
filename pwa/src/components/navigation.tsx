import { Menu, X } from 'lucide-react';
import { Suspense, useEffect, useRef, useState } from 'react';
import { lazyComponent } from '../lib/lazy-component';
import { NavLink, useLocation, useNavigate } from 'react-router-dom';
import { useAuthStore } from '../lib/auth-store';
import { useWaitingRequests } from '../lib/incoming-requests';
import { outboxMayBeWaiting } from '../lib/outbox-flag';
import { useBrowserValue } from '../lib/hydration';

// IndexedDB loads with it, so it comes only for signed-in users or when writes wait.
const SyncStatus = lazyComponent(() => import('./sync-status').then((m) => m.SyncStatus));

interface NavItem {
  label: string;
  to: string;
  /** A count shown beside the label (requests waiting for an answer). */
  count?: number;
}

const browsingItems: NavItem[] = [
  { label: 'Shop', to: '/shop' },
  { label: 'Browse', to: '/map' },
  { label: 'Companies', to: '/browse-companies' },
  { label: 'Saved', to: '/saved-pieces' },
  { label: 'My requests', to: '/my-requests' },
];

const signedOutItems: NavItem[] = [{ label: 'Home', to: '/' }, ...browsingItems, { label: 'Login', to: '/login' }];

const accountItem: NavItem = { label: 'Account Settings', to: '/account-settings' };

/** A buyer's menu: shopping, their requests and their account; no lister screens. */
const buyerItems: NavItem[] = [...browsingItems.filter((item) => item.to !== '/browse-companies'), accountItem];

const signedInItems = (waiting: number): NavItem[] => [
  { label: 'Sales', to: '/sales' },
  { label: 'Requests', to: '/requests', count: waiting },
  { label: 'List Furniture', to: '/list-furniture' },
  { label: 'Pending', to: '/pending' },
  { label: 'Network', to: '/network' },
  accountItem,
  ...browsingItems,
];

export interface NavigationProps {
  onLogout(): Promise<void>;
}

const NavItems = ({ items, onFollow }: { items: NavItem[]; onFollow?: () => void }) => (
  <>
    {items.map((item) => (
      <NavLink
        key={item.to}
        className="sh-nav-link"
        to={item.to}
        onClick={onFollow}
        end={item.to === '/'}
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

const pathOf = ({ pathname, search, hash }: { pathname: string; search: string; hash: string }) => pathname + search + hash;

/** Where the browser is: during a page change that waits for its code, ahead of the page drawn. */
const browserPath = () => pathOf(window.location);

/**
 * The phone menu belongs to the page it was opened on, so any navigation closes it (a link, back or
 * forward); so do Escape, which gives the focus back to the toggle, and a tap outside the menu.
 * It remembers the browser's address at the tap, not the page drawn: a menu opened while a new
 * page's code loads stays open once that page shows.
 */
function useMenu(path: string) {
  const [openOn, setOpenOn] = useState<string | null>(null);
  const [seenPath, setSeenPath] = useState(path);
  if (seenPath !== path) {
    setSeenPath(path);
    if (openOn !== path) setOpenOn(null);
  }
  const open = openOn !== null;
  const menu = useRef<HTMLElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenOn(null);
      toggle.current?.focus();
    };
    const onClick = (event: MouseEvent) => {
      const target = event.target as Node;
      if (!menu.current?.contains(target) && !toggle.current?.contains(target)) setOpenOn(null);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('click', onClick, true);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('click', onClick, true);
    };
  }, [open]);
  return { open, menu, toggle, flip: () => setOpenOn(open ? null : browserPath()), close: () => setOpenOn(null) };
}

/**
 * Sticky top navigation shared by every page; below the width where all its items fit, a toggle
 * opens them as a menu. Plain elements styled once by class (navigation.css): it is drawn on every page.
 */
export function Navigation({ onLogout }: NavigationProps) {
  const location = useLocation();
  const { open, menu, toggle, flip, close } = useMenu(pathOf(location));
  const user = useAuthStore((s) => s.user);
  const navigate = useNavigate();
  const lister = user !== null && user.userType !== 'buyer';
  const waiting = useWaitingRequests(lister, location.pathname);
  const writesWait = useBrowserValue(outboxMayBeWaiting, false);
  const items = !user
    ? signedOutItems
    : lister
      ? [...signedInItems(waiting), ...(user.userType === 'admin' ? [{ label: 'Admin', to: '/admin' }] : [])]
      : buyerItems;
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
          <NavLink className="sh-brand" to="/">
            Stagehouse
          </NavLink>
          <nav className="sh-nav-bar" aria-label="Main">
            <NavItems items={items} />
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
            ref={toggle}
            type="button"
            className="sh-nav-toggle"
            aria-label={open ? 'Close menu' : waiting ? `Open menu, ${waiting} requests waiting` : 'Open menu'}
            aria-expanded={open}
            aria-controls="main-menu"
            onClick={flip}
          >
            {open ? <X aria-hidden /> : <Menu aria-hidden />}
            {/* The closed menu's count of waiting requests, on its button, where a phone sees it. */}
            {!open && waiting > 0 && (
              <span className="sh-nav-count sh-nav-toggle-count" aria-hidden>
                {waiting}
              </span>
            )}
          </button>
        </div>
        {open && (
          <nav ref={menu} id="main-menu" className="sh-nav-menu" aria-label="Main menu">
            <NavItems items={items} onFollow={close} />
            {logoutButton}
          </nav>
        )}
      </div>
    </header>
  );
}
