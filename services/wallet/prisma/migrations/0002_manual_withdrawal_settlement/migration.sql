-- AlterTable
ALTER TABLE "wallet"."withdrawals" ADD COLUMN     "settleHash" TEXT,
ADD COLUMN     "settleOperationId" TEXT,
ADD COLUMN     "settledBy" TEXT;


-- Total Withdrawn counts what was paid out, completed withdrawals only (it counted holds minus refunds,
-- so pending and approved ones too): recompute it from the completed withdrawals.
UPDATE "wallet"."accounts" a
   SET "totalWithdrawn" = paid."total"
  FROM (SELECT acc."userId", COALESCE(SUM(w."amount"), 0)::int AS "total"
          FROM "wallet"."accounts" acc
          LEFT JOIN "wallet"."withdrawals" w ON w."userId" = acc."userId" AND w."status" = 'completed'
         GROUP BY acc."userId") paid
 WHERE paid."userId" = a."userId" AND a."totalWithdrawn" <> paid."total";
