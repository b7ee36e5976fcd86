// The OpenAPI 3.1 description of the API, generated from the contract's zod schemas, so
// the document can never drift from what the server validates.
import { z } from 'zod';
import { fileResponse, fileUpload, INTEGRATION_KEY_HEADER, takesNothing, type AnyEndpoint } from '../../shared/contract/endpoint';

type JsonObject = Record<string, unknown>;

function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonObject {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonObject;
  return rest;
}

function parametersOf(schema: z.ZodType, where: 'path' | 'query'): JsonObject[] {
  const described = jsonSchema(schema, 'input') as { properties?: Record<string, JsonObject>; required?: string[] };
  return Object.entries(described.properties ?? {}).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || (described.required ?? []).includes(name),
    schema: property,
  }));
}

function securityOf(endpoint: AnyEndpoint): JsonObject[] {
  if (endpoint.access === 'public') return [];
  return endpoint.access === 'integration' ? [{ integrationKey: [] }] : [{ bearer: [] }];
}

/** A file upload is the file's bytes; everything else is JSON of the body's schema. */
function requestContentOf(endpoint: AnyEndpoint): JsonObject {
  if (endpoint.body === fileUpload) return { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } };
  return { 'application/json': { schema: jsonSchema(endpoint.body, 'input') } };
}

function operationOf(endpoint: AnyEndpoint): JsonObject {
  const hasBody = endpoint.method !== 'GET' && !takesNothing(endpoint.body);
  const permissions = Array.isArray(endpoint.access) ? ` Permissão: ${endpoint.access.join(' ou ')} (ou Tech).` : '';
  return {
    summary: endpoint.summary,
    description: `${endpoint.summary}${permissions}`,
    security: securityOf(endpoint),
    parameters: [...parametersOf(endpoint.params, 'path'), ...parametersOf(endpoint.query, 'query')],
    ...(hasBody ? { requestBody: { required: true, content: requestContentOf(endpoint) } } : {}),
    responses: {
      200: {
        description: 'OK',
        content:
          endpoint.response === fileResponse
            ? { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } }
            : { 'application/json': { schema: jsonSchema(endpoint.response, 'output') } },
      },
      400: { description: 'Dados inválidos: `fields` nomeia cada campo com problema.' },
      401: { description: 'Sem credencial válida.' },
      403: { description: 'Sem permissão.' },
      422: { description: 'Lote recusado: nada foi salvo; `fields` nomeia cada registro com problema.' },
    },
  };
}

export function openApiDocument(endpoints: readonly AnyEndpoint[], version: string): JsonObject {
  const paths: Record<string, Record<string, JsonObject>> = {};
  for (const endpoint of endpoints) {
    const path = endpoint.path.replace(/:([A-Za-z_]+)/g, '{$1}');
    paths[path] = { ...paths[path], [endpoint.method.toLowerCase()]: operationOf(endpoint) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Doca API',
      version,
      description:
        'A API do Doca. A integração com os sistemas da empresa fica em /api/integration, com chaves criadas pelo time de tecnologia (cabeçalho X-Api-Key).',
    },
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        integrationKey: { type: 'apiKey', in: 'header', name: INTEGRATION_KEY_HEADER },
      },
    },
    paths,
  };
}
