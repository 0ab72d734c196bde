/** /api/v1/art/{version}/{item|case}/{id}.svg: generated item and case art, cached as immutable (the version is in the path). */
import { Type } from 'typebox';
import { notFound } from '../../errors';
import { ART_VERSION, caseThemes } from '../../db/seed/catalog';
import { renderCaseSvg, renderItemSvg } from '../../services/art/render';
import { playerCaseTheme } from '../../services/player-cases/theme';
import { Closed } from '../../../src/protocol/typebox';
import { doc, fileSchema, type ApiApp } from '../typebox';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const params = Closed({
  version: Type.String({
    maxLength: 8,
    description: 'The art version (in the image paths the API answers).',
  }),
  file: Type.String({ pattern: '^[a-z0-9-]{1,96}\\.svg$', description: 'The item or case id, then .svg.' }),
});

/** Registers the art routes. */
export async function artRoutes(app: ApiApp): Promise<void> {
  const rendered = new Map<string, string>();
  const themes = caseThemes();

  /** Serves `/art/:version/<kind>/:file` from the render cache, rendering a missing image with `render(id)`. */
  const artRoute = (kind: 'item' | 'case', render: (id: string) => Promise<string | undefined>) =>
    app.get(
      `/art/:version/${kind}/:file`,
      {
        schema: {
          ...doc('art', `Generated ${kind} art (immutable: the version is in the path)`),
          params,
          response: fileSchema('image/svg+xml', `The ${kind} picture`),
        },
      },
      async (req, reply) => {
        if (req.params.version !== ART_VERSION) throw notFound('art_not_found', 'No such image');
        const id = req.params.file.slice(0, -4);
        const key = `${kind}:${id}`;
        let svg = rendered.get(key);
        if (!svg) {
          svg = await render(id);
          if (!svg) throw notFound('art_not_found', 'No such image');
          rendered.set(key, svg);
        }
        return reply
          .header('content-type', 'image/svg+xml; charset=utf-8')
          .header('cache-control', IMMUTABLE)
          .send(svg);
      },
    );

  artRoute('item', async (id) => {
    const i = await app.db.kysely.selectFrom('items').selectAll().where('id', '=', id).executeTakeFirst();
    return (
      i &&
      renderItemSvg({
        id: i.id,
        weaponClass: i.weapon_class,
        rarity: Number(i.rarity),
        finish: i.finish,
        exterior: i.exterior,
        stattrak: Boolean(Number(i.stattrak)),
      })
    );
  });

  artRoute('case', async (id) => {
    const c = await app.db.kysely
      .selectFrom('cases')
      .select(['id', 'title'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!c) return undefined;
    // A player case keeps the colour it was created with (its rarest item's).
    const theme = themes.get(c.id) ?? (await playerCaseTheme(app.db.kysely, c.id)) ?? '#4b69ff';
    return renderCaseSvg({ id: c.id, title: c.title, theme });
  });
}
