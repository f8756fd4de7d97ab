/** What a toast says: a title, a line under it, and whether it tells of a failure. */
export interface Notice {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
}
