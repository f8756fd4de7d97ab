import { type Endpoint, endpoints } from '@stagehouse/shared/endpoints';
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

const media = { json: 'application/json', html: 'text/html', file: 'application/octet-stream' } as const;

function operation(name: string, endpoint: Endpoint) {
  const sends = endpoint.sends ?? 'json';
  return {
    operationId: name,
    summary: endpoint.summary,
    security: endpoint.access === 'anyone' ? [] : [{ session: [] }],
    parameters: [...pathParameters(endpoint.path), ...queryParameters(endpoint.query)],
    responses: {
      '200': {
        description: 'Success',
        content: { [media[sends]]: { schema: sends === 'json' ? jsonSchemaOf(endpoint.answer, 'output') : { type: 'string' } } },
      },
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
