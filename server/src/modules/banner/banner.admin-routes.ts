import { BannerInputSchema, BannerSchema, BannerUpdateSchema } from '@haat/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { writeRoutes } from '../../lib/routes.js';
import { imageFiles } from '../media/upload-fields.js';
import type { BannerService } from './banner.service.js';

/** The back office's banner writes (multipart: title, description, galleries, images, imageTitles). */
export const bannerAdminRoutes: FastifyPluginAsyncZod<{ banner: BannerService }> = async (
  app,
  { banner },
) => {
  writeRoutes(app, {
    path: 'banner',
    tags: ['content (admin)'],
    item: BannerSchema,
    files: 'images',
    add: {
      body: BannerInputSchema.extend({ images: imageFiles }),
      run: (fields, images) => banner.add(fields, images),
    },
    update: {
      body: BannerUpdateSchema.extend({ images: imageFiles }),
      run: (id, fields, images) => banner.update(id, fields, images),
    },
  });
};
