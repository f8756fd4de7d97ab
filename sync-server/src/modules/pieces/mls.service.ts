import { mlsNumberSchema, type PropertyLookup, propertyLookupSchema } from '@stagehouse/shared/piece.schema';
import { HttpError, notFound } from '../../http/errors';

/**
 * Property details for an MLS number from the provider configured in MLS_PROVIDER_URL
 * (GET {url}/{mlsNumber} answering the property lookup shape). Without a provider, 404.
 */
export async function lookupMls(providerUrl: string | null, mlsNumber: unknown): Promise<PropertyLookup> {
  const number = mlsNumberSchema.parse(mlsNumber);
  if (!providerUrl) throw notFound('MLS lookup is not configured');
  const response = await fetch(`${providerUrl.replace(/\/$/, '')}/${encodeURIComponent(number)}`, {
    signal: AbortSignal.timeout(8000),
  }).catch(() => null);
  if (response?.status === 404) throw notFound('No property has this MLS number');
  if (!response?.ok) throw new HttpError(502, 'The MLS provider did not answer');
  return propertyLookupSchema.parse(await response.json());
}
