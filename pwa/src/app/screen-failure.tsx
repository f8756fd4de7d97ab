import { Button, Container, Heading, Text } from '@chakra-ui/react';
import { errorTexts } from '@stagehouse/shared/messages';
import { Component, type ReactNode, useEffect } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useOnline } from '../lib/use-online';
import { PageShown } from './page-shown';

/**
 * Opened offline, a screen whose code the device does not keep: said plainly, and the page is loaded
 * again once the connection is back (the browser keeps a module's failed fetch until then).
 */
function OfflineScreen() {
  const online = useOnline();
  useEffect(() => {
    if (online) window.location.reload();
  }, [online]);
  return (
    <Container maxW="xl" py="16" textAlign="center">
      <title>You are offline | Stagehouse</title>
      <Heading as="h1" size="2xl" mb="3">
        You are offline
      </Heading>
      <Text mb="6">
        This page is not saved on this device yet. Your saved pieces, drafts, listings and the open houses you have browsed still work
        offline. It opens by itself once the connection returns.
      </Text>
      <Button asChild colorPalette="teal">
        <RouterLink to="/saved-pieces">Go to Saved Pieces</RouterLink>
      </Button>
    </Container>
  );
}

function BrokenScreen() {
  return (
    <Container maxW="xl" py="16" textAlign="center">
      <title>Something went wrong | Stagehouse</title>
      <Heading as="h1" size="2xl" mb="3">
        Something went wrong
      </Heading>
      <Text mb="6">{errorTexts.fallback}</Text>
      <Button colorPalette="teal" onClick={() => window.location.reload()}>
        Reload
      </Button>
    </Container>
  );
}

interface Props {
  /** Where the app is: a failed screen is drawn afresh once the user goes elsewhere. */
  pathname: string;
  children: ReactNode;
}

interface State {
  failed: boolean;
  pathname: string;
}

/**
 * What a screen that failed to draw shows instead of a blank page: most often its code could not be
 * fetched because the device is offline. Going to another path draws afresh; the screens keep their
 * state from one path to the next otherwise (the back office's menu, say).
 */
export class ScreenFailure extends Component<Props, State> {
  override state: State = { failed: false, pathname: this.props.pathname };

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.pathname === state.pathname ? null : { failed: false, pathname: props.pathname };
  }

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <>
        {navigator.onLine ? <BrokenScreen /> : <OfflineScreen />}
        <PageShown />
      </>
    );
  }
}
