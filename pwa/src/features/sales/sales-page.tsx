import { Container } from '@chakra-ui/react';
import { PageHeading } from '../../components/page-heading';

export const SalesPage = () => (
  <Container maxW="7xl" py="8">
    <PageHeading title="Sales Dashboard" subtitle="Your sales this month." />
  </Container>
);
