const weights = [3, 7, 1, 3, 7, 1, 3, 7, 1] as const;

/** ABA routing number checksum: 3, 7, 1 weights over the nine digits sum to a multiple of 10. */
export function isValidRoutingNumber(value: string): boolean {
  if (!/^\d{9}$/.test(value)) return false;
  const sum = weights.reduce((total, weight, i) => total + weight * Number(value[i]), 0);
  return sum % 10 === 0;
}
