import { useEffect } from 'react';
import { startTagManager } from '@/lib/analytics';
import { imageUrl } from '@/lib/images';
import { messages } from '@/lib/messages';
import { useFavicon } from '../api/get-favicon';
import { useSeo } from '../api/get-seo';

/**
 * Title, meta tags and favicon from the admin's SEO settings, with the defaults of `messages.seo`
 * while they load or when a field is empty. React 19 hoists these into <head>, also when the page is
 * rendered on the server, which is what link previews (Facebook) read.
 */
export function SeoHead() {
  const { data: seo } = useSeo();
  const { data: favicon } = useFavicon();
  const basic = seo?.basic;
  const custom = seo?.custom;
  const tagManagerId = custom?.google_tag_manager ?? '';

  useEffect(() => {
    // Spec section 4: the tag manager starts once SEO data has loaded, and only with an id.
    if (tagManagerId) startTagManager(tagManagerId);
  }, [tagManagerId]);

  const title = basic?.title || messages.seo.defaultTitle;
  const description = basic?.description || messages.seo.defaultDescription;
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      <meta name="keywords" content={basic?.keywords || messages.seo.defaultKeywords} />
      <meta name="author" content={basic?.author || messages.seo.defaultAuthor} />
      <meta name="designer" content={basic?.designer || messages.seo.defaultDesigner} />
      <meta name="subject" content={basic?.subject || messages.seo.defaultSubject} />
      {basic?.copyright ? <meta name="copyright" content={basic.copyright} /> : null}
      {basic?.url ? <link rel="canonical" href={basic.url} /> : null}
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:type" content="website" />
      {custom?.facebook_domain_verification ? (
        <meta name="facebook-domain-verification" content={custom.facebook_domain_verification} />
      ) : null}
      {custom?.google_site_verification ? (
        <meta name="google-site-verification" content={custom.google_site_verification} />
      ) : null}
      {favicon?.icon ? <link rel="icon" href={imageUrl('favicon', favicon.icon)} /> : null}
    </>
  );
}
