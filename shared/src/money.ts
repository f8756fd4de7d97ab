const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

/** US dollars, en-US, no decimals: 1234.5 -> "$1,235". */
export const formatUsd = (amount: number): string => usd.format(amount);
