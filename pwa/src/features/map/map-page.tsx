import { Container } from '@chakra-ui/react';
import { PageHeading } from '../../components/page-heading';

export const MapPage = () => (
  <Container maxW="7xl" py="8">
    <PageHeading title="Browse Furniture" subtitle="Open houses with staged furniture near you." />
  </Container>
);
