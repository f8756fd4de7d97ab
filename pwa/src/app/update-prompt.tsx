import { Box, Button, HStack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import type { Workbox } from 'workbox-window';

/** Registers the service worker (its helper loads after the page, not with it) and offers a reload when a new version is waiting. */
export function UpdatePrompt() {
  const [waiting, setWaiting] = useState<Workbox | null>(null);

  useEffect(() => {
    if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
    let active = true;
    void import('workbox-window').then(({ Workbox }) => {
      if (!active) return;
      const wb = new Workbox('/sw.js', { scope: '/' });
      wb.addEventListener('waiting', () => setWaiting(wb));
      wb.addEventListener('controlling', (event) => {
        if (event.isUpdate) window.location.reload();
      });
      void wb.register();
    });
    return () => {
      active = false;
    };
  }, []);

  if (!waiting) return null;
  return (
    <Box
      role="alert"
      position="fixed"
      bottom="4"
      left="4"
      zIndex="toast"
      bg="gray.900"
      color="white"
      px="4"
      py="3"
      rounded="md"
      shadow="lg"
    >
      <HStack gap="4">
        <Text>A new version of Stagehouse is ready.</Text>
        <Button size="sm" colorPalette="teal" onClick={() => waiting.messageSkipWaiting()}>
          Reload
        </Button>
      </HStack>
    </Box>
  );
}
