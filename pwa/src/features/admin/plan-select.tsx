import { Box } from '@chakra-ui/react';
import { adminNotices } from '@stagehouse/shared/messages';
import { planNames, plans } from '@stagehouse/shared/options';
import { optionsOf, SelectField } from '../../components/select-field';
import { useAdminAction } from './use-admin-action';
import { call } from '../../lib/api';

/** Changes one account's plan; a table shares one for all its rows, so every row waits while a change is sent. */
export function usePlanChange() {
  return useAdminAction(
    (body: { userId: number; planType: (typeof plans)[number] }) => call('updatePlan', { body }),
    { title: adminNotices.planUpdated, description: (b) => `Plan changed to ${planNames[b.planType]}.` },
    { title: adminNotices.updateFailed, fallback: 'Failed to update plan' },
  );
}

/** The plan of one account in a table row: choosing another sends it at once; a narrow column never cuts its name. */
export function PlanSelect({
  userId,
  email,
  plan,
  change,
}: {
  userId: number;
  email: string;
  plan: string;
  change: ReturnType<typeof usePlanChange>;
}) {
  return (
    <Box minW="7rem">
      <SelectField
        hideLabel
        label={`Plan of ${email}`}
        value={plan}
        disabled={change.isPending}
        options={optionsOf(plans, planNames)}
        onChange={(e) => change.mutate({ userId, planType: e.target.value as (typeof plans)[number] })}
      />
    </Box>
  );
}
