import type { ReactNode, SVGProps } from 'react';

// Small inline icons: a few hundred bytes each, instead of an icon library on a phone's data plan.
// All are decorative; the link or button around them carries the words.
type IconProps = SVGProps<SVGSVGElement>;

function Icon({
  children,
  stroked = false,
  ...props
}: IconProps & { children: ReactNode; stroked?: boolean }) {
  const paint: IconProps = stroked
    ? {
        fill: 'none',
        stroke: 'currentColor',
        strokeWidth: 2,
        strokeLinecap: 'round',
        strokeLinejoin: 'round',
      }
    : { fill: 'currentColor' };
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width={20}
      height={20}
      viewBox="0 0 24 24"
      {...paint}
      {...props}
    >
      {children}
    </svg>
  );
}

export const PhoneIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z" />
  </Icon>
);

export const FacebookIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M13.5 21v-7.5h2.5l.4-3h-2.9V8.6c0-.87.24-1.46 1.5-1.46h1.55V4.46A21 21 0 0 0 14.3 4.3c-2.2 0-3.8 1.35-3.8 3.83v2.37H8v3h2.5V21z" />
  </Icon>
);

export const WhatsAppIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2m0 18.2a8.2 8.2 0 0 1-4.2-1.15l-.3-.18-3 .78.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2m4.5-6.1c-.25-.12-1.46-.72-1.69-.8s-.39-.12-.55.12-.64.8-.78.96-.29.19-.53.06a6.7 6.7 0 0 1-3.35-2.93c-.25-.43.25-.4.72-1.33a.45.45 0 0 0-.02-.43c-.06-.12-.55-1.33-.76-1.82s-.4-.41-.55-.42h-.47a.9.9 0 0 0-.65.3 2.7 2.7 0 0 0-.85 2.03 4.8 4.8 0 0 0 1 2.52 10.9 10.9 0 0 0 4.18 3.7c1.55.67 2.16.73 2.94.61a2.5 2.5 0 0 0 1.65-1.16 2 2 0 0 0 .14-1.16c-.06-.1-.22-.16-.47-.28" />
  </Icon>
);

export const ChevronDownIcon = (props: IconProps) => (
  <Icon stroked {...props}>
    <path d="m6 9 6 6 6-6" />
  </Icon>
);

export const ArrowDownIcon = (props: IconProps) => (
  <Icon stroked {...props}>
    <path d="M12 5v14m-6-6 6 6 6-6" />
  </Icon>
);

export const TruckIcon = (props: IconProps) => (
  <Icon stroked strokeWidth={1.8} {...props}>
    <path d="M3 6h11v9H3zM14 9h4l3 3v3h-7" />
    <circle cx="7" cy="17.5" r="1.8" />
    <circle cx="17" cy="17.5" r="1.8" />
  </Icon>
);

// Cart, checkout and popups (storefront).
export const PlusIcon = (props: IconProps) => (
  <Icon stroked {...props}>
    <path d="M12 5v14M5 12h14" />
  </Icon>
);

export const MinusIcon = (props: IconProps) => (
  <Icon stroked {...props}>
    <path d="M5 12h14" />
  </Icon>
);

export const CloseIcon = (props: IconProps) => (
  <Icon stroked {...props}>
    <path d="M6 6l12 12M18 6 6 18" />
  </Icon>
);

export const TrashIcon = (props: IconProps) => (
  <Icon stroked strokeWidth={1.8} {...props}>
    <path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />
  </Icon>
);

export const CartIcon = (props: IconProps) => (
  <Icon stroked strokeWidth={1.8} {...props}>
    <path d="M3 4h2l2.4 11h10.2L20 8H6.2" />
    <circle cx="9" cy="19.5" r="1.5" />
    <circle cx="17" cy="19.5" r="1.5" />
  </Icon>
);

export const CheckCircleIcon = (props: IconProps) => (
  <Icon stroked {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="m8 12.5 2.6 2.6L16 9.5" />
  </Icon>
);

export const AlertIcon = (props: IconProps) => (
  <Icon stroked {...props}>
    <path d="M12 3 2.5 20h19z" />
    <path d="M12 10v4.5M12 17.5v.01" />
  </Icon>
);

export const PrintIcon = (props: IconProps) => (
  <Icon stroked strokeWidth={1.8} {...props}>
    <path d="M7 9V3h10v6M7 17H4v-8h16v8h-3M7 14h10v7H7z" />
  </Icon>
);
