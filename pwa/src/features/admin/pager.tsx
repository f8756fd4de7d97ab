import { Button, Flex, HStack, Text } from '@chakra-ui/react';
import { rangeOf } from '@stagehouse/shared/count-text';
import type { PageInfo } from '@stagehouse/shared/page.schema';
import { useEffect } from 'react';

/** Names what a list holds: one and many. */
export type Noun = readonly [singular: string, plural: string];

/**
 * Which rows of how many a page of a list shows ("26–50 of 240 listings"), said again to screen
 * readers when it changes, with Previous and Next. The buttons stay focusable at either end, so
 * the keyboard stays where it was; a page left past the end (its last rows deleted) moves back to
 * the last one.
 */
export function Pager({ info, noun, onPage }: { info: PageInfo; noun: Noun; onPage(page: number): void }) {
  const last = Math.max(1, Math.ceil(info.total / info.pageSize));
  useEffect(() => {
    if (info.page > last) onPage(last);
  }, [info.page, last, onPage]);
  const step = (page: number, allowed: boolean) => (allowed ? () => onPage(page) : undefined);
  return (
    <Flex as="nav" aria-label={`Pages of ${noun[1]}`} justify="space-between" align="center" wrap="wrap" gap="2">
      <Text aria-live="polite" fontSize="sm" color="gray.700" data-testid="page-range">
        {rangeOf(info, ...noun)}
      </Text>
      <HStack gap="2">
        <Button size="sm" variant="outline" aria-disabled={info.page <= 1} onClick={step(info.page - 1, info.page > 1)}>
          Previous
        </Button>
        <Text fontSize="sm" color="gray.700">
          Page {Math.min(info.page, last)} of {last}
        </Text>
        <Button size="sm" variant="outline" aria-disabled={info.page >= last} onClick={step(info.page + 1, info.page < last)}>
          Next
        </Button>
      </HStack>
    </Flex>
  );
}
