import { Button, SimpleGrid, Stack } from '@chakra-ui/react';
import type { FormEvent, ReactNode } from 'react';
import { SectionCard } from '../../components/section-card';

interface CreateFormCardProps {
  /** Names both the card and its form. */
  title: string;
  submitLabel: string;
  pending: boolean;
  onSubmit(event: FormEvent<HTMLFormElement>): Promise<void>;
  /** `inline` puts the fields and the button on one row from the md breakpoint up. */
  layout?: 'stacked' | 'inline';
  children: ReactNode;
}

/** A card with the form that creates one back-office record; the browser's own validation is off, the schema's messages show. */
export function CreateFormCard({ title, submitLabel, pending, onSubmit, layout = 'stacked', children }: CreateFormCardProps) {
  const submit = (
    <Button type="submit" colorPalette="teal" alignSelf={layout === 'stacked' ? 'start' : undefined} loading={pending}>
      {submitLabel}
    </Button>
  );
  return (
    <SectionCard title={title}>
      <form onSubmit={(e) => void onSubmit(e)} noValidate aria-label={title}>
        {layout === 'stacked' ? (
          <Stack gap="3">
            {children}
            {submit}
          </Stack>
        ) : (
          <SimpleGrid columns={{ base: 1, md: 4 }} gap="3" alignItems="end">
            {children}
            {submit}
          </SimpleGrid>
        )}
      </form>
    </SectionCard>
  );
}
