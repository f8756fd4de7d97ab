import { Field, Input } from '@chakra-ui/react';
import type { ComponentProps } from 'react';

export interface SearchFieldProps {
  value: string;
  onChange(value: string): void;
  placeholder?: string;
  w?: ComponentProps<typeof Field.Root>['w'];
}

/** The labelled "Search" box of a filter bar. */
export const SearchField = ({ value, onChange, placeholder, w = { base: 'full', md: '64' } }: SearchFieldProps) => (
  <Field.Root w={w}>
    <Field.Label>Search</Field.Label>
    <Input bg="white" type="search" value={value} onChange={(e) => onChange(e.target.value)} placeholder={placeholder} />
  </Field.Root>
);
