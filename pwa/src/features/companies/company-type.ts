/** A company's type as buyers read it. */
export const typeLabel = (type: string) => (type === 'stager' ? 'Stager' : 'Realtor');
