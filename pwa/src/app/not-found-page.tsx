import { Button, Container, Heading, Text } from '@chakra-ui/react';
import { notices } from '@stagehouse/shared/messages';
import { Link as RouterLink } from 'react-router-dom';

export const NotFoundPage = () => (
  <Container maxW="xl" py="16" textAlign="center">
    <title>Page not found | Stagehouse</title>
    <Heading as="h1" size="2xl" mb="3">
      {notices.pageNotFound}
    </Heading>
    <Text mb="6">The page you asked for does not exist or has moved.</Text>
    <Button asChild colorPalette="teal">
      <RouterLink to="/">Go to Home</RouterLink>
    </Button>
  </Container>
);
