-- Issue 22, item 6: service prices, fixed deposits, booking fees and the price snapshots copied from them
-- (appointments, report tallies) were stored with a fixed * 100 whatever the salon's currency. They are
-- minor units of the salon's currency now: a yen salon's ¥5000 stored 500000 becomes 5000, a dinar
-- salon's 12.34 KWD stored 1234 becomes 12340. The lists are the currencies Intl gives 0 and 3 digits
-- (minorDigits in @salon/rules/money); two-digit salons are untouched. Recorded payments and orders keep
-- what was actually charged.
UPDATE "services" AS s SET
  "charges_cents" = CASE WHEN sa."currency" IN ('BHD','JOD','KWD','LYD','OMR','TND') THEN s."charges_cents" * 10 ELSE round(s."charges_cents" / 100.0) END,
  "deposit_value" = CASE WHEN s."deposit_kind" = 'fixed' AND s."deposit_value" IS NOT NULL
    THEN CASE WHEN sa."currency" IN ('BHD','JOD','KWD','LYD','OMR','TND') THEN s."deposit_value" * 10 ELSE round(s."deposit_value" / 100.0) END ELSE s."deposit_value" END
FROM "salons" AS sa WHERE s."salon_id" = sa."id" AND sa."currency" IN ('AFN','ALL','BIF','CLP','COP','DJF','GNF','HUF','IDR','IQD','IRR','ISK','JPY','KMF','KPW','KRW','LAK','LBP','MGA','MMK','PKR','PYG','RWF','SLL','SOS','SYP','UGX','VND','VUV','XAF','XOF','XPF','YER', 'BHD','JOD','KWD','LYD','OMR','TND');
--> statement-breakpoint
UPDATE "booking_policies" AS b SET
  "no_show_fee_cents" = CASE WHEN sa."currency" IN ('BHD','JOD','KWD','LYD','OMR','TND') THEN b."no_show_fee_cents" * 10 ELSE round(b."no_show_fee_cents" / 100.0) END,
  "late_cancel_fee_cents" = CASE WHEN sa."currency" IN ('BHD','JOD','KWD','LYD','OMR','TND') THEN b."late_cancel_fee_cents" * 10 ELSE round(b."late_cancel_fee_cents" / 100.0) END
FROM "salons" AS sa WHERE b."salon_id" = sa."id" AND sa."currency" IN ('AFN','ALL','BIF','CLP','COP','DJF','GNF','HUF','IDR','IQD','IRR','ISK','JPY','KMF','KPW','KRW','LAK','LBP','MGA','MMK','PKR','PYG','RWF','SLL','SOS','SYP','UGX','VND','VUV','XAF','XOF','XPF','YER', 'BHD','JOD','KWD','LYD','OMR','TND');
--> statement-breakpoint
UPDATE "appointments" AS a SET
  "sub_service_charges_cents" = CASE WHEN sa."currency" IN ('BHD','JOD','KWD','LYD','OMR','TND') THEN a."sub_service_charges_cents" * 10 ELSE round(a."sub_service_charges_cents" / 100.0) END
FROM "salons" AS sa WHERE a."salon_id" = sa."id" AND a."sub_service_charges_cents" IS NOT NULL AND sa."currency" IN ('AFN','ALL','BIF','CLP','COP','DJF','GNF','HUF','IDR','IQD','IRR','ISK','JPY','KMF','KPW','KRW','LAK','LBP','MGA','MMK','PKR','PYG','RWF','SLL','SOS','SYP','UGX','VND','VUV','XAF','XOF','XPF','YER', 'BHD','JOD','KWD','LYD','OMR','TND');
--> statement-breakpoint
UPDATE "appointment_start_tallies" AS t SET
  "charges_cents" = CASE WHEN sa."currency" IN ('BHD','JOD','KWD','LYD','OMR','TND') THEN t."charges_cents" * 10 ELSE round(t."charges_cents" / 100.0) END
FROM "salons" AS sa WHERE t."salon_id" = sa."id" AND sa."currency" IN ('AFN','ALL','BIF','CLP','COP','DJF','GNF','HUF','IDR','IQD','IRR','ISK','JPY','KMF','KPW','KRW','LAK','LBP','MGA','MMK','PKR','PYG','RWF','SLL','SOS','SYP','UGX','VND','VUV','XAF','XOF','XPF','YER', 'BHD','JOD','KWD','LYD','OMR','TND');
