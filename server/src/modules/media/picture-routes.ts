import { type featureEndpoints, hasImageExtension, IdSchema, type productEndpoints } from '@haat/contract';
import { type RouteAnswer, type RoutesApp, route } from '../../lib/routes.js';
import { sendUpload } from './index.js';

type PictureOrItemEndpoint = typeof productEndpoints.get | typeof featureEndpoints.get;

/**
 * One path, two meanings (docs/api.md): `/<kind>/<file>.webp` is the stored picture, `/<kind>/<id>`
 * the JSON item.
 */
export function pictureOrItemRoute<E extends PictureOrItemEndpoint>(
  app: RoutesApp,
  spec: { kind: 'product' | 'feature'; endpoint: E; get(id: string): Promise<RouteAnswer<E>> },
): void {
  route(app, spec.endpoint, async ({ params, reply }) => {
    const { ref } = params as { ref: string };
    if (hasImageExtension(ref)) return sendUpload(reply, spec.kind, ref);
    return spec.get(IdSchema.parse(ref));
  });
}
