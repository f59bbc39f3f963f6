import { FaviconSchema, LogoSchema } from '@haat/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { writeRoutes } from '../../lib/routes.js';
import { imageFile } from '../media/upload-fields.js';
import type { BrandService } from './brand.service.js';

/** The back office's logo (multipart field `logo`) and favicon (field `icon`, also ICO) writes. */
export const brandAdminRoutes: FastifyPluginAsyncZod<{ brand: BrandService }> = async (app, { brand }) => {
  const pictures = [
    { path: 'logo', files: 'logo', item: LogoSchema, service: brand.logo, description: undefined },
    {
      path: 'favicon',
      files: 'icon',
      item: FaviconSchema,
      service: brand.favicon,
      description: 'Also accepts ICO. Stored as WebP and as PNG at 32, 180 and 192 px (`<id>-32.png`, ...).',
    },
  ] as const;
  for (const { path, files, item, service, description } of pictures) {
    const body = z.object({ [files]: imageFile });
    writeRoutes(app, {
      path,
      tags: ['content (admin)'],
      item,
      files,
      add: { body, description, run: (_, image) => service.add(image) },
      update: { body, run: (id, _, image) => service.update(id, image) },
    });
  }
};
