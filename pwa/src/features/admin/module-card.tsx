import { Card, LinkBox, LinkOverlay, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

/** A hub's card for one module: the whole card links to it; `children` adds its figure. */
export const ModuleCard = ({ to, title, text, children }: { to: string; title: string; text: string; children?: ReactNode }) => (
  <LinkBox as="article">
    <Card.Root bg="white" h="full" _hover={{ borderColor: 'teal.600' }}>
      <Card.Body gap="1">
        <LinkOverlay asChild className="sh-link-target">
          <RouterLink to={to}>
            <Text fontWeight="semibold">{title}</Text>
          </RouterLink>
        </LinkOverlay>
        <Text fontSize="sm" color="gray.700">
          {text}
        </Text>
        {children}
      </Card.Body>
    </Card.Root>
  </LinkBox>
);
