import { Badge, Button, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { notices } from '@stagehouse/shared/messages';
import { type PaymentSettings, type PaymentSettingsInput, paymentSettingsFormSchema } from '@stagehouse/shared/payment.schema';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { FormField } from '../../components/form-field';
import { PageSpinner } from '../../components/page-spinner';
import { registerField } from '../../components/register-field';
import { SectionCard } from '../../components/section-card';
import { SelectField } from '../../components/select-field';
import { notify } from '../../components/ui/notify';
import { call, messageOf } from '../../lib/api';
import { accountKeys, paymentQuery } from './account-api';

const badgeColor: Record<PaymentSettings['status'], string> = { 'Not Set Up': 'gray', 'Pending Verification': 'yellow', Verified: 'green' };
const empty: PaymentSettingsInput = {
  bankAccountType: '' as never,
  routingNumber: '',
  accountNumber: '',
  accountHolderName: '',
  bankName: '',
};

export function BankSection() {
  const settings = useQuery(paymentQuery);
  const queryClient = useQueryClient();
  const form = useForm<PaymentSettingsInput>({ resolver: zodResolver(paymentSettingsFormSchema), defaultValues: empty });
  const saved = (data: PaymentSettings) => queryClient.setQueryData(accountKeys.payment, data);

  const save = useMutation({
    mutationFn: (values: PaymentSettingsInput) => call('savePaymentSettings', { body: values }),
    onSuccess: (data) => {
      saved(data);
      form.reset(empty);
      notify({ title: notices.bankUpdated, description: `Bank account ${data.accountNumberMasked ?? ''} saved.` });
    },
    onError: (error) => notify({ title: notices.bankUpdateFailed, description: messageOf(error), variant: 'destructive' }),
  });
  const verify = useMutation({
    mutationFn: () => call('verifyBankAccount'),
    onSuccess: (data) => {
      saved(data);
      notify({ title: notices.bankVerificationStarted, description: 'Verification takes 1-2 business days.' });
    },
    onError: (error) => notify({ title: notices.bankVerificationFailed, description: messageOf(error), variant: 'destructive' }),
  });

  return (
    <SectionCard
      title="Bank Account Information"
      action={
        settings.data && (
          <Badge colorPalette={badgeColor[settings.data.status]} data-testid="bank-status">
            {settings.data.status}
          </Badge>
        )
      }
    >
      {settings.isPending ? (
        <PageSpinner label="Loading bank details" />
      ) : (
        <Stack gap="5">
          {settings.data?.accountNumberMasked && (
            <HStack justify="space-between" flexWrap="wrap" gap="3">
              <Text data-testid="bank-summary">
                {settings.data.bankName} · {settings.data.bankAccountType} account {settings.data.accountNumberMasked} ·{' '}
                {settings.data.accountHolderName}
              </Text>
              {settings.data.status !== 'Verified' && (
                <Button size="sm" variant="outline" loading={verify.isPending} onClick={() => verify.mutate()}>
                  Verify Account
                </Button>
              )}
            </HStack>
          )}
          <form onSubmit={(e) => void form.handleSubmit((values) => save.mutate(values))(e)} noValidate aria-label="Bank account">
            <Stack gap="4">
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                <SelectField
                  label="Account type"
                  placeholder="Select account type"
                  options={[
                    { value: 'checking', label: 'Checking' },
                    { value: 'savings', label: 'Savings' },
                  ]}
                  {...registerField(form, 'bankAccountType')}
                />
                <FormField label="Bank name" {...registerField(form, 'bankName')} />
                <FormField label="Routing number" inputMode="numeric" maxLength={9} {...registerField(form, 'routingNumber')} />
                <FormField label="Account number" inputMode="numeric" autoComplete="off" {...registerField(form, 'accountNumber')} />
                <FormField label="Account holder name" autoComplete="name" {...registerField(form, 'accountHolderName')} />
              </SimpleGrid>
              <HStack>
                <Button type="submit" colorPalette="teal" loading={save.isPending}>
                  Save Bank Account
                </Button>
              </HStack>
            </Stack>
          </form>
        </Stack>
      )}
    </SectionCard>
  );
}
