import { apiPaths } from '@stagehouse/shared/api-paths';
import { adminNotices } from '@stagehouse/shared/messages';
import { SelectField } from '../../components/select-field';
import { useAdminAction } from './use-admin-action';

const planOptions = [
  { value: 'base', label: 'Base' },
  { value: 'plus', label: 'Plus' },
];

/** Changes one account's plan; a table shares one for all its rows, so every row waits while a change is sent. */
export function usePlanChange() {
  return useAdminAction<{ userId: number; planType: string }>(
    apiPaths.admin.updatePlan,
    { title: adminNotices.planUpdated, description: (b) => `Plan changed to ${b.planType}.` },
    { title: adminNotices.updateFailed, fallback: 'Failed to update plan' },
  );
}

/** The plan of one account in a table row: choosing another sends it at once. */
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
    <SelectField
      hideLabel
      label={`Plan of ${email}`}
      value={plan}
      disabled={change.isPending}
      options={planOptions}
      onChange={(e) => change.mutate({ userId, planType: e.target.value })}
    />
  );
}
