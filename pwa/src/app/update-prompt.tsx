import { Alert, Button, Container, HStack } from '@chakra-ui/react';
import { useEffect, useState } from 'react';

/** Set for the rest of the tab's session once the user puts off the version waiting. */
const laterKey = 'stagehouse-update-later';

/**
 * Registers the service worker (its helper loads after the page, not with it) and, when a new version
 * is waiting, offers it below the header, in the page's flow: Reload moves to it and reloads, Later
 * puts it off. Nothing reloads unless the user asks; forms keep what was typed through the reload.
 */
export function UpdatePrompt() {
  const [reload, setReload] = useState<(() => void) | null>(null);

  useEffect(() => {
    if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
    let active = true;
    void import('workbox-window').then(({ Workbox }) => {
      if (!active) return;
      const wb = new Workbox('/sw.js', { scope: '/' });
      let registration: ServiceWorkerRegistration | undefined;
      let asked = false;
      const moveToNewVersion = () => {
        asked = true;
        // Another tab may have moved to it already: this one only has to reload.
        if (registration?.waiting) wb.messageSkipWaiting();
        else window.location.reload();
      };
      wb.addEventListener('waiting', (event) => {
        // The version put off earlier in this tab stays put off; one that arrives later is offered.
        if (event.wasWaitingBeforeRegister && sessionStorage.getItem(laterKey)) return;
        sessionStorage.removeItem(laterKey);
        setReload(() => moveToNewVersion);
      });
      wb.addEventListener('controlling', () => {
        if (asked) window.location.reload();
      });
      void wb.register().then((registered) => (registration = registered));
    });
    return () => {
      active = false;
    };
  }, []);

  if (!reload) return null;
  const later = () => {
    sessionStorage.setItem(laterKey, 'yes');
    setReload(null);
  };
  return (
    <Container maxW="7xl" pt="3">
      <Alert.Root status="info" role="status" flexWrap="wrap" alignItems="center" data-testid="update-prompt">
        <Alert.Indicator />
        <Alert.Content flex="1" minW="48">
          <Alert.Title>A new version of Stagehouse is ready.</Alert.Title>
        </Alert.Content>
        <HStack gap="2">
          <Button minH="11" colorPalette="teal" onClick={reload}>
            Reload
          </Button>
          <Button minH="11" variant="outline" bg="white" onClick={later}>
            Later
          </Button>
        </HStack>
      </Alert.Root>
    </Container>
  );
}
