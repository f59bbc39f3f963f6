import { PhoneIcon } from '@/components/ui/icons';
import { telLink } from '@/lib/contact-links';
import { messages } from '@/lib/messages';
import { useSettings } from '../api/get-settings';

/** The hotline from site settings as a tap-to-call link. */
export function HotlineLink() {
  const { data: settings, isPending } = useSettings();
  // Keep the link's room while settings load, so the content under it does not jump.
  if (isPending) return <span aria-hidden="true" className="block h-11" />;
  const phone = settings?.phone;
  const href = phone ? telLink(phone) : null;
  if (!phone || !href) return null;
  return (
    <a
      href={href}
      aria-label={messages.header.callHotline(phone)}
      className="inline-flex min-h-11 items-center gap-2 rounded-full border border-leaf-200 bg-white px-4 py-2 text-leaf-800 shadow-sm hover:bg-leaf-50"
    >
      <PhoneIcon className="size-5 shrink-0" />
      <span>
        {messages.header.hotline}: <span className="font-semibold">{phone}</span>
      </span>
    </a>
  );
}
