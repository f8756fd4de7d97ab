/**
 * The API's endpoints, each declared once: method, path, who may call it, its query and its answer as
 * zod schemas. The server registers these routes from here, checks every answer against its schema
 * in its tests, and serves the OpenAPI document made from them. Paths come from `apiRoutes`, which
 * the app also reads without loading zod.
 */
import { z } from 'zod';
import { apiRoutes } from './api-paths';
import { companiesQuerySchema, companyLocationsSchema, companySchema, companySummarySchema } from './company.schema';
import { healthSchema } from './error.schema';
import { pieceViewSchema } from './piece-view.schema';
import { openHouseSchema, propertiesQuerySchema, propertyWithFurnitureSchema } from './property.schema';
import { uiContentSchema } from './ui-content.schema';

export interface Endpoint {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The route pattern (`:name` is a parameter). */
  path: string;
  /** One line for the reference. */
  summary: string;
  /** Who may call it: anyone (signed in or not), or only a signed-in user. */
  access: 'anyone' | 'signed-in';
  query?: z.ZodType;
  /** The answer of a success: JSON of this schema, unless `sends` says it is a page or a file. */
  answer: z.ZodType;
  sends?: 'json' | 'html' | 'file';
}

/** An OpenAPI 3.1 document: what a reader relies on, the rest as it is. */
export const openApiDocumentSchema = z.looseObject({
  openapi: z.literal('3.1.0'),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.record(z.string(), z.looseObject({ operationId: z.string(), summary: z.string() }))),
});

export const endpoints = {
  health: {
    method: 'GET',
    path: apiRoutes.health,
    summary: 'Whether the database answers a read and takes a write (503 when it does not)',
    access: 'anyone',
    answer: healthSchema,
  },
  openApi: {
    method: 'GET',
    path: apiRoutes.openApi,
    summary: 'This reference as an OpenAPI 3.1 document',
    access: 'anyone',
    answer: openApiDocumentSchema,
  },
  docs: {
    method: 'GET',
    path: apiRoutes.docs,
    summary: 'This reference as a page to read',
    access: 'anyone',
    answer: z.string(),
    sends: 'html',
  },
  docsFile: {
    method: 'GET',
    path: apiRoutes.docsFile,
    summary: "A script or style of the reference's page",
    access: 'anyone',
    answer: z.string(),
    sends: 'file',
  },
  uiContent: {
    method: 'GET',
    path: apiRoutes.uiContent,
    summary: 'The banners, releases, feature switches, categories and tags every screen reads',
    access: 'anyone',
    answer: uiContentSchema,
  },
  propertiesWithFurniture: {
    method: 'GET',
    path: apiRoutes.propertiesWithFurniture,
    summary: 'The map: every property with pieces a buyer can see, filtered by city, zip or bounding box',
    access: 'anyone',
    query: propertiesQuerySchema,
    answer: z.array(propertyWithFurnitureSchema),
  },
  openHouse: {
    method: 'GET',
    path: apiRoutes.openHouse,
    summary: 'An open house with the pieces staged in it',
    access: 'anyone',
    answer: openHouseSchema,
  },
  piece: {
    method: 'GET',
    path: apiRoutes.piece,
    summary: 'A piece with its open house and whether it is on hold',
    access: 'anyone',
    answer: pieceViewSchema,
  },
  companies: {
    method: 'GET',
    path: apiRoutes.companies,
    summary: 'The public companies, searched, filtered and sorted',
    access: 'anyone',
    query: companiesQuerySchema,
    answer: z.array(companySummarySchema),
  },
  companyLocations: {
    method: 'GET',
    path: apiRoutes.companyLocations,
    summary: 'The locations ("City, ST") that have a public company',
    access: 'anyone',
    answer: companyLocationsSchema,
  },
  company: {
    method: 'GET',
    path: apiRoutes.company,
    summary: 'A company with its pieces and reviews',
    access: 'anyone',
    answer: companySchema,
  },
} as const satisfies Record<string, Endpoint>;

export type EndpointName = keyof typeof endpoints;

/** What an endpoint answers on success. */
export type AnswerOf<Name extends EndpointName> = z.output<(typeof endpoints)[Name]['answer']>;
