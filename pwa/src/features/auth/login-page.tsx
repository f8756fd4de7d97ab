import { Box, Button, Card, Collapsible, Container, Field, Stack, Table, Text } from '@chakra-ui/react';
import type { LoginInput, RegisterInput } from '@stagehouse/shared/auth.schema';
import { demoAccounts } from '@stagehouse/shared/demo-accounts';
import { invitedRegistrationOf } from '@stagehouse/shared/invitation';
import { notices } from '@stagehouse/shared/messages';
import type { UserAnswer } from '@stagehouse/shared/user.schema';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { FormField } from '../../components/form-field';
import { PageHeading } from '../../components/page-heading';
import { registerField } from '../../components/register-field';
import { notify } from '../../components/ui/notify';
import { call, messageOf } from '../../lib/api';
import { homeOf, useAuthStore } from '../../lib/auth-store';
import { forgetUserData } from '../../lib/user-data';
import { lazySchemaResolver } from '../../lib/lazy-schema-resolver';
import { useUiContent } from '../../lib/ui-content';
import { returnPathOf } from './return-path';

/** What a new buyer is told, beside the spec's notice for a new lister. */
const buyerWelcome = 'We emailed you a link to confirm your email: open it to bring the requests you made signed out to your account.';

type Mode = 'none' | 'login' | RegisterInput['userType'];

const schemas = () => import('@stagehouse/shared/auth.schema');
const forgotResolver = lazySchemaResolver<{ email: string }>(() => schemas().then((m) => m.forgotPasswordSchema));
const loginResolver = lazySchemaResolver<LoginInput>(() => schemas().then((m) => m.loginSchema));
const registerResolver = lazySchemaResolver<RegisterInput>(() => schemas().then((m) => m.registerSchema));

/**
 * Clears what an earlier session left on this device first (the next screen's first pull must not be
 * cleared after it lands), then moves on and stores the user in one batch, so /login's own redirect
 * for signed-in users does not win.
 */
async function afterSignIn(answer: UserAnswer, goTo: () => void) {
  await forgetUserData().catch(() => undefined);
  goTo();
  useAuthStore.getState().signIn(answer.user);
}

/** Signs in or registers with `send`, then goes where the visitor was headed (else an admin to the back office, anyone else to `fallback`); a notice tells how it went. */
function useSignIn<Input>(
  send: (values: Input) => Promise<UserAnswer>,
  fallback: string,
  texts: { success: string; successText: string; failed: string },
) {
  const navigate = useNavigate();
  const returnTo = returnPathOf(useLocation().state);
  return async function signIn(values: Input) {
    try {
      const answer = await send(values);
      await afterSignIn(answer, () => navigate(returnTo ?? homeOf(answer.user, fallback)));
      notify({ title: texts.success, description: texts.successText });
    } catch (error) {
      notify({ title: texts.failed, description: messageOf(error), variant: 'destructive' });
    }
  };
}

function ForgotPassword() {
  const [sent, setSent] = useState<string | null>(null);
  const form = useForm<{ email: string }>({ resolver: forgotResolver, defaultValues: { email: '' } });
  const submit = form.handleSubmit(async (values) => {
    try {
      setSent((await call('forgotPassword', { body: values })).message);
    } catch (error) {
      notify({ title: 'Reset Failed', description: messageOf(error), variant: 'destructive' });
    }
  });
  if (sent) return <Text role="status">{sent}</Text>;
  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label="Forgot password">
      <Stack gap="3">
        <FormField label="Email for the reset link" type="email" autoComplete="email" {...registerField(form, 'email')} />
        <Button type="submit" variant="outline" loading={form.formState.isSubmitting}>
          Send Reset Link
        </Button>
      </Stack>
    </form>
  );
}

function LoginForm({ demoSignIns }: { demoSignIns: readonly string[] }) {
  const offered = demoAccounts.filter((a) => demoSignIns.includes(a.email));
  const [forgot, setForgot] = useState(false);
  const form = useForm<LoginInput>({ resolver: loginResolver, defaultValues: { email: '', password: '' } });
  const { isSubmitting } = form.formState;
  const signIn = useSignIn((body: LoginInput) => call('login', { body }), '/sales', {
    success: notices.loginSuccess,
    successText: notices.loginSuccessText,
    failed: notices.loginFailed,
  });
  const submit = form.handleSubmit(signIn);
  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label="Sign in">
      <Stack gap="4">
        <FormField label="Email" type="email" autoComplete="email" {...registerField(form, 'email')} />
        <FormField label="Password" type="password" autoComplete="current-password" {...registerField(form, 'password')} />
        <Button type="submit" colorPalette="teal" loading={isSubmitting}>
          Sign In
        </Button>
        <Button variant="plain" size="sm" alignSelf="start" px="0" onClick={() => setForgot((f) => !f)}>
          Forgot password?
        </Button>
        {forgot && <ForgotPassword />}
        {offered.length > 0 && (
          <Box bg="teal.50" rounded="md" p="3" fontSize="sm">
            <Text fontWeight="semibold" mb="1">
              Demo accounts
            </Text>
            <Table.Root size="sm" variant="line" bg="transparent">
              <Table.Body>
                {offered.map((a) => (
                  <Table.Row key={a.email} bg="transparent">
                    <Table.Cell textTransform="capitalize">{a.role}</Table.Cell>
                    <Table.Cell>{a.email}</Table.Cell>
                    <Table.Cell>{a.password}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Box>
        )}
      </Stack>
    </form>
  );
}

function RegisterForm({ userType, email = '' }: { userType: RegisterInput['userType']; email?: string }) {
  const buyer = userType === 'buyer';
  const form = useForm<RegisterInput>({
    resolver: registerResolver,
    defaultValues: { firstName: '', lastName: '', email, password: '', userType, company: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const createAccount = useSignIn((body: RegisterInput) => call('register', { body }), '/network', {
    success: notices.registrationSuccess,
    successText: buyer ? buyerWelcome : notices.registrationSuccessText,
    failed: notices.registrationFailed,
  });
  const submit = form.handleSubmit(createAccount);
  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label={`Register as a ${userType}`}>
      <Stack gap="4">
        <FormField label="First name" autoComplete="given-name" {...registerField(form, 'firstName')} />
        <FormField label="Last name" autoComplete="family-name" {...registerField(form, 'lastName')} />
        <FormField label="Email" type="email" autoComplete="email" {...registerField(form, 'email')} />
        <FormField label="Password" type="password" autoComplete="new-password" {...registerField(form, 'password')} />
        {!buyer && <FormField label="Company (optional)" autoComplete="organization" {...registerField(form, 'company')} />}
        {errors.userType && (
          <Field.Root invalid>
            <Field.ErrorText>{errors.userType.message}</Field.ErrorText>
          </Field.Root>
        )}
        <Button type="submit" colorPalette="teal" loading={isSubmitting}>
          Create {userType} account
        </Button>
      </Stack>
    </form>
  );
}

const choices: { mode: Exclude<Mode, 'none'>; label: string; text: string }[] = [
  { mode: 'login', label: 'Sign in', text: 'Welcome back: sign in to your account.' },
  { mode: 'stager', label: 'Register as a stager', text: 'You stage homes and sell the furniture after the open house.' },
  { mode: 'realtor', label: 'Register as a realtor', text: 'You list homes and sell the staged pieces with them.' },
  {
    mode: 'buyer',
    label: 'Register as a buyer',
    text: 'You shop staged pieces: your requests to buy and saved pieces follow you to every device.',
  },
];

export function LoginPage() {
  // An invitation's link opens the registration it names, with the invited email filled in.
  const invited = invitedRegistrationOf(useSearchParams()[0]);
  const [mode, setMode] = useState<Mode>(invited?.userType ?? 'none');
  // A device may hold content saved before the server named its demo sign-ins.
  const demoSignIns = useUiContent(null)?.demoSignIns ?? [];
  return (
    <Container maxW="lg" py="8">
      <PageHeading title="Login" subtitle="Sign in, or join as a stager, a realtor or a buyer." />
      <Stack gap="4">
        {choices.map((choice) => {
          const open = mode === choice.mode;
          return (
            <Card.Root key={choice.mode} bg="white">
              <Collapsible.Root open={open} onOpenChange={(e) => setMode(e.open ? choice.mode : 'none')}>
                <Card.Header>
                  <Collapsible.Trigger asChild>
                    <Button variant={open ? 'solid' : 'outline'} colorPalette="teal" w="full" justifyContent="space-between">
                      {choice.label}
                    </Button>
                  </Collapsible.Trigger>
                  <Text fontSize="sm" color="gray.700" mt="2">
                    {choice.text}
                  </Text>
                </Card.Header>
                <Collapsible.Content>
                  <Card.Body>
                    {open &&
                      (choice.mode === 'login' ? (
                        <LoginForm demoSignIns={demoSignIns} />
                      ) : (
                        <RegisterForm userType={choice.mode} email={invited?.email} />
                      ))}
                  </Card.Body>
                </Collapsible.Content>
              </Collapsible.Root>
            </Card.Root>
          );
        })}
      </Stack>
    </Container>
  );
}
