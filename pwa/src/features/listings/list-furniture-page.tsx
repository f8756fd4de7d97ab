import { Container } from '@chakra-ui/react';
import { PageHeading } from '../../components/page-heading';

export const ListFurniturePage = () => (
  <Container maxW="7xl" py="8">
    <PageHeading title="List New Furniture" subtitle="List a staged piece for buyers to discover." />
  </Container>
);
