/** /api/v1/art/{version}/{item|case}/{id}.svg: generated item and case art, cached as immutable (the version is in the path). */
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../errors';
import { ART_VERSION, caseThemes } from '../../db/seed/catalog';
import { renderCaseSvg, renderItemSvg } from '../../services/art/render';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const paramsSchema = {
  params: {
    type: 'object',
    required: ['version', 'file'],
    properties: {
      version: { type: 'string', maxLength: 8 },
      file: { type: 'string', pattern: '^[a-z0-9-]{1,96}\\.svg$' },
    },
  },
} as const;

/** Registers the art routes. */
export async function artRoutes(app: FastifyInstance): Promise<void> {
  const rendered = new Map<string, string>();
  const themes = caseThemes();

  app.get<{ Params: { version: string; file: string } }>(
    '/art/:version/item/:file',
    { schema: paramsSchema },
    async (req, reply) => {
      if (req.params.version !== ART_VERSION) throw notFound('art_not_found', 'No such image');
      const id = req.params.file.slice(0, -4);
      const key = `item:${id}`;
      let svg = rendered.get(key);
      if (!svg) {
        const i = await app.db.kysely.selectFrom('items').selectAll().where('id', '=', id).executeTakeFirst();
        if (!i) throw notFound('art_not_found', 'No such image');
        svg = renderItemSvg({
          id: i.id,
          weaponClass: i.weapon_class,
          rarity: Number(i.rarity),
          finish: i.finish,
          exterior: i.exterior,
          stattrak: Boolean(Number(i.stattrak)),
        });
        rendered.set(key, svg);
      }
      return reply
        .header('content-type', 'image/svg+xml; charset=utf-8')
        .header('cache-control', IMMUTABLE)
        .send(svg);
    },
  );

  app.get<{ Params: { version: string; file: string } }>(
    '/art/:version/case/:file',
    { schema: paramsSchema },
    async (req, reply) => {
      if (req.params.version !== ART_VERSION) throw notFound('art_not_found', 'No such image');
      const id = req.params.file.slice(0, -4);
      const key = `case:${id}`;
      let svg = rendered.get(key);
      if (!svg) {
        const c = await app.db.kysely
          .selectFrom('cases')
          .select(['id', 'title'])
          .where('id', '=', id)
          .executeTakeFirst();
        if (!c) throw notFound('art_not_found', 'No such image');
        svg = renderCaseSvg({ id: c.id, title: c.title, theme: themes.get(c.id) ?? '#4b69ff' });
        rendered.set(key, svg);
      }
      return reply
        .header('content-type', 'image/svg+xml; charset=utf-8')
        .header('cache-control', IMMUTABLE)
        .send(svg);
    },
  );
}
