import { buttonClassName } from '@/components/ui/button';
import { PhoneIcon, WhatsAppIcon } from '@/components/ui/icons';
import { telLink, whatsAppLink } from '@/lib/contact-links';
import { journeyMessages as t } from '../journey-messages';

/** The shop's hotline (site settings) and WhatsApp number (business info), as the owner typed them. */
export type ShopContacts = { phone?: string | undefined; whatsapp?: string | undefined };

/**
 * A call button and a WhatsApp button for the shop, each only when its number is set. The WhatsApp
 * message is written for the visitor (`message`), so a tap opens a chat that already says why.
 * Plain links: they work without JavaScript (decision 069).
 */
export function ShopContactButtons({ contacts, message }: { contacts: ShopContacts; message?: string }) {
  const call = contacts.phone ? telLink(contacts.phone) : null;
  const chat = contacts.whatsapp ? whatsAppLink(contacts.whatsapp) : null;
  if (!call && !chat) return null;
  return (
    <div className="flex flex-wrap justify-center gap-3">
      {call && contacts.phone ? (
        <a href={call} className={buttonClassName({ variant: 'outline' })}>
          <PhoneIcon className="size-5 shrink-0" />
          {t.call(contacts.phone)}
        </a>
      ) : null}
      {chat ? (
        <a
          href={message ? `${chat}?text=${encodeURIComponent(message)}` : chat}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClassName({ variant: 'outline' })}
        >
          <WhatsAppIcon className="size-5 shrink-0" />
          {t.whatsApp}
        </a>
      ) : null}
    </div>
  );
}

/**
 * Under the order form, always: the hotline and WhatsApp as another way to order. No message written
 * for the chat: in Bengali, percent-encoded in the link, it cost the landing page 150 bytes of its
 * first round trip (decision 014).
 */
export function OtherWayToOrder({ contacts }: { contacts: ShopContacts }) {
  if (!contacts.phone && !contacts.whatsapp) return null;
  return (
    <div className="flex flex-col items-center gap-3 text-center">
      <p className="font-semibold text-leaf-900">{t.otherWay}</p>
      <ShopContactButtons contacts={contacts} />
    </div>
  );
}
