import {
  BannerInputSchema,
  BannerSchema,
  BannerUpdateSchema,
  BusinessInfoInputSchema,
  BusinessInfoSchema,
  BusinessInfoUpdateSchema,
  envelope,
  FaqInputSchema,
  FaqSchema,
  FaqUpdateSchema,
  FaviconSchema,
  FeatureInputSchema,
  FeatureSchema,
  IdParamsSchema,
  LogoSchema,
  MessageEnvelopeSchema,
  SectionTitleInputSchema,
  SectionTitleSchema,
  SeoInputSchema,
  SeoSchema,
  SeoUpdateSchema,
} from '@haat/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { imageFile, imageFiles } from '../media/upload-fields.js';
import type { ContentService } from './content.service.js';

const tags = ['content (admin)'];
const security = [{ bearer: [] }];
/** Multipart routes say `config: { multipart: true }`: the uploads plugin reads the form into the body. */
const consumes = ['multipart/form-data'];

const ok = <T extends z.ZodType>(data: T) => ({ 200: envelope(data) });
const created = <T extends z.ZodType>(data: T) => ({ 201: envelope(data) });
const uploadsOf = (field: string, files: Buffer[] | undefined) =>
  (files ?? []).map((content, index) => ({ field: `${field}.${index}`, content }));

/**
 * The back office's writes of the shop's words and pictures (spec section 7). Admin-only: none of
 * these routes is public, so the guard refuses them without a valid token. Creates answer 201, every
 * answer carries the saved item in the shape of its public read.
 */
export const contentAdminRoutes: FastifyPluginAsyncZod<{ content: ContentService }> = async (
  app,
  { content },
) => {
  // ---- Business info (JSON)

  app.post(
    '/business/add',
    { schema: { tags, security, body: BusinessInfoInputSchema, response: created(BusinessInfoSchema) } },
    async (request, reply) =>
      reply.status(201).send({ success: true as const, data: await content.addBusinessInfo(request.body) }),
  );

  app.patch(
    '/business/update/:id',
    {
      schema: {
        tags,
        security,
        params: IdParamsSchema,
        body: BusinessInfoUpdateSchema,
        response: ok(BusinessInfoSchema),
      },
    },
    async (request) => ({
      success: true as const,
      data: await content.updateBusinessInfo(request.params.id, request.body),
    }),
  );

  // ---- Logo (multipart: `logo`)

  const logoBody = z.object({ logo: imageFile });
  app.post(
    '/logo/add',
    {
      config: { multipart: true },
      schema: { tags, security, consumes, body: logoBody, response: created(LogoSchema) },
    },
    async (request, reply) =>
      reply.status(201).send({
        success: true as const,
        data: await content.addLogo({ field: 'logo', content: request.body.logo }),
      }),
  );

  app.patch(
    '/logo/update/:id',
    {
      config: { multipart: true },
      schema: {
        tags,
        security,
        consumes,
        params: IdParamsSchema,
        body: logoBody,
        response: ok(LogoSchema),
      },
    },
    async (request) => ({
      success: true as const,
      data: await content.updateLogo(request.params.id, { field: 'logo', content: request.body.logo }),
    }),
  );

  // ---- Favicon (multipart: `icon`; also ICO)

  const faviconBody = z.object({ icon: imageFile });
  app.post(
    '/favicon/add',
    {
      config: { multipart: true },
      schema: {
        tags,
        security,
        consumes,
        description:
          'Also accepts ICO. Stored as WebP and as PNG at 32, 180 and 192 px (`<id>-32.png`, ...).',
        body: faviconBody,
        response: created(FaviconSchema),
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        success: true as const,
        data: await content.addFavicon({ field: 'icon', content: request.body.icon }),
      }),
  );

  app.patch(
    '/favicon/update/:id',
    {
      config: { multipart: true },
      schema: {
        tags,
        security,
        consumes,
        params: IdParamsSchema,
        body: faviconBody,
        response: ok(FaviconSchema),
      },
    },
    async (request) => ({
      success: true as const,
      data: await content.updateFavicon(request.params.id, { field: 'icon', content: request.body.icon }),
    }),
  );

  // ---- SEO (JSON)

  app.post(
    '/seo/add',
    { schema: { tags, security, body: SeoInputSchema, response: created(SeoSchema) } },
    async (request, reply) =>
      reply.status(201).send({ success: true as const, data: await content.addSeo(request.body) }),
  );

  app.patch(
    '/seo/update/:id',
    { schema: { tags, security, params: IdParamsSchema, body: SeoUpdateSchema, response: ok(SeoSchema) } },
    async (request) => ({
      success: true as const,
      data: await content.updateSeo(request.params.id, request.body),
    }),
  );

  // ---- Banner (multipart: title, description, galleries, images, imageTitles)

  app.post(
    '/banner/add',
    {
      config: { multipart: true },
      schema: {
        tags,
        security,
        consumes,
        body: BannerInputSchema.extend({ images: imageFiles }),
        response: created(BannerSchema),
      },
    },
    async (request, reply) => {
      const { images, ...fields } = request.body;
      return reply.status(201).send({
        success: true as const,
        data: await content.addBanner(fields, uploadsOf('images', images)),
      });
    },
  );

  app.patch(
    '/banner/update/:id',
    {
      config: { multipart: true },
      schema: {
        tags,
        security,
        consumes,
        params: IdParamsSchema,
        body: BannerUpdateSchema.extend({ images: imageFiles }),
        response: ok(BannerSchema),
      },
    },
    async (request) => {
      const { images, ...fields } = request.body;
      return {
        success: true as const,
        data: await content.updateBanner(request.params.id, fields, uploadsOf('images', images)),
      };
    },
  );

  // ---- Features (multipart: title, icon)

  app.post(
    '/feature/add',
    {
      config: { multipart: true },
      schema: {
        tags,
        security,
        consumes,
        body: FeatureInputSchema.extend({ icon: imageFile }),
        response: created(FeatureSchema),
      },
    },
    async (request, reply) => {
      const { icon, ...fields } = request.body;
      return reply.status(201).send({
        success: true as const,
        data: await content.addFeature(fields, { field: 'icon', content: icon }),
      });
    },
  );

  app.put(
    '/feature/update/:id',
    {
      config: { multipart: true },
      schema: {
        tags,
        security,
        consumes,
        description: 'The title is replaced; the icon only when a new `icon` file is sent.',
        params: IdParamsSchema,
        body: FeatureInputSchema.extend({ icon: imageFile.optional() }),
        response: ok(FeatureSchema),
      },
    },
    async (request) => {
      const { icon, ...fields } = request.body;
      return {
        success: true as const,
        data: await content.updateFeature(
          request.params.id,
          fields,
          icon ? { field: 'icon', content: icon } : undefined,
        ),
      };
    },
  );

  app.delete(
    '/feature/delete/:id',
    { schema: { tags, security, params: IdParamsSchema, response: { 200: MessageEnvelopeSchema } } },
    async (request) => ({ success: true as const, message: await content.deleteFeature(request.params.id) }),
  );

  // ---- Section titles (JSON): the features heading and the FAQ heading work alike.

  const sections = [
    { path: 'featureSection', add: content.addFeatureSection, update: content.updateFeatureSection },
    { path: 'faqSection', add: content.addFaqSection, update: content.updateFaqSection },
  ] as const;
  for (const section of sections) {
    app.post(
      `/${section.path}/add`,
      { schema: { tags, security, body: SectionTitleInputSchema, response: created(SectionTitleSchema) } },
      async (request, reply) =>
        reply.status(201).send({ success: true as const, data: await section.add(request.body) }),
    );

    app.patch(
      `/${section.path}/update/:id`,
      {
        schema: {
          tags,
          security,
          params: IdParamsSchema,
          body: SectionTitleInputSchema,
          response: ok(SectionTitleSchema),
        },
      },
      async (request) => ({
        success: true as const,
        data: await section.update(request.params.id, request.body),
      }),
    );
  }

  // ---- FAQ (JSON: qus, ans)

  app.post(
    '/faq/add',
    { schema: { tags, security, body: FaqInputSchema, response: created(FaqSchema) } },
    async (request, reply) =>
      reply.status(201).send({ success: true as const, data: await content.addFaq(request.body) }),
  );

  app.patch(
    '/faq/update/:id',
    { schema: { tags, security, params: IdParamsSchema, body: FaqUpdateSchema, response: ok(FaqSchema) } },
    async (request) => ({
      success: true as const,
      data: await content.updateFaq(request.params.id, request.body),
    }),
  );

  app.delete(
    '/faq/delete/:id',
    { schema: { tags, security, params: IdParamsSchema, response: { 200: MessageEnvelopeSchema } } },
    async (request) => ({ success: true as const, message: await content.deleteFaq(request.params.id) }),
  );
};
