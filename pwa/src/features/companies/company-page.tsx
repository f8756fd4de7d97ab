import { Container } from '@chakra-ui/react';
import { PageHeading } from '../../components/page-heading';

export const CompanyPage = () => (
  <Container maxW="7xl" py="8">
    <PageHeading title="Company Profile" subtitle="Listings, reviews and contact details." />
  </Container>
);
