import { Container } from '@chakra-ui/react';
import { PageHeading } from '../../components/page-heading';

export const PendingPage = () => (
  <Container maxW="7xl" py="8">
    <PageHeading title="Pending Listings" subtitle="Your pending listings and drafts, newest first." />
  </Container>
);
