import { Field, Input, Stack, Text } from '@chakra-ui/react';
import { countOf } from '@stagehouse/shared/count-text';
import type { PageInfo } from '@stagehouse/shared/page.schema';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { SelectField } from '../../components/select-field';
import { useDebounced } from '../../lib/use-debounced';
import { pageQuery, type PagedList } from './admin-api';
import type { Noun } from './pager';

interface Choice {
  value: string;
  label: string;
}

const choicesPerSearch = 50;
const searchPauseMs = 300;

interface SearchSelectProps<Answer extends PageInfo, Row> {
  list: PagedList<Answer, Row>;
  choiceOf(row: Row): Choice;
  noun: Noun;
  label: string;
  searchLabel: string;
  searchPlaceholder: string;
  placeholder: string;
  value: string;
  onChange(value: string): void;
  error?: string;
}

/**
 * A choice among more records than one select can offer: the search box asks the server for those
 * that match, the select offers the first of them, and a line says how many match. What was chosen
 * stays offered whatever is searched next.
 */
export function SearchSelect<Answer extends PageInfo, Row>({
  list,
  choiceOf,
  noun,
  label,
  searchLabel,
  searchPlaceholder,
  placeholder,
  value,
  onChange,
  error,
}: SearchSelectProps<Answer, Row>) {
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<Choice | null>(null);
  const wanted = useDebounced(search.trim(), searchPauseMs);
  const found = useQuery(pageQuery(list, { ...(wanted && { search: wanted }), pageSize: String(choicesPerSearch) }));
  const choices = found.data ? list.rowsOf(found.data).map(choiceOf) : [];
  const options = chosen && chosen.value === value && !choices.some((c) => c.value === value) ? [chosen, ...choices] : choices;
  const total = found.data?.total ?? 0;
  const hint = found.isError
    ? `Could not load the ${noun[1]}`
    : !found.data
      ? `Loading ${noun[1]}…`
      : total > choices.length
        ? `The first ${choices.length} of ${countOf(total, ...noun)}: search to narrow them`
        : wanted && total === 0
          ? `No ${noun[1]} match`
          : countOf(total, ...noun);
  return (
    <Stack gap="1">
      <Field.Root>
        <Field.Label>{searchLabel}</Field.Label>
        <Input bg="white" type="search" value={search} onChange={(e) => setSearch(e.target.value)} placeholder={searchPlaceholder} />
      </Field.Root>
      <SelectField
        label={label}
        placeholder={placeholder}
        options={options}
        value={value}
        error={error}
        onChange={(e) => {
          setChosen(options.find((o) => o.value === e.target.value) ?? null);
          onChange(e.target.value);
        }}
      />
      <Text fontSize="xs" color="gray.700" aria-live="polite">
        {hint}
      </Text>
    </Stack>
  );
}
