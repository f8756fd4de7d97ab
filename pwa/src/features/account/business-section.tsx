import { Button, HStack, SimpleGrid, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { type BusinessProfile, type BusinessProfileInput, businessProfileSchema } from '@stagehouse/shared/account.schema';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router-dom';
import { FormField } from '../../components/form-field';
import { PageSpinner } from '../../components/page-spinner';
import { registerField } from '../../components/register-field';
import { SectionCard } from '../../components/section-card';
import { notify } from '../../components/ui/notify';
import { call, messageOf } from '../../lib/api';
import { useCurrentUser } from '../../lib/auth-store';
import { sharedKeys } from '../../lib/query-keys';
import { accountKeys, businessQuery } from './account-api';

/** The business profile is what the company page shows to buyers. */
export function BusinessSection() {
  const companyId = useCurrentUser()?.companyId;
  const profile = useQuery(businessQuery);
  const queryClient = useQueryClient();
  const form = useForm<BusinessProfileInput, unknown, BusinessProfile>({
    resolver: zodResolver(businessProfileSchema),
    values: profile.data,
  });
  const save = useMutation({
    mutationFn: (values: BusinessProfile) => call('saveBusinessProfile', { body: values }),
    onSuccess: (data) => {
      queryClient.setQueryData(accountKeys.business, data);
      void queryClient.invalidateQueries({ queryKey: sharedKeys.company });
      notify({ title: 'Business Profile Saved', description: `${data.businessName} is up to date on your company page.` });
    },
    onError: (error) => notify({ title: 'Update Failed', description: messageOf(error), variant: 'destructive' }),
  });
  return (
    <SectionCard title="Business Profile">
      {profile.isPending ? (
        <PageSpinner label="Loading business profile" />
      ) : (
        <form onSubmit={(e) => void form.handleSubmit((values) => save.mutate(values))(e)} noValidate aria-label="Business profile">
          <Stack gap="4">
            <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
              <FormField label="Business name" {...registerField(form, 'businessName')} />
              <FormField label="Website" type="url" placeholder="https://" {...registerField(form, 'connectedSite')} />
              <FormField label="Team members" type="number" min={1} {...registerField(form, 'numberOfUsers')} />
            </SimpleGrid>
            <HStack gap="4" flexWrap="wrap">
              <Button type="submit" colorPalette="teal" loading={save.isPending}>
                Save Business Profile
              </Button>
              {companyId != null && (
                <RouterLink className="sh-link-target" to={`/company/${companyId}`}>
                  View your company page
                </RouterLink>
              )}
            </HStack>
          </Stack>
        </form>
      )}
    </SectionCard>
  );
}
