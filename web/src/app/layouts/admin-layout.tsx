import { ADMIN_ROLE_NAMES, paths } from '@haat/contract';
import { type ReactNode, Suspense, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { Link, Outlet, useLocation, useNavigation } from 'react-router';
import { LeaveGuard } from '@/components/admin/leave-guard';
import { SectionBoundary } from '@/components/admin/section-boundary';
import { ExternalIcon, LogoutIcon, MenuIcon } from '@/components/ui/admin-icons';
import { ContentSpinner } from '@/components/ui/content-spinner';
import { Drawer } from '@/components/ui/drawer';
import { FailedSignInsNotice } from '@/features/auth/components/failed-sign-ins-notice';
import { signInSecurityMessages } from '@/features/auth/messages';
import { adminMessages } from '@/lib/admin-messages';
import { useLoggedUser, useSession } from '@/lib/auth';
import { messages } from '@/lib/messages';
import { mayOpenPage } from '@/lib/staff-pages';
import type { WideScreenContext } from '@/lib/wide-screen';
import { navMessages } from './admin-layout-messages';

const nav = navMessages;

type NavItem = {
  to: string;
  label: string;
  /** Other paths that belong to this entry (the order detail under "orders", edit pages under their list). */
  alsoActive?: (pathname: string) => boolean;
};
/** `forStaff`: order staff see this group too (decision 028); every other group is the owners'. */
type NavGroup = { title?: string; items: NavItem[]; forStaff?: boolean };

/** Every back-office page of product spec §2, grouped as the owner thinks of them. */
const navGroups: NavGroup[] = [
  {
    forStaff: true,
    items: [
      { to: paths.adminDashboard, label: nav.dashboard, alsoActive: (path) => path === paths.adminHome },
      {
        to: paths.adminOrders,
        label: nav.orders,
        alsoActive: (path) => path.startsWith('/admin/order/') || path.startsWith('/admin/customer/'),
      },
      // Staff's other list of calls to make: visitors who left the order form (decision 039).
      { to: paths.adminCheckoutDrafts, label: nav.checkoutDrafts },
    ],
  },
  {
    title: nav.productsGroup,
    items: [
      {
        to: paths.adminProducts,
        label: nav.products,
        alsoActive: (path) => path.startsWith('/admin/product/edit/'),
      },
      { to: paths.adminAddProduct, label: nav.addProduct },
      { to: paths.adminStock, label: nav.stock },
    ],
  },
  {
    title: nav.featuresGroup,
    items: [
      {
        to: paths.adminFeatures,
        label: nav.features,
        alsoActive: (path) => path.startsWith('/admin/feature/edit/'),
      },
      { to: paths.adminAddFeature, label: nav.addFeature },
      { to: paths.adminFeatureSection, label: nav.featureSection },
    ],
  },
  {
    title: nav.faqGroup,
    items: [
      { to: paths.adminFaqs, label: nav.faqs, alsoActive: (path) => path.startsWith('/admin/faq/edit/') },
      { to: paths.adminAddFaq, label: nav.addFaq },
      { to: paths.adminFaqSection, label: nav.faqSection },
    ],
  },
  {
    title: nav.siteGroup,
    items: [
      { to: paths.adminBanner, label: nav.banner },
      { to: paths.adminLogo, label: nav.logo },
      { to: paths.adminFavicon, label: nav.favicon },
      { to: paths.adminBusinessInfo, label: nav.businessInfo },
      { to: paths.adminDeliveryZones, label: nav.deliveryZones },
      { to: paths.adminSeo, label: nav.seo },
      { to: paths.adminIntegrations, label: nav.integrations },
      { to: paths.adminRisk, label: nav.risk },
    ],
  },
  {
    title: nav.administratorsGroup,
    items: [
      { to: paths.adminAdministrators, label: nav.administrators },
      { to: paths.adminAddAdministrator, label: nav.addAdministrator },
    ],
  },
];

const isActive = (item: NavItem, pathname: string) =>
  pathname === item.to || (item.alsoActive?.(pathname) ?? false);

function SidebarNav() {
  const { pathname } = useLocation();
  const isOwner = useLoggedUser().role === 'admin';
  return (
    <nav aria-label={nav.label} className="flex flex-col gap-3 px-3 py-4">
      {navGroups
        .filter((group) => isOwner || group.forStaff)
        .map((group, index) => (
          <div key={group.title ?? index} className="flex flex-col gap-0.5">
            {group.title ? (
              <p className="px-3 pb-1 text-xs font-semibold tracking-wide text-stone-500">{group.title}</p>
            ) : null}
            <ul className="flex flex-col gap-0.5">
              {group.items.map((item) => (
                <li key={item.to}>
                  <Link
                    to={item.to}
                    aria-current={isActive(item, pathname) ? 'page' : undefined}
                    className={`flex min-h-11 items-center rounded-lg px-3 lg:min-h-9 ${
                      isActive(item, pathname)
                        ? 'bg-leaf-50 font-semibold text-leaf-800 ring-1 ring-leaf-200'
                        : 'text-stone-700 hover:bg-stone-100 hover:text-stone-900'
                    }`}
                  >
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
    </nav>
  );
}

function AccountBox({ placement = 'bottom' }: { placement?: 'top' | 'bottom' }) {
  const user = useLoggedUser();
  const { logout, logoutEverywhere } = useSession();
  return (
    <div
      className={`flex flex-col gap-3 border-stone-200 p-4 ${placement === 'top' ? 'border-b bg-stone-50' : 'border-t'}`}
    >
      <div className="min-w-0">
        <p className="text-xs text-stone-500">{nav.signedInAs}</p>
        <p data-testid="admin-name" className="truncate font-semibold text-stone-900">
          {user.name}
        </p>
        <p className="truncate text-sm text-stone-600">{user.email}</p>
        <p data-testid="admin-role" className="text-xs font-semibold text-stone-500">
          {ADMIN_ROLE_NAMES[user.role]}
        </p>
      </div>
      <div className="flex items-center gap-2">
        <button
          type="button"
          // The guard then sends the admin to the login page.
          onClick={() => void logout()}
          className="flex min-h-10 flex-1 items-center justify-center gap-2 rounded-lg bg-stone-100 px-3 font-semibold text-stone-800 hover:bg-stone-200"
        >
          <LogoutIcon className="size-4" />
          {nav.logout}
        </button>
        <a
          href={paths.home}
          target="_blank"
          rel="noopener"
          className="flex min-h-10 items-center gap-1.5 whitespace-nowrap rounded-lg px-3 text-sm font-semibold text-leaf-800 hover:bg-leaf-50"
        >
          {nav.viewShop}
          <ExternalIcon className="size-4" />
          <span className="sr-only">{messages.common.opensInNewTab}</span>
        </a>
      </div>
      {/* A lost phone or a shared computer: every token of this admin stops working at once. */}
      <button
        type="button"
        onClick={() => void logoutEverywhere()}
        className="min-h-11 rounded-lg px-3 text-sm font-semibold text-stone-700 ring-1 ring-stone-200 hover:bg-stone-100"
      >
        {signInSecurityMessages.endEverySession}
      </button>
    </div>
  );
}

function Brand() {
  return (
    <Link to={paths.adminDashboard} className="text-lg font-semibold text-leaf-800">
      {adminMessages.brand}
    </Link>
  );
}

const DESKTOP_QUERY = '(min-width: 1024px)';

/** Whether the screen is as wide as Tailwind's `lg`, where the sidebar shows; and its changes. */
const isDesktop = () => window.matchMedia(DESKTOP_QUERY).matches;
const onDesktopChange = (onChange: () => void) => {
  const desktop = window.matchMedia(DESKTOP_QUERY);
  desktop.addEventListener('change', onChange);
  return () => desktop.removeEventListener('change', onChange);
};

/** What order staff see on an owner's page (a bookmark, a shared link): not a failed load. */
function OwnersOnly() {
  return (
    <div role="alert" className="rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-stone-200">
      <p className="text-lg font-semibold text-stone-900">{nav.ownersOnly}</p>
      <Link
        to={paths.adminOrders}
        className="mt-3 inline-flex min-h-11 items-center font-semibold text-leaf-800 underline"
      >
        {nav.toOrders}
      </Link>
    </div>
  );
}

/** The wide screen's sidebar: the brand, then `children` (the menu and the account, once signed in). */
function Sidebar({ children }: { children?: ReactNode }) {
  return (
    <aside className="fixed inset-y-0 left-0 z-20 hidden w-64 flex-col border-r border-stone-200 bg-white lg:flex">
      <div className="flex h-16 shrink-0 items-center border-b border-stone-200 px-6">
        <Brand />
      </div>
      {children}
    </aside>
  );
}

/** A phone's top bar: the menu button and the brand. */
function TopBar({ menuOpen, onMenu }: { menuOpen: boolean; onMenu: () => void }) {
  return (
    <header className="sticky top-0 z-10 flex h-14 items-center gap-2 border-b border-stone-200 bg-white/95 px-2 backdrop-blur lg:hidden">
      <button
        type="button"
        onClick={onMenu}
        aria-expanded={menuOpen}
        aria-haspopup="dialog"
        className="flex size-11 items-center justify-center rounded-lg text-stone-800 hover:bg-stone-100"
      >
        <MenuIcon className="size-6" />
        <span className="sr-only">{nav.openMenu}</span>
      </button>
      <Brand />
    </header>
  );
}

/**
 * A bar along the top while the next page's code is on its way: the page being left stays on the
 * screen meanwhile (decision 046), and this says the tap was taken.
 */
function NextPageLoading() {
  const loading = useNavigation().state === 'loading';
  if (!loading) return null;
  return (
    <div
      role="progressbar"
      aria-label={messages.common.loading}
      className="fixed inset-x-0 top-0 z-50 h-1 animate-pulse bg-leaf-600"
    />
  );
}

/** Where each page goes, beside the sidebar on a wide screen. */
function MainArea({ children }: { children: ReactNode }) {
  return (
    <main id="admin-main" className="lg:pl-64">
      <div className="mx-auto max-w-6xl px-4 py-5 sm:px-6 lg:py-8">{children}</div>
    </main>
  );
}

const frameClassName = 'min-h-dvh bg-stone-100 text-stone-800';

/**
 * The back office's frame around `children` as the server draws it for the orders screen's first
 * picture (decision 041, lib/page-shell.ts): the same bars and main area as AdminLayout, without
 * what needs a session (the menu, which depends on the role, and the account).
 */
export function AdminShell({ children }: { children: ReactNode }) {
  return (
    <div className={frameClassName}>
      <Sidebar />
      <TopBar menuOpen={false} onMenu={() => undefined} />
      <MainArea>{children}</MainArea>
    </div>
  );
}

/**
 * The back office around every guarded page but print: a sidebar on a wide screen; on a phone a top
 * bar whose menu button opens the same sidebar as a drawer.
 */
export default function AdminLayout() {
  const { pathname } = useLocation();
  const role = useLoggedUser().role;
  const [menuOpen, setMenuOpen] = useState(false);

  // A tap on a menu entry navigates: the drawer has done its job.
  // biome-ignore lint/correctness/useExhaustiveDependencies: closes on every navigation
  useEffect(() => setMenuOpen(false), [pathname]);

  // The sidebar shows from lg up; below, its menu and account are not drawn at all: hidden, they
  // were two dozen links drawn on every phone's first screen for nothing.
  const wide = useSyncExternalStore(onDesktopChange, isDesktop, () => false);
  // Told to the page drawn below (useWideScreen): the same object while the width class holds.
  const outletContext = useMemo<WideScreenContext>(() => ({ wide }), [wide]);

  // Turning a tablet to landscape shows the sidebar; a drawer left open would cover it.
  useEffect(() => {
    if (wide) setMenuOpen(false);
  }, [wide]);

  return (
    <div className={frameClassName}>
      <a
        href="#admin-main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:shadow"
      >
        {nav.skipToContent}
      </a>

      <Sidebar>
        {wide ? (
          <>
            <div className="min-h-0 flex-1 overflow-y-auto">
              <SidebarNav />
            </div>
            <AccountBox />
          </>
        ) : null}
      </Sidebar>

      <TopBar menuOpen={menuOpen} onMenu={() => setMenuOpen(true)} />

      <Drawer
        open={menuOpen}
        onClose={() => setMenuOpen(false)}
        title={adminMessages.brand}
        closeLabel={nav.closeMenu}
      >
        {/* On a phone the account and logout come first: the menu below is longer than the screen. */}
        <AccountBox placement="top" />
        <SidebarNav />
      </Drawer>

      <LeaveGuard />
      <NextPageLoading />
      <MainArea>
        <FailedSignInsNotice />
        {/* One section per page: a page that fails shows its message here, the menu stays. */}
        <SectionBoundary resetKey={pathname}>
          {/* One boundary per page too, for what a page itself waits for (its code never: the router
              keeps the page left on the screen until the next one's code has arrived, decision 046). */}
          <Suspense key={pathname} fallback={<ContentSpinner label={messages.common.loading} />}>
            {mayOpenPage(role, pathname) ? <Outlet context={outletContext} /> : <OwnersOnly />}
          </Suspense>
        </SectionBoundary>
      </MainArea>
    </div>
  );
}
