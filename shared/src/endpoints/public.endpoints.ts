import { z } from 'zod';
import { apiRoutes } from '../api-paths';
import { companiesQuerySchema, companyLocationsSchema, companySchema, companySummarySchema } from '../company.schema';
import type { Endpoint } from '../endpoint';
import { healthSchema } from '../error.schema';
import { mapViewQuerySchema, mapViewSchema } from '../map-view.schema';
import { pieceSearchAnswerSchema, pieceSearchQuerySchema } from '../piece-search.schema';
import { pieceViewSchema } from '../piece-view.schema';
import { openHouseSchema, propertiesQuerySchema, propertyWithFurnitureSchema } from '../property.schema';
import { uiContentSchema } from '../ui-content.schema';

/** An OpenAPI 3.1 document: what a reader relies on, the rest as it is. */
export const openApiDocumentSchema = z.looseObject({
  openapi: z.literal('3.1.0'),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.record(z.string(), z.looseObject({ operationId: z.string(), summary: z.string() }))),
});

/** What anyone reads: health, this reference, the texts every screen shows, and what buyers browse. */
export const publicEndpoints = {
  health: {
    method: 'GET',
    path: apiRoutes.health,
    summary: 'Whether the database answers a read and takes a write (503 when it does not)',
    access: 'public',
    answer: healthSchema,
  },
  openApi: {
    method: 'GET',
    path: apiRoutes.openApi,
    summary: 'This reference as an OpenAPI 3.1 document',
    access: 'public',
    answer: openApiDocumentSchema,
  },
  docs: {
    method: 'GET',
    path: apiRoutes.docs,
    summary: 'This reference as a page to read',
    access: 'public',
    answer: z.string(),
    sends: 'html',
  },
  docsFile: {
    method: 'GET',
    path: apiRoutes.docsFile,
    summary: "A script or style of the reference's page",
    access: 'public',
    answer: z.string(),
    sends: 'file',
  },
  uiContent: {
    method: 'GET',
    path: apiRoutes.uiContent,
    summary: 'The banners, releases, feature switches, categories and tags every screen reads',
    access: 'public',
    answer: uiContentSchema,
  },
  propertiesWithFurniture: {
    method: 'GET',
    path: apiRoutes.propertiesWithFurniture,
    summary: 'The map: every property with pieces a buyer can see, filtered by city, zip or bounding box',
    access: 'public',
    query: propertiesQuerySchema,
    answer: z.array(propertyWithFurnitureSchema),
  },
  mapView: {
    method: 'GET',
    path: apiRoutes.mapView,
    summary:
      'The map: how many open houses its filters find, the clusters and pins of its view (150 markers at most) and the houses nearest a place',
    access: 'public',
    query: mapViewQuerySchema,
    answer: mapViewSchema,
  },
  openHouse: {
    method: 'GET',
    path: apiRoutes.openHouse,
    summary: 'An open house with the pieces staged in it',
    access: 'public',
    answer: openHouseSchema,
  },
  pieceView: {
    method: 'GET',
    path: apiRoutes.piece,
    summary: 'A piece with its open house and whether it is on hold',
    access: 'public',
    answer: pieceViewSchema,
  },
  searchPieces: {
    method: 'GET',
    path: apiRoutes.pieces,
    summary: 'Every available piece of every open house still to come, by keywords, facets and sort, a page at a time',
    access: 'public',
    query: pieceSearchQuerySchema,
    answer: pieceSearchAnswerSchema,
  },
  companies: {
    method: 'GET',
    path: apiRoutes.companies,
    summary: 'The public companies, searched, filtered and sorted',
    access: 'public',
    query: companiesQuerySchema,
    answer: z.array(companySummarySchema),
  },
  companyLocations: {
    method: 'GET',
    path: apiRoutes.companyLocations,
    summary: 'The locations ("City, ST") that have a public company',
    access: 'public',
    answer: companyLocationsSchema,
  },
  company: {
    method: 'GET',
    path: apiRoutes.company,
    summary: 'A company with its pieces and reviews',
    access: 'public',
    answer: companySchema,
  },
} as const satisfies Record<string, Endpoint>;
