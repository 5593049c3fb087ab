export { draftOf, METHOD_LABELS, rateText } from './draft';
export { moneyIn } from './types';
export type {
  MoneyFormat,
  MoneyText,
  PersonRef,
  ReceiptHeaderView,
  SaleDiscountView,
  SaleDraft,
  SaleItemView,
  SaleLineDraft,
  SaleLineKind,
  SaleLineView,
  SalePaymentMethod,
  SalePaymentRequest,
  SalePaymentView,
  SaleRefundPaymentView,
  SaleRefundView,
  SaleSettingsView,
  SaleStatus,
  SaleTipView,
  SaleView,
  TaxRuleView,
} from './types';
