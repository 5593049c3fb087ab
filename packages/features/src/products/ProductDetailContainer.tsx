import { ProductDetailScreen, type ProductDetailState } from '@salon/ui/screens/products/ProductDetailScreen';
import { useNavigate, useParams } from 'react-router-dom';
import { errorMessage, useSalonMoney } from '../core';
import { toDetailView } from './product-view';
import { useProduct } from './use-product';

/** /products/{id}: one product, for salon, manager and superadmin; the route table sends other roles to /. */
export function ProductDetailContainer() {
  const { id } = useParams<{ id: string }>();
  const navigate = useNavigate();
  const product = useProduct(id);
  const money = useSalonMoney();
  const state: ProductDetailState = product.data
    ? { status: 'ready', product: toDetailView(product.data, money) }
    : product.error
      ? { status: 'error', message: errorMessage(product.error) }
      : { status: 'loading' };
  return <ProductDetailScreen state={state} onBack={() => navigate('/products')} />;
}
