/**
 * /api/v1/art/{version}/{item|case}/{id}: catalog pictures from this site's own origin. An item answers its real
 * image (the image cache, from ITEM_IMAGE_UPSTREAM) when there is one, else generated art; a case answers its
 * generated art. Only catalog ids are answered (no open proxy); pictures are cached as immutable (the version is in
 * the path), except generated art standing in for a real image not downloaded yet.
 */
import { notFound } from '../../errors';
import { ART_VERSION, ART_VERSIONS_KEPT } from '../../db/seed/catalog';
import { ArtService, type Picture } from '../../services/art/art';
import { ImageCache } from '../../services/art/image-cache';
import { ArtParams } from '../../../src/protocol/art';
import { doc, fileSchema, type ApiApp } from '../typebox';

const IMMUTABLE = 'public, max-age=31536000, immutable';
// Stand-in art is asked for again soon, when the real image will likely be stored.
const STAND_IN = 'public, max-age=60';

/** Registers the art routes. */
export async function artRoutes(app: ApiApp): Promise<void> {
  const art = new ArtService(app.db.kysely, new ImageCache(app.config.itemImages, app.log));

  /** Serves `/art/:version/<kind>/:file` with `find(id)`. */
  const artRoute = (kind: 'item' | 'case', find: (id: string) => Promise<Picture | null>) =>
    app.get(
      `/art/:version/${kind}/:file`,
      {
        schema: {
          ...doc('art', `The ${kind}'s picture (immutable: the version is in the path)`),
          params: ArtParams,
          response: fileSchema(
            kind === 'item' ? ['image/svg+xml', 'image/webp', 'image/png', 'image/jpeg'] : 'image/svg+xml',
            kind === 'item'
              ? 'The real image (WebP, PNG or JPEG) from the image cache, or generated SVG'
              : 'The case art',
          ),
        },
      },
      async (req, reply) => {
        const { version, file } = req.params;
        if (version !== ART_VERSION && !ART_VERSIONS_KEPT.includes(version))
          throw notFound('art_not_found', 'No such image');
        const picture = await find(file.replace(/\.svg$/, ''));
        if (!picture) throw notFound('art_not_found', 'No such image');
        return (
          reply
            .header('content-type', picture.type)
            .header('cache-control', picture.final ? IMMUTABLE : STAND_IN)
            .header('x-content-type-options', 'nosniff')
            // Opened on its own, a picture runs nothing and loads nothing.
            .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
            .send(picture.body as string)
        ); // a Buffer is sent as is; the schema types only strings
      },
    );

  artRoute('item', (id) => art.item(id));
  artRoute('case', (id) => art.case(id));
}
