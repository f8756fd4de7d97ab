import { Box, Flex } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { SelectField, type SelectFieldProps } from '../../components/select-field';

/** A back-office search landmark: its fields sit on one line and wrap on a narrow screen. */
export function FilterBar({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Flex gap="3" wrap="wrap" align="end" role="search" aria-label={label}>
      {children}
    </Flex>
  );
}

interface FilterSelectProps extends Omit<SelectFieldProps, 'onChange'> {
  value: string;
  onChange(value: string): void;
  w?: '40' | '44';
}

/** One select of a filter bar, at a fixed width. */
export function FilterSelect({ onChange, w = '40', ...select }: FilterSelectProps) {
  return (
    <Box w={w}>
      <SelectField {...select} onChange={(e) => onChange(e.target.value)} />
    </Box>
  );
}

/** Filters accounts by who they are: stagers, realtors or all. */
export function UserTypeSelect({ value, onChange }: { value: string; onChange(value: string): void }) {
  return (
    <FilterSelect
      label="User type"
      value={value}
      onChange={onChange}
      options={[
        { value: 'all', label: 'All' },
        { value: 'stager', label: 'Stagers' },
        { value: 'realtor', label: 'Realtors' },
      ]}
    />
  );
}
