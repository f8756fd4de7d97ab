import type { Endpoint } from '@stagehouse/shared/endpoint';
import { endpoints } from '@stagehouse/shared/endpoints';
import { errorBodySchema } from '@stagehouse/shared/error.schema';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;

/** A schema as JSON Schema (2020-12, OpenAPI 3.1's own): what a client sends (`input`) or receives (`output`). */
const jsonSchemaOf = (schema: z.ZodType, io: 'input' | 'output'): JsonSchema => {
  const json: JsonSchema = z.toJSONSchema(schema, { io, unrepresentable: 'any' });
  delete json.$schema;
  return json;
};

const pathParameters = (path: string) =>
  [...path.matchAll(/:(\w+)/g)].map(([, name]) => ({ name, in: 'path', required: true, schema: { type: 'string' } }));

function queryParameters(query: z.ZodType | undefined) {
  if (!query) return [];
  const schema = jsonSchemaOf(query, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] };
  return Object.entries(schema.properties ?? {}).map(([name, property]) => ({
    name,
    in: 'query',
    required: schema.required?.includes(name) ?? false,
    schema: property,
  }));
}

const headerText = {
  'Idempotency-Key': 'A key made once per write: a repeat with the same key and body gets the first answer, and changes nothing',
  'If-Match': 'The version the change is based on ("<version>"); a newer one on the server answers 412',
  'X-Request-Token': "A signed-out buyer's token for their request, given when it was made",
} as const;

const headerParameters = (endpoint: Endpoint) =>
  (endpoint.headers ?? []).map((name) => ({
    name,
    in: 'header',
    required: false,
    description: headerText[name],
    schema: { type: 'string' },
  }));

const media = { json: 'application/json', html: 'text/html', file: 'application/octet-stream', events: 'text/event-stream' } as const;

/** Who may call it, in words, as the reference shows it beside the summary. */
const accessText = {
  public: 'Anyone may call it.',
  signedIn: 'A signed-in user may call it.',
  lister: 'A signed-in stager or realtor, and admins, may call it; a buyer may not.',
  owner: 'The user the path names, or who owns what it names, and admins may call it.',
  uploader: 'Only the user the upload address was made for may call it.',
  admin: 'Admins may call it.',
} as const;

function success(endpoint: Endpoint) {
  if (!endpoint.answer) return { '204': { description: 'Done; no content' } };
  const sends = endpoint.sends ?? 'json';
  const content = { [media[sends]]: { schema: sends === 'json' ? jsonSchemaOf(endpoint.answer, 'output') : { type: 'string' } } };
  const described = { 200: 'Success', 201: 'Created' } as const;
  return Object.fromEntries((endpoint.statuses ?? [200]).map((status) => [String(status), { description: described[status], content }]));
}

const fileContent = { type: 'string', contentMediaType: 'application/octet-stream' };

function requestBody(endpoint: Endpoint) {
  if (endpoint.takes === 'form-file')
    return {
      required: true,
      content: { 'multipart/form-data': { schema: { type: 'object', properties: { file: fileContent }, required: ['file'] } } },
    };
  if (endpoint.takes === 'bytes') return { required: true, content: { 'image/*': { schema: fileContent } } };
  return endpoint.body && { required: true, content: { 'application/json': { schema: jsonSchemaOf(endpoint.body, 'input') } } };
}

function operation(name: string, endpoint: Endpoint) {
  return {
    operationId: name,
    summary: endpoint.summary,
    description: accessText[endpoint.access],
    security: endpoint.access === 'public' ? [] : [{ session: [] }],
    parameters: [...pathParameters(endpoint.path), ...queryParameters(endpoint.query), ...headerParameters(endpoint)],
    requestBody: requestBody(endpoint),
    responses: {
      ...success(endpoint),
      default: {
        description: 'A refusal or a failure, and why',
        content: { 'application/json': { schema: jsonSchemaOf(errorBodySchema, 'output') } },
      },
    },
  };
}

/** The OpenAPI 3.1 document of every endpoint in the table; a signed-in call carries the cookie `sessionCookie`. */
export function openApiDocument(version: string, sessionCookie: string) {
  const paths: Record<string, Record<string, ReturnType<typeof operation>>> = {};
  for (const [name, endpoint] of Object.entries(endpoints) as [string, Endpoint][]) {
    const path = endpoint.path.replace(/:(\w+)/g, '{$1}');
    (paths[path] ??= {})[endpoint.method.toLowerCase()] = operation(name, endpoint);
  }
  return {
    openapi: '3.1.0' as const,
    info: { title: 'Stagehouse API', version, description: 'The API of Stagehouse, the marketplace for staged furniture.' },
    components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: sessionCookie } } },
    paths,
  };
}
