import { describe, expect, it } from 'vitest';
import { endpointAddresses } from './endpoint-addresses';
import { addressesOf } from './endpoint-addresses-source';
import { endpointParts } from './endpoints';

describe('endpointAddresses', () => {
  it('is made from the endpoint table as it is now (npm run api:addresses)', () => {
    expect(endpointAddresses).toEqual(addressesOf(endpointParts));
  });
});
