import { type Seo, type SeoInput, SeoInputSchema } from '@haat/contract';
import type { ReactNode } from 'react';
import { type Control, useWatch } from 'react-hook-form';
import { FormFooter } from '@/components/admin/form-footer';
import { QueryState } from '@/components/admin/query-state';
import { Panel } from '@/components/ui/panel';
import { TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { formatCount } from '@/lib/numbers';
import { useSingletonForm } from '@/lib/use-admin-form';
import { useSeo } from '../api/get-seo';
import { useSaveSeo } from '../api/save-seo';
import { seoMessages } from '../messages';
import { SEO_DESCRIPTION_LIMIT, SEO_TITLE_LIMIT, searchSnippet } from '../seo-preview';

const t = seoMessages;
/** /admin/seo: the page's title, meta tags and the tag-manager and verification ids. */
export function SeoScreen() {
  return (
    <QueryState query={useSeo()} loading={t.loading}>
      {(current) => <SeoForm current={current} />}
    </QueryState>
  );
}

const toValues = (seo: Seo | null): SeoInput => ({
  basic: {
    title: seo?.basic.title ?? '',
    description: seo?.basic.description ?? '',
    keywords: seo?.basic.keywords ?? '',
    author: seo?.basic.author ?? '',
    designer: seo?.basic.designer ?? '',
    subject: seo?.basic.subject ?? '',
    copyright: seo?.basic.copyright ?? '',
    url: seo?.basic.url ?? '',
  },
  custom: {
    google_tag_manager: seo?.custom.google_tag_manager ?? '',
    facebook_domain_verification: seo?.custom.facebook_domain_verification ?? '',
    google_site_verification: seo?.custom.google_site_verification ?? '',
  },
});

function SeoForm({ current }: { current: Seo | null }) {
  const form = useSingletonForm({
    schema: SeoInputSchema,
    current,
    values: toValues,
    save: useSaveSeo(),
    saved: t.saved,
    toastInvalid: true,
  });
  const { register, control } = form;
  const { errors } = form.formState;

  const basic = errors.basic;
  const custom = errors.custom;
  return (
    <form
      onSubmit={form.submit}
      noValidate
      className="grid max-w-6xl gap-5 xl:grid-cols-[minmax(0,1fr)_26rem]"
    >
      <div className="flex min-w-0 flex-col gap-5">
        <Panel title={t.basicTitle} titleId="seo-basic-title">
          <div className="flex flex-col gap-4">
            <CountedField control={control} name="basic.title" limit={SEO_TITLE_LIMIT}>
              {(counter) => (
                <TextField
                  label={t.pageTitle}
                  hint={`${t.pageTitleHint} ${counter}`}
                  autoComplete="off"
                  error={basic?.title?.message}
                  {...register('basic.title')}
                />
              )}
            </CountedField>
            <CountedField control={control} name="basic.description" limit={SEO_DESCRIPTION_LIMIT}>
              {(counter) => (
                <TextareaField
                  label={t.description}
                  hint={`${t.descriptionHint} ${counter}`}
                  rows={3}
                  error={basic?.description?.message}
                  {...register('basic.description')}
                />
              )}
            </CountedField>
            <TextField
              label={t.url}
              hint={t.urlHint}
              type="url"
              inputMode="url"
              autoCapitalize="none"
              spellCheck={false}
              error={basic?.url?.message}
              {...register('basic.url')}
            />
            <TextareaField
              label={t.keywords}
              hint={t.keywordsHint}
              rows={2}
              error={basic?.keywords?.message}
              {...register('basic.keywords')}
            />
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField label={t.author} error={basic?.author?.message} {...register('basic.author')} />
              <TextField
                label={t.designer}
                error={basic?.designer?.message}
                {...register('basic.designer')}
              />
              <TextField label={t.subject} error={basic?.subject?.message} {...register('basic.subject')} />
              <TextField
                label={t.copyright}
                error={basic?.copyright?.message}
                {...register('basic.copyright')}
              />
            </div>
          </div>
        </Panel>
        <Panel title={t.customTitle} titleId="seo-custom-title">
          <div className="flex flex-col gap-4">
            <TextField
              label={t.gtm}
              hint={t.gtmHint}
              placeholder="GTM-XXXXXXX"
              autoCapitalize="characters"
              spellCheck={false}
              error={custom?.google_tag_manager?.message}
              {...register('custom.google_tag_manager')}
            />
            <TextField
              label={t.facebookVerification}
              hint={t.facebookVerificationHint}
              autoCapitalize="none"
              spellCheck={false}
              error={custom?.facebook_domain_verification?.message}
              {...register('custom.facebook_domain_verification')}
            />
            <TextField
              label={t.googleVerification}
              hint={t.googleVerificationHint}
              autoCapitalize="none"
              spellCheck={false}
              error={custom?.google_site_verification?.message}
              {...register('custom.google_site_verification')}
            />
          </div>
        </Panel>
        <FormFooter error={form.formError} saving={form.saving} />
      </div>
      {/* First on a phone, beside the fields on a wide screen: the result changes as the owner types. */}
      <div className="order-first min-w-0 xl:sticky xl:top-6 xl:order-none xl:self-start">
        <SearchPreview control={control} />
      </div>
    </form>
  );
}

type CountedFieldProps = {
  control: Control<SeoInput>;
  name: 'basic.title' | 'basic.description';
  limit: number;
  children: (counter: string) => ReactNode;
};

/** A field whose hint counts what has been typed against where Google cuts. */
function CountedField({ control, name, limit, children }: CountedFieldProps) {
  const value = useWatch({ control, name }) ?? '';
  return (
    <>{children(`(${t.characters(formatCount(Array.from(value.trim()).length), formatCount(limit))})`)}</>
  );
}

/** The search result the page would make, updated as the owner types. */
function SearchPreview({ control }: { control: Control<SeoInput> }) {
  const [title, description, url] = useWatch({
    control,
    name: ['basic.title', 'basic.description', 'basic.url'],
  });
  const snippet = searchSnippet(
    { title: title ?? '', description: description ?? '', url: url ?? '' },
    typeof window === 'undefined' ? 'http://localhost' : window.location.origin,
  );
  return (
    <Panel title={t.previewTitle} titleId="seo-preview-title">
      <figure
        data-testid="search-preview"
        // Google's own face for Latin; the shop's Bengali font where a phone has no Bengali one.
        style={{ fontFamily: 'Arial, "Hind Siliguri", sans-serif' }}
        className="rounded-xl border border-stone-200 bg-white p-4 shadow-xs"
      >
        <div className="flex items-center gap-3">
          <span
            aria-hidden="true"
            className="flex size-7 shrink-0 items-center justify-center rounded-full bg-leaf-100 text-xs font-semibold text-leaf-800"
          >
            হা
          </span>
          <p className="min-w-0 truncate text-sm text-[#202124]">{snippet.url}</p>
        </div>
        <p className="mt-2 text-xl leading-snug break-words text-[#1a0dab]">{snippet.title}</p>
        <p className="mt-1 text-sm leading-relaxed break-words text-[#4d5156]">{snippet.description}</p>
      </figure>
      <p className="mt-2 text-sm text-stone-500">{t.previewHint}</p>
    </Panel>
  );
}
