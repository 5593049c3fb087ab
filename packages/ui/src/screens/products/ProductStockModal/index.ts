export { ProductStockModal } from './ProductStockModal';
export type { ProductStockModalProps } from './ProductStockModal';
export { MAX_STOCK_QUANTITY, validateStock } from './validate-stock';
export type { StockFormErrors, StockFormValues, StockType } from './validate-stock';
