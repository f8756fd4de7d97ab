import { Container } from '@chakra-ui/react';
import { PageHeading } from '../../components/page-heading';

export const OpenHousePage = () => (
  <Container maxW="7xl" py="8">
    <PageHeading title="Open House" subtitle="Staged pieces from this open house." />
  </Container>
);
