-- CreateTable
CREATE TABLE "wallet"."counted_earnings" (
    "key" UUID NOT NULL,
    "steps" JSONB NOT NULL,
    "countedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "counted_earnings_pkey" PRIMARY KEY ("key")
);

