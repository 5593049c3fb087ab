import { Button } from '@salon/ui/primitives/Button';
import { Modal } from '@salon/ui/primitives/Modal';
import { ProductSummary, type ProductDetailView } from './ProductSummary';

export interface ProductDetailsModalProps {
  open: boolean;
  /** The product to show; the modal stays closed without one. */
  product: ProductDetailView | null;
  onClose: () => void;
  /** Opens the product's own page; the link shows when given. */
  onOpenPage?: () => void;
}

/** 'Product Details', opened from a card's image or name. */
export function ProductDetailsModal({ open, product, onClose, onOpenPage }: ProductDetailsModalProps) {
  return (
    <Modal
      open={open && product !== null}
      onClose={onClose}
      title="Product Details"
      size="lg"
      footer={
        <>
          {onOpenPage && (
            <Button variant="secondary" onClick={onOpenPage}>
              Open product page
            </Button>
          )}
          <Button onClick={onClose}>Close</Button>
        </>
      }
    >
      {product && <ProductSummary product={product} />}
    </Modal>
  );
}
