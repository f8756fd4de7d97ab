import { Container, Stack } from '@chakra-ui/react';
import { PageHeading } from '../../components/page-heading';
import { BankSection } from './bank-section';
import { BusinessSection } from './business-section';
import { PaymentsSection, PlanSection } from './plan-section';
import { ProfileSection } from './profile-section';
import { useCurrentUser } from '../../lib/auth-store';
import { useLocation, useSearchParams } from 'react-router-dom';
import { ConfirmEmailSection } from './confirm-email-section';

/** A lister's profile, plan, payouts and business; a buyer has a profile alone. Opened from an email confirmation link (/confirm-email), it starts with that link's card. */
export function AccountSettingsPage() {
  const buyer = useCurrentUser()?.userType === 'buyer';
  const token = useSearchParams()[0].get('token');
  const confirming = useLocation().pathname === '/confirm-email' && token;
  return (
    <Container maxW="5xl" py="6">
      <PageHeading
        title="Account Settings"
        subtitle={buyer ? 'Your name and email.' : 'Your profile, plan, payouts and business profile.'}
      />
      <Stack gap="6">
        {confirming && <ConfirmEmailSection token={token} />}
        <ProfileSection />
        {!buyer && (
          <>
            <PlanSection />
            <BankSection />
            <PaymentsSection />
            <BusinessSection />
          </>
        )}
      </Stack>
    </Container>
  );
}
