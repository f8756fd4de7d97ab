import type { Endpoint } from './endpoint';
import type { EndpointPart } from './endpoints';

/** Where each endpoint is called: its method, its path, and the part of the table that holds its schemas. */
export const addressesOf = (parts: Record<EndpointPart, Record<string, Endpoint>>) =>
  Object.fromEntries(
    Object.entries(parts).flatMap(([part, endpoints]) =>
      Object.entries(endpoints).map(([name, endpoint]) => [name, [endpoint.method, endpoint.path, part]] as const),
    ),
  );

/** The source of `endpoint-addresses.ts`, before formatting. */
export const addressesSource = (parts: Record<EndpointPart, Record<string, Endpoint>>): string =>
  [
    '// Made from endpoints.ts by `npm run api:addresses`; endpoint-addresses.test.ts fails when it is out of date.',
    "// The app calls the API from these without loading the table's schemas.",
    `export const endpointAddresses = ${JSON.stringify(addressesOf(parts))} as const;`,
    '',
  ].join('\n');
