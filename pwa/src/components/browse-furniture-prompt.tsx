import { Button, Heading, Stack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

/** An empty list's heading, with the way to the map to find furniture. */
export function BrowseFurniturePrompt({ heading }: { heading: string }) {
  return (
    <Stack align="center" py="12" gap="4" textAlign="center">
      <Heading as="h2" size="lg">
        {heading}
      </Heading>
      <Button asChild colorPalette="teal">
        <RouterLink to="/map">Browse Furniture</RouterLink>
      </Button>
    </Stack>
  );
}
