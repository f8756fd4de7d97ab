/** A count with its noun in the right number: "1 listing", "2 listings", "1,200 listings". */
export function countOf(count: number, singular: string, plural = `${singular}s`): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? singular : plural}`;
}
