import { ProductDetailScreen, type ProductDetailState } from '@salon/ui/screens/products/ProductDetailScreen';
import { useNavigate, useParams } from 'react-router-dom';
import { errorMessage, RoleGuard } from '../core';
import { PRODUCT_ROLES } from './policies';
import { toDetailView } from './product-view';
import { useProduct } from './use-product';

/** /products/{id}: one product, for salon, manager and superadmin; other roles go to /. */
export function ProductDetailContainer() {
  return (
    <RoleGuard allow={PRODUCT_ROLES}>
      <ProductDetail />
    </RoleGuard>
  );
}

function ProductDetail() {
  const { id } = useParams<{ id: string }>();
  const navigate = useNavigate();
  const product = useProduct(id);
  const state: ProductDetailState = product.data
    ? { status: 'ready', product: toDetailView(product.data) }
    : product.error
      ? { status: 'error', message: errorMessage(product.error) }
      : { status: 'loading' };
  return <ProductDetailScreen state={state} onBack={() => navigate('/products')} />;
}
