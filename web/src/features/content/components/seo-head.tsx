import { useEffect } from 'react';
import { startTagManager } from '@/lib/analytics';
import { useSeo } from '../api/get-seo';

/**
 * The head itself (title, description, Open Graph, verification tags, favicon) is written by the
 * server from the SEO settings, escaped, so crawlers that run no JavaScript read it (decision 004).
 * In the browser this only starts the tag manager once SEO data is there and holds an id (spec
 * section 4), after the page is interactive.
 */
export function SeoHead() {
  const { data: seo } = useSeo();
  const tagManagerId = seo?.custom.google_tag_manager ?? '';

  useEffect(() => {
    if (tagManagerId) startTagManager(tagManagerId);
  }, [tagManagerId]);

  return null;
}
