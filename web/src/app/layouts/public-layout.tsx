import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { SiteFooter } from '@/components/layouts/site-footer';
import { SiteHeader } from '@/components/layouts/site-header';
import { useCartItems } from '@/features/cart/use-cart';
import { useBusinessInfo } from '@/features/content/api/get-business-info';
import { useLogo } from '@/features/content/api/get-logo';
import { SeoHead } from '@/features/content/components/seo-head';
import { useSettings } from '@/features/settings/api/get-settings';
import { trackPageView } from '@/lib/analytics';
import { imageSizes, responsiveImage } from '@/lib/images';
import { messages } from '@/lib/messages';

/** Product spec §2, public layout: header, main (at least 70% of the screen high), footer. */
export function PublicLayout() {
  const { pathname } = useLocation();
  const { data: logo } = useLogo();
  const { data: business } = useBusinessInfo();
  const { data: settings } = useSettings();
  const cartCount = useCartItems().length;
  const companyName = business?.companyName || messages.footer.fallbackCompanyName;

  useEffect(() => {
    trackPageView(pathname);
  }, [pathname]);

  return (
    <>
      <SeoHead />
      <SiteHeader
        logo={logo?.logo ? responsiveImage('logo', logo.logo, imageSizes.logo) : undefined}
        companyName={companyName}
        phone={settings?.phone}
        cartCount={cartCount}
      />
      <main className="min-h-[70vh]">
        <Outlet />
      </main>
      <SiteFooter companyName={companyName} facebook={business?.facebook} whatsapp={business?.whatsapp} />
    </>
  );
}
