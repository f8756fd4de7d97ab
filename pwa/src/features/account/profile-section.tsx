import { Button, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { type ProfileUpdateInput, profileUpdateSchema } from '@stagehouse/shared/account.schema';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { FormField } from '../../components/form-field';
import { registerField } from '../../components/register-field';
import { SectionCard } from '../../components/section-card';
import { notify } from '../../components/ui/notify';
import { call, messageOf } from '../../lib/api';
import { useAuthStore, useCurrentUser } from '../../lib/auth-store';

/** A buyer's email, confirmed or with a way to send the link again. */
function EmailConfirmation() {
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);
  if (useCurrentUser()?.emailConfirmed) return <Text color="gray.700">Email confirmed</Text>;
  const send = async () => {
    setBusy(true);
    try {
      await call('confirmationLink');
      setSent(true);
    } catch (error) {
      notify({ title: 'Link Not Sent', description: messageOf(error), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };
  return sent ? (
    <Text role="status">A new link is on its way. Open it to confirm your email.</Text>
  ) : (
    <HStack gap="3" flexWrap="wrap">
      <Text color="gray.700">Email not confirmed: requests you made signed out join your account once it is.</Text>
      <Button size="sm" variant="outline" loading={busy} onClick={() => void send()}>
        Send link again
      </Button>
    </HStack>
  );
}

export function ProfileSection() {
  const user = useCurrentUser()!;
  const buyer = user.userType === 'buyer';
  const [editing, setEditing] = useState(false);
  const defaults: ProfileUpdateInput = {
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    company: user.company ?? '',
    currentPassword: '',
  };
  const form = useForm<ProfileUpdateInput>({ resolver: zodResolver(profileUpdateSchema), values: defaults });
  const { isSubmitting } = form.formState;
  const emailChanged = useWatch({ control: form.control, name: 'email' }) !== user.email;

  const save = form.handleSubmit(async (values) => {
    try {
      const answer = await call('updateProfile', { body: values });
      useAuthStore.getState().signIn(answer.user);
      notify({ title: 'Profile Updated', description: 'Your profile has been saved.' });
      setEditing(false);
    } catch (error) {
      notify({ title: 'Update Failed', description: messageOf(error), variant: 'destructive' });
    }
  });

  return (
    <SectionCard
      title="Profile"
      action={
        <Button size="sm" variant="outline" onClick={() => (editing ? (form.reset(defaults), setEditing(false)) : setEditing(true))}>
          {editing ? 'Cancel' : 'Edit'}
        </Button>
      }
    >
      {editing ? (
        <form onSubmit={(e) => void save(e)} noValidate aria-label="Edit profile">
          <Stack gap="4">
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <FormField label="First name" autoComplete="given-name" {...registerField(form, 'firstName')} />
              <FormField label="Last name" autoComplete="family-name" {...registerField(form, 'lastName')} />
              <FormField label="Email" type="email" autoComplete="email" {...registerField(form, 'email')} />
              {!buyer && <FormField label="Company" autoComplete="organization" {...registerField(form, 'company')} />}
            </SimpleGrid>
            {emailChanged && (
              <FormField
                label="Current password (needed to change your email)"
                type="password"
                autoComplete="current-password"
                {...form.register('currentPassword')}
              />
            )}
            <HStack>
              <Button type="submit" colorPalette="teal" loading={isSubmitting}>
                Save Profile
              </Button>
            </HStack>
          </Stack>
        </form>
      ) : (
        <Stack gap="1">
          <Text fontWeight="semibold">
            {user.firstName} {user.lastName}
          </Text>
          <Text>{user.email}</Text>
          {!buyer && <Text color="gray.700">{user.company || 'No company'}</Text>}
          <Text color="gray.700" textTransform="capitalize">
            {user.userType}
            {user.isVerified ? ' · verified' : ''}
          </Text>
          {buyer && <EmailConfirmation />}
        </Stack>
      )}
    </SectionCard>
  );
}
