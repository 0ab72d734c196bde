/** Path of GET /api/v1/art/{version}/{item|case}/{file} (server/routes/v1/art.ts): catalog pictures only. */
import { Type, type Static } from 'typebox';
import { Closed } from './typebox';

/** The picture asked for: the art version in the path, then a catalog item or case id (`.svg` kept for old URLs). */
export const ArtParams = Closed({
  version: Type.String({
    pattern: '^v[0-9]{1,3}$',
    description: 'The art version (in the image paths the API answers).',
  }),
  file: Type.String({
    pattern: '^[a-z0-9-]{1,96}(\\.svg)?$',
    description: 'The item or case id (a catalog id; any other name is refused).',
  }),
});
/** The picture asked for. */
export type ArtParams = Static<typeof ArtParams>;
