import { AdminPage } from '@/components/admin/admin-page';
import { StockList } from '@/features/products-admin/components/stock-list';
import { stockMessages } from '@/features/products-admin/messages';

/** /admin/product/stock (owners): every size's stock, what is held and what sold out (decision 064). */
export default function StockRoute() {
  return (
    <AdminPage title={stockMessages.title} description={stockMessages.intro}>
      <StockList />
    </AdminPage>
  );
}
