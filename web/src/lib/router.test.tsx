import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import {
  Link,
  Outlet,
  Route,
  Routes,
  routesFromElements,
  StaticRouter,
  useLocation,
  useOutletContext,
  useParams,
  useSearchParams,
} from './router';

// The router's drawing, on Node as the server renders the storefront and the orders screen's picture.
// Moves in a browser (links, Back with the leave question) are in e2e/: admin-unsaved-changes.spec.ts.

function Layout() {
  return (
    <main>
      <Outlet context={{ wide: true }} />
    </main>
  );
}

function OrderPage() {
  const { id } = useParams<{ id: string }>();
  const wide = useOutletContext<{ wide: boolean } | undefined>()?.wide;
  const [search] = useSearchParams();
  return <p>{`order ${id} wide ${wide} tab ${search.get('status')} at ${useLocation().pathname}`}</p>;
}

const table = (
  <>
    <Route path="*" element={<p>storefront</p>} />
    <Route element={<Layout />}>
      <Route path="/admin/order/:id" element={<OrderPage />} />
      <Route path="/admin/order/print/:id" element={<p>print</p>} />
    </Route>
  </>
);

const render = (url: string, children = <Routes>{table}</Routes>) =>
  renderToString(<StaticRouter location={url}>{children}</StaticRouter>);

describe('Routes', () => {
  it('draws the page inside its layout, with its parameters, the layout’s context and the query', () => {
    expect(render('/admin/order/AbC?status=pending')).toBe(
      '<main><p>order AbC wide true tab pending at /admin/order/AbC</p></main>',
    );
  });

  it('draws the most specific page, and anything else at *', () => {
    expect(render('/admin/order/print/AbC')).toBe('<main><p>print</p></main>');
    expect(render('/admin/orders')).toBe('<p>storefront</p>');
  });

  it('refuses a table with anything but routes and fragments', () => {
    expect(() => routesFromElements(<div />)).toThrow('<Routes> holds only <Route> elements and fragments');
  });

  it('says so when a page is drawn outside a router', () => {
    expect(() => renderToString(<OrderPage />)).toThrow(
      'useSearchParams is used outside a <BrowserRouter> or <StaticRouter>',
    );
  });
});

describe('Link', () => {
  it('writes its href from the current address: a query alone keeps the path', () => {
    const html = render(
      '/admin/orders?status=pending#list',
      <>
        <Link to={{ search: '?status=confirmed' }}>a</Link>
        <Link to="/admin/order/1" className="row">
          b
        </Link>
      </>,
    );
    expect(html).toBe(
      '<a href="/admin/orders?status=confirmed">a</a><a class="row" href="/admin/order/1">b</a>',
    );
  });
});
