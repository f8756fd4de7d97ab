import { Container } from '@chakra-ui/react';
import { PageHeading } from '../../components/page-heading';

export const LoginPage = () => (
  <Container maxW="7xl" py="8">
    <PageHeading title="Login" subtitle="Sign in, or register as a stager or realtor." />
  </Container>
);
