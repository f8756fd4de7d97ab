import { Button, Container, Heading, Spinner, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink, Navigate, Outlet, useLocation } from 'react-router-dom';
import { buyerHome, homeOf, useAuthStore, useCurrentUser } from '../lib/auth-store';
import { useBrowserValue } from '../lib/hydration';

/** While the page has no user and has not heard from the server yet: a session cookie alone may still sign the visitor in. */
function CheckingSession() {
  return (
    <Container maxW="xl" py="16" textAlign="center">
      <Spinner size="lg" color="teal.600" />
      <Text mt="3" role="status">
        Checking your session…
      </Text>
    </Container>
  );
}

/** Signed-out visitors of a signed-in route go to /login, which brings them back here once they have signed in. */
export function RequireSignedIn({ children }: { children: ReactNode }) {
  const user = useCurrentUser();
  const checked = useAuthStore((s) => s.sessionChecked);
  const location = useLocation();
  if (!user && !checked) return <CheckingSession />;
  if (!user) return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  return children;
}

/** Lister screens, within the signed-in ones: a buyer goes to their requests instead (the server refuses a buyer the lister calls too). */
export const ListersOnly = () => (useCurrentUser()?.userType === 'buyer' ? <Navigate to={buyerHome} replace /> : <Outlet />);

/** Whether the user was signed in when each visit of /login began, by the router's location of that visit. */
const signedInOnArrival = new WeakMap<object, boolean>();

/**
 * /login sends a user who arrives signed in to their home (the back office for an admin); a sign-in on the page itself moves on by its own
 * choice. Arrival is per visit (the router's location), so a page drawn again within the visit (after the session
 * check of a server-rendered page) keeps its answer. Hydration shows the form first, as the server drew it.
 */
export function RedirectSignedIn({ children }: { children: ReactNode }) {
  const visit = useLocation();
  if (!signedInOnArrival.has(visit)) signedInOnArrival.set(visit, useAuthStore.getState().user !== null);
  const redirect = useBrowserValue(() => signedInOnArrival.get(visit) === true, false);
  if (redirect) return <Navigate to={homeOf(useAuthStore.getState().user)} replace />;
  return children;
}

/** The back office is for admins only; the server refuses its calls to anyone else as well. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const user = useCurrentUser();
  const checked = useAuthStore((s) => s.sessionChecked);
  const location = useLocation();
  if (!user && !checked) return <CheckingSession />;
  if (!user) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  if (user.userType !== 'admin') {
    return (
      <Container maxW="xl" py="16" textAlign="center">
        <title>Access denied | Stagehouse</title>
        <Heading as="h1" size="2xl" mb="3">
          Access denied
        </Heading>
        <Text mb="6">The admin area is only for Stagehouse administrators.</Text>
        <Button asChild colorPalette="teal">
          <RouterLink to="/">Go to Home</RouterLink>
        </Button>
      </Container>
    );
  }
  return children;
}
