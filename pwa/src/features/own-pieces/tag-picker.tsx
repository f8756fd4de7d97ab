import { Box, Stack, Text, Wrap } from '@chakra-ui/react';
import { offeredTags } from '@stagehouse/shared/category-options';
import { optionLabel } from '@stagehouse/shared/option-label';
import { tagGroups } from '@stagehouse/shared/options';
import { Check } from 'lucide-react';
import { useId } from 'react';
import { useCurrentUser } from '../../lib/auth-store';
import { useUiContent } from '../../lib/ui-content';

interface TagPickerProps {
  value: number[];
  onChange: (tagIds: number[]) => void;
  /** Tags the piece has, shown even when the back office has switched them off since. */
  kept?: number[];
  error?: string;
}

/** The back office's active tags, by group, to describe a piece with (native checkboxes as chips: no recipe to download). */
export function TagPicker({ value, onChange, kept = [], error }: TagPickerProps) {
  const user = useCurrentUser();
  const errorId = useId();
  const tags = offeredTags(useUiContent(user?.id ?? null)?.tags ?? [], kept);
  if (tags.length === 0) return null;
  const toggle = (id: number) => onChange(value.includes(id) ? value.filter((v) => v !== id) : [...value, id]);
  return (
    <Box as="fieldset" aria-describedby={error ? errorId : undefined}>
      <Box as="legend" fontWeight="medium" fontSize="sm" mb="2">
        Tags
      </Box>
      <Stack gap="3">
        {tagGroups.map((group) => {
          const inGroup = tags.filter((t) => t.group === group);
          return (
            inGroup.length > 0 && (
              <Box as="fieldset" key={group}>
                <Box as="legend" fontSize="sm" color="gray.700" mb="1">
                  {optionLabel(group)}
                </Box>
                <Wrap gap="2">
                  {inGroup.map((tag) => {
                    const checked = value.includes(tag.id);
                    return (
                      <label key={tag.id} className="sh-chip">
                        <input type="checkbox" checked={checked} onChange={() => toggle(tag.id)} />
                        {checked && <Check size={14} aria-hidden />}
                        {tag.name}
                      </label>
                    );
                  })}
                </Wrap>
              </Box>
            )
          );
        })}
      </Stack>
      {error && (
        <Text id={errorId} color="fg.error" fontSize="sm" mt="1">
          {error}
        </Text>
      )}
    </Box>
  );
}
