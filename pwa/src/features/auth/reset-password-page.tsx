import { Button, Container, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { resetPasswordSchema } from '@stagehouse/shared/auth.schema';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import type { z } from 'zod';
import { FormField } from '../../components/form-field';
import { PageHeading } from '../../components/page-heading';
import { registerField } from '../../components/register-field';
import { notify } from '../../components/ui/notify';
import { call, messageOf } from '../../lib/api';

type ResetInput = z.input<typeof resetPasswordSchema>;

/** Opened from the emailed link: chooses a new password with its single-use token. */
export function ResetPasswordPage() {
  const token = useSearchParams()[0].get('token') ?? '';
  const navigate = useNavigate();
  const form = useForm<ResetInput>({ resolver: zodResolver(resetPasswordSchema), values: { token, password: '' } });
  const { isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      await call('resetPassword', { body: values });
      notify({ title: 'Password Reset', description: 'Sign in with your new password.' });
      navigate('/login');
    } catch (error) {
      notify({ title: 'Reset Failed', description: messageOf(error), variant: 'destructive' });
    }
  });
  return (
    <Container maxW="md" py="8">
      <PageHeading title="Choose a new password" />
      {token ? (
        <form onSubmit={(e) => void submit(e)} noValidate aria-label="New password">
          <Stack gap="4">
            <FormField label="New password" type="password" autoComplete="new-password" {...registerField(form, 'password')} />
            <Button type="submit" colorPalette="teal" loading={isSubmitting}>
              Set New Password
            </Button>
          </Stack>
        </form>
      ) : (
        <Text>
          This link is incomplete. <RouterLink to="/login">Ask for a new one from the sign-in page.</RouterLink>
        </Text>
      )}
    </Container>
  );
}
