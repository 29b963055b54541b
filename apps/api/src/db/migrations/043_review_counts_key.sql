-- review_counts (migration 041) gets a primary key that carries business_id, as every tenant table's does (ADR
-- 0014: the key a table is distributed by; db/__tests__/distribution-keys.test.ts). Its natural key holds the
-- nullable language (a review Google gave none), which a primary key cannot, so the unique index stays the key
-- the counts are found by and a surrogate id completes the primary key.
ALTER TABLE review_counts ADD COLUMN id bigint GENERATED ALWAYS AS IDENTITY;
ALTER TABLE review_counts ADD PRIMARY KEY (business_id, id);
