import { Checkbox, CheckboxGroup, Fieldset, Wrap } from '@chakra-ui/react';
import { offeredTags } from '@stagehouse/shared/category-options';
import { optionLabel } from '@stagehouse/shared/option-label';
import { tagGroups } from '@stagehouse/shared/options';
import { useCurrentUser } from '../../lib/auth-store';
import { useUiContent } from '../../lib/ui-content';

interface TagPickerProps {
  value: number[];
  onChange: (tagIds: number[]) => void;
  /** Tags the piece has, shown even when the back office has switched them off since. */
  kept?: number[];
  error?: string;
}

/** The back office's active tags, by group, to describe a piece with. */
export const TagPicker = ({ value, onChange, kept = [], error }: TagPickerProps) => {
  const user = useCurrentUser();
  const tags = offeredTags(useUiContent(user?.id ?? null)?.tags ?? [], kept);
  if (tags.length === 0) return null;
  return (
    <Fieldset.Root invalid={error !== undefined}>
      <Fieldset.Legend>Tags</Fieldset.Legend>
      <CheckboxGroup value={value.map(String)} onValueChange={(ids) => onChange(ids.map(Number))}>
        {tagGroups.map((group) => {
          const inGroup = tags.filter((t) => t.group === group);
          return (
            inGroup.length > 0 && (
              <Fieldset.Root key={group} gap="1">
                <Fieldset.Legend fontSize="sm" color="gray.700">
                  {optionLabel(group)}
                </Fieldset.Legend>
                <Wrap gap="3">
                  {inGroup.map((tag) => (
                    <Checkbox.Root key={tag.id} value={String(tag.id)} size="sm" colorPalette="teal">
                      <Checkbox.HiddenInput />
                      <Checkbox.Control />
                      <Checkbox.Label>{tag.name}</Checkbox.Label>
                    </Checkbox.Root>
                  ))}
                </Wrap>
              </Fieldset.Root>
            )
          );
        })}
      </CheckboxGroup>
      {error && <Fieldset.ErrorText>{error}</Fieldset.ErrorText>}
    </Fieldset.Root>
  );
};
