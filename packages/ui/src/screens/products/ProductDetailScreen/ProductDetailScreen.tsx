import { ErrorText } from '@salon/ui/primitives/ErrorText';
import { ProductSummary, type ProductDetailView } from '@salon/ui/screens/products/ProductDetailsModal';
import { TitledPage } from '@salon/ui/patterns/TitledPage';
import { Button } from '@salon/ui/primitives/Button';
import { Card } from '@salon/ui/primitives/Card';
import { Icon } from '@salon/ui/primitives/Icon';
import { Skeleton } from '@salon/ui/primitives/Skeleton';
import { VisuallyHidden } from '@salon/ui/primitives/VisuallyHidden';
import { Loading } from './ProductDetailScreen.styles';

export type ProductDetailState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; product: ProductDetailView };

export interface ProductDetailScreenProps {
  state: ProductDetailState;
  onBack: () => void;
}

/** /products/{id}: one product of the salon. */
export function ProductDetailScreen({ state, onBack }: ProductDetailScreenProps) {
  return (
    <TitledPage
      title="Product Details"
      actions={
        <Button variant="secondary" onClick={onBack} iconStart={<Icon name="chevron-left" size={16} />}>
          Back to Products
        </Button>
      }
    >
      <Card padding="lg">
        {state.status === 'loading' ? (
          <Loading aria-busy="true">
            <VisuallyHidden role="status">Loading product</VisuallyHidden>
            <Skeleton height={240} />
            <Skeleton shape="text" lines={6} />
          </Loading>
        ) : state.status === 'error' ? (
          <ErrorText role="alert">{state.message}</ErrorText>
        ) : (
          <ProductSummary product={state.product} headingLevel={2} />
        )}
      </Card>
    </TitledPage>
  );
}
