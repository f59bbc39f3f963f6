import { FacebookIcon, WhatsAppIcon } from '@/components/ui/icons';
import { whatsAppLink } from '@/lib/contact-links';
import { messages } from '@/lib/messages';
import { developerCredit } from '@/lib/site';

type SiteFooterProps = {
  companyName: string;
  /** The business's Facebook page URL. */
  facebook?: string;
  /** The business's WhatsApp number as the admin typed it. */
  whatsapp?: string;
};

const externalLink = { target: '_blank', rel: 'noopener noreferrer' } as const;

/** Product spec §2: copyright with the company name and 2024, Facebook, WhatsApp, developer credit. */
export function SiteFooter({ companyName, facebook, whatsapp }: SiteFooterProps) {
  const whatsAppHref = whatsapp ? whatsAppLink(whatsapp) : null;
  return (
    <footer className="bg-leaf-900 text-leaf-50">
      <div className="mx-auto flex max-w-6xl flex-col items-center gap-4 px-4 py-8 text-center md:flex-row md:justify-between md:text-left">
        <p className="text-sm">{messages.footer.copyright(companyName)}</p>
        <div className="flex items-center gap-3">
          {facebook ? (
            <a
              href={facebook}
              {...externalLink}
              aria-label={`${messages.footer.facebook} ${messages.common.opensInNewTab}`}
              className="flex size-11 items-center justify-center rounded-full bg-white/10 hover:bg-white/20"
            >
              <FacebookIcon className="size-6" />
            </a>
          ) : null}
          {whatsAppHref ? (
            <a
              href={whatsAppHref}
              {...externalLink}
              aria-label={`${messages.footer.whatsapp} ${messages.common.opensInNewTab}`}
              className="flex size-11 items-center justify-center rounded-full bg-white/10 hover:bg-white/20"
            >
              <WhatsAppIcon className="size-6" />
            </a>
          ) : null}
        </div>
        <p className="text-sm text-leaf-100">
          {messages.footer.developedBy}{' '}
          <a
            href={developerCredit.url}
            {...externalLink}
            className="font-semibold text-mango-300 underline-offset-2 hover:underline"
          >
            {developerCredit.name}
          </a>
        </p>
      </div>
    </footer>
  );
}
