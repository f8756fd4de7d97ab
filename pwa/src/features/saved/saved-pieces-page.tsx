import { Container } from '@chakra-ui/react';
import { PageHeading } from '../../components/page-heading';

export const SavedPiecesPage = () => (
  <Container maxW="7xl" py="8">
    <PageHeading title="Saved Pieces" subtitle="The pieces you have saved." />
  </Container>
);
