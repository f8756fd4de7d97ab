import { Alert, Box, Button, Container } from '@chakra-ui/react';
import type { Release } from '@stagehouse/shared/admin.schema';
import { useState } from 'react';
import { useBrowserValue } from '../lib/hydration';

const seenKey = 'stagehouse-seen-release';

const readSeen = () => localStorage.getItem(seenKey);

/** The newest live release, until the user says they have seen it (remembered on this device; a first visit has seen none). */
export function WhatsNew({ releases }: { releases: Release[] }) {
  const seenBefore = useBrowserValue(readSeen, null);
  const [dismissed, setSeen] = useState<string | null>(null);
  const seen = dismissed ?? seenBefore;
  const newest = [...releases].sort((a, b) => b.releaseDate.localeCompare(a.releaseDate))[0];
  if (!newest || seen === String(newest.id)) return null;
  const dismiss = () => {
    localStorage.setItem(seenKey, String(newest.id));
    setSeen(String(newest.id));
  };
  return (
    <Container maxW="7xl" pt="3">
      <Alert.Root status="success" variant="surface" data-testid="whats-new" aria-label="What's new">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>
            What&apos;s new in {newest.version}: {newest.title}
          </Alert.Title>
          <Alert.Description>
            {newest.description}
            {newest.features.length > 0 && (
              <Box as="ul" ps="5" mt="1" listStyleType="disc">
                {newest.features.map((f) => (
                  <li key={f}>{f}</li>
                ))}
              </Box>
            )}
          </Alert.Description>
        </Alert.Content>
        <Button size="xs" variant="outline" alignSelf="start" onClick={dismiss}>
          Got it
        </Button>
      </Alert.Root>
    </Container>
  );
}
