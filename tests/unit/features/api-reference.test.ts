// The API reference page's reading of the OpenAPI document: operations by tag and schemas as short type text.
import { describe, expect, it } from 'vitest';
import {
  groupByTag,
  shapeOf,
  type ApiDocument,
  type Schema,
} from '../../../src/features/developers/api-reference';

const doc: ApiDocument = {
  tags: [
    { name: 'case', description: 'Cases.' },
    { name: 'roll', description: 'Seeds.' },
    { name: 'unused', description: 'No operations.' },
  ],
  paths: {
    '/api/v1/roll/seed': {
      get: {
        tags: ['roll'],
        summary: 'The seed pair',
        security: [{ bearerAuth: [] }],
        responses: {
          '200': {
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  required: ['data'],
                  properties: {
                    data: {
                      type: 'object',
                      required: ['nonce'],
                      properties: { nonce: { type: 'number' }, hint: { type: 'string', nullable: true } },
                    },
                  },
                },
              },
            },
          },
        },
      },
    },
    '/api/v1/case/detail': {
      get: {
        tags: ['case'],
        summary: 'One case',
        parameters: [{ name: 'caseID', in: 'query', required: true, schema: { type: 'string' } }],
        responses: { '200': { content: { 'image/svg+xml': { schema: { type: 'string' } } } } },
      },
    },
    '/api/v1/other': {
      post: {
        requestBody: {
          content: { 'application/json': { schema: { type: 'array', items: { type: 'integer' } } } },
        },
      },
    },
  },
};

describe('the API reference', () => {
  it('groups operations by tag in the document order, empty tags left out, untagged ones last', () => {
    const tags = groupByTag(doc);
    expect(tags.map((t) => t.name)).toEqual(['case', 'roll', 'other']);
    expect(tags[1].operations[0]).toMatchObject({
      method: 'GET',
      path: '/api/v1/roll/seed',
      summary: 'The seed pair',
      signedIn: true,
      body: null,
      answer: '{ data: { nonce: number, hint?: string | null } }',
    });
  });

  it('lists parameters, request bodies and the media type of file answers', () => {
    const [cases, , other] = groupByTag(doc);
    expect(cases.operations[0].parameters).toEqual([
      { name: 'caseID', where: 'query', required: true, type: 'string' },
    ]);
    expect(cases.operations[0].answer).toBe('image/svg+xml');
    expect(other.operations[0]).toMatchObject({
      method: 'POST',
      body: 'integer[]',
      answer: null,
      signedIn: false,
    });
  });

  it('writes unions, enums and constants as TypeScript does, and cuts deep nesting short', () => {
    expect(shapeOf({ anyOf: [{ const: 'a' }, { const: 2 }] })).toBe('"a" | 2');
    expect(shapeOf({ enum: ['x', 'y'] })).toBe('"x" | "y"');
    expect(shapeOf({ type: 'string', nullable: true, enum: ['x', null] })).toBe('"x" | null');
    const deep = (n: number): Schema => ({
      type: 'object',
      required: ['a'],
      properties: { a: n === 0 ? { type: 'string' } : deep(n - 1) },
    });
    expect(shapeOf(deep(6))).toBe('{ a: { a: { a: { a: {…} } } } }');
  });
});
