import { Container } from '@chakra-ui/react';
import { PageHeading } from '../../components/page-heading';

export const AccountSettingsPage = () => (
  <Container maxW="7xl" py="8">
    <PageHeading title="Account Settings" subtitle="Your profile, plan, payouts and business profile." />
  </Container>
);
