import { Container } from '@chakra-ui/react';
import { PageHeading } from '../../components/page-heading';

export const NetworkPage = () => (
  <Container maxW="7xl" py="8">
    <PageHeading title="Network and Contacts" subtitle="Your professional network." />
  </Container>
);
