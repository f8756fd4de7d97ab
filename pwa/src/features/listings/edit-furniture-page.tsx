import { Container } from '@chakra-ui/react';
import { PageHeading } from '../../components/page-heading';

export const EditFurniturePage = () => (
  <Container maxW="7xl" py="8">
    <PageHeading title="Edit Furniture" subtitle="Update a listing." />
  </Container>
);
