import { Container, Stack } from '@chakra-ui/react';
import { PageHeading } from '../../components/page-heading';
import { BankSection } from './bank-section';
import { BusinessSection } from './business-section';
import { PaymentsSection, PlanSection } from './plan-section';
import { ProfileSection } from './profile-section';

export const AccountSettingsPage = () => (
  <Container maxW="5xl" py="6">
    <PageHeading title="Account Settings" subtitle="Your profile, plan, payouts and business profile." />
    <Stack gap="6">
      <ProfileSection />
      <PlanSection />
      <BankSection />
      <PaymentsSection />
      <BusinessSection />
    </Stack>
  </Container>
);
