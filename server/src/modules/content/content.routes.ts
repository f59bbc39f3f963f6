import {
  BannerSchema,
  BusinessInfoSchema,
  envelope,
  FaqSchema,
  FaviconSchema,
  FeatureSchema,
  hasImageExtension,
  IdSchema,
  LogoSchema,
  SectionTitleSchema,
  SeoSchema,
} from '@haat/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendUpload } from '../media/index.js';
import type { ContentService } from './content.service.js';

const tags = ['content'];
const ok = <T extends z.ZodType>(data: T) => ({ 200: envelope(data) });

/** Public reads of the shop's content, in the paths and shapes of api.md. */
export const contentRoutes: FastifyPluginAsyncZod<{ content: ContentService }> = async (app, { content }) => {
  app.get(
    '/business/all',
    { config: { public: true }, schema: { tags, response: ok(z.array(BusinessInfoSchema)) } },
    async () => ({
      success: true as const,
      data: await content.listBusinessInfo(),
    }),
  );

  app.get(
    '/logo/all',
    { config: { public: true }, schema: { tags, response: ok(z.array(LogoSchema)) } },
    async () => ({
      success: true as const,
      data: await content.listLogos(),
    }),
  );

  app.get(
    '/favicon/all',
    { config: { public: true }, schema: { tags, response: ok(FaviconSchema.nullable()) } },
    async () => ({
      success: true as const,
      data: await content.getFavicon(),
    }),
  );

  app.get(
    '/seo',
    { config: { public: true }, schema: { tags, response: ok(SeoSchema.nullable()) } },
    async () => ({
      success: true as const,
      data: await content.getSeo(),
    }),
  );

  app.get(
    '/banner/all',
    { config: { public: true }, schema: { tags, response: ok(BannerSchema.nullable()) } },
    async () => ({
      success: true as const,
      data: await content.getBanner(),
    }),
  );

  app.get(
    '/feature/all',
    { config: { public: true }, schema: { tags, response: ok(z.array(FeatureSchema)) } },
    async () => ({
      success: true as const,
      data: await content.listFeatures(),
    }),
  );

  // One path, two meanings (api.md): `/feature/<file>.webp` is the icon, `/feature/<id>` the JSON item.
  app.get(
    '/feature/:ref',
    {
      config: { public: true },
      schema: { tags, params: z.object({ ref: z.string().max(200) }), response: ok(FeatureSchema) },
    },
    async (request, reply) => {
      const { ref } = request.params;
      if (hasImageExtension(ref)) return sendUpload(reply, 'feature', ref);
      return { success: true as const, data: await content.getFeature(IdSchema.parse(ref)) };
    },
  );

  app.get(
    '/featureSection/all',
    { config: { public: true }, schema: { tags, response: ok(SectionTitleSchema.nullable()) } },
    async () => ({
      success: true as const,
      data: await content.getFeatureSection(),
    }),
  );

  app.get(
    '/faq/all',
    { config: { public: true }, schema: { tags, response: ok(z.array(FaqSchema)) } },
    async () => ({
      success: true as const,
      data: await content.listFaqs(),
    }),
  );

  app.get(
    '/faq/:id',
    {
      config: { public: true },
      schema: { tags, params: z.object({ id: IdSchema }), response: ok(FaqSchema) },
    },
    async (request) => ({ success: true as const, data: await content.getFaq(request.params.id) }),
  );

  app.get(
    '/faqSection/all',
    { config: { public: true }, schema: { tags, response: ok(SectionTitleSchema.nullable()) } },
    async () => ({
      success: true as const,
      data: await content.getFaqSection(),
    }),
  );
};
