/** An address as it is compared: case, spacing and a closing full stop do not make another house. */
export const addressKey = (address: string): string =>
  address
    .toLowerCase()
    .replace(/\s*,\s*/g, ',')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/\.$/, '');
