import { Container } from '@chakra-ui/react';
import { PageHeading } from '../../components/page-heading';

export const BrowseCompaniesPage = () => (
  <Container maxW="7xl" py="8">
    <PageHeading title="Browse Companies" subtitle="Stagers and realtors on Stagehouse." />
  </Container>
);
