-- Checkout asks for the city (owner: modules/orders). It lives in the order's shipping address with the
-- other fields; orders placed before have an empty one, so every stored address has the same keys.
UPDATE "orders" SET "shipping_address" = "shipping_address" || '{"city": ""}'::jsonb
  WHERE NOT ("shipping_address" ? 'city');
