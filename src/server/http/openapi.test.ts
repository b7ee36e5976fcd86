// The document strict OpenAPI 3.1 tools read: templated paths must differ by more than a
// parameter's name, every {param} must be a declared path parameter, and every schema must
// be valid JSON Schema 2020-12 (the dialect 3.1 uses). No OpenAPI 3.1 validator package is
// installed, so these are the rules such validators refused the document on.
import Ajv2020 from 'ajv/dist/2020';
import { describe, expect, it } from 'vitest';
import { contract, type AnyEndpoint } from '../../shared/contract';
import { openApiDocument } from './openapi';

type Operation = { parameters: { name: string; in: string }[]; requestBody?: { content: Record<string, { schema: object }> }; responses: Record<string, { content?: Record<string, { schema: object }> }> };
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };

const endpoints = Object.values(contract).flatMap((area) => Object.values(area) as AnyEndpoint[]);
const document = openApiDocument(endpoints, '0.0.0') as Document;

/** Paths a router cannot tell apart: equal once each {param} is emptied to {}. */
function ambiguousPaths(paths: readonly string[]): string[][] {
  const byShape = new Map<string, string[]>();
  for (const path of paths) {
    const shape = path.replace(/\{[^}]*\}/g, '{}');
    byShape.set(shape, [...(byShape.get(shape) ?? []), path]);
  }
  return [...byShape.values()].filter((group) => group.length > 1);
}

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.1', () => {
    expect(document.openapi).toBe('3.1.0');
  });

  it('finds two templates that differ only in a parameter name', () => {
    expect(ambiguousPaths(['/a/{orderId}', '/a/{id}', '/a/{id}/b'])).toEqual([['/a/{orderId}', '/a/{id}']]);
  });

  it('has no two templated paths that differ only in a parameter name', () => {
    expect(ambiguousPaths(Object.keys(document.paths))).toEqual([]);
  });

  it('declares each templated parameter of a path, and no other, as a path parameter', () => {
    const mismatches = Object.entries(document.paths).flatMap(([path, operations]) => {
      const templated = [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]).sort();
      return Object.entries(operations)
        .map(([method, operation]) => ({ method, path, declared: operation.parameters.filter((p) => p.in === 'path').map((p) => p.name).sort() }))
        .filter(({ declared }) => JSON.stringify(declared) !== JSON.stringify(templated));
    });
    expect(mismatches).toEqual([]);
  });

  it('describes every body and reply with valid JSON Schema 2020-12', () => {
    const ajv = new Ajv2020({ strict: false, validateFormats: false });
    const invalid = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations).flatMap(([method, operation]) => {
        const contents = [operation.requestBody?.content, ...Object.values(operation.responses).map((reply) => reply.content)];
        const schemas = contents.flatMap((content) => Object.values(content ?? {}).map((media) => media.schema));
        return schemas.filter((schema) => !ajv.validateSchema(schema)).map(() => `${method.toUpperCase()} ${path}`);
      }),
    );
    expect(invalid).toEqual([]);
  });
});
