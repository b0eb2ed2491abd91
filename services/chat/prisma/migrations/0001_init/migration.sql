-- CreateSchema
CREATE SCHEMA IF NOT EXISTS "chat";

-- CreateTable
CREATE TABLE "chat"."chat_messages" (
    "id" UUID NOT NULL,
    "userId" TEXT,
    "username" TEXT NOT NULL,
    "message" TEXT NOT NULL,
    "type" TEXT NOT NULL DEFAULT 'message',
    "rainAmount" INTEGER,
    "isDeleted" BOOLEAN NOT NULL DEFAULT false,
    "isAdmin" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "chat_messages_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "chat"."rains" (
    "id" UUID NOT NULL,
    "operationId" TEXT,
    "amount" INTEGER NOT NULL,
    "durationMs" INTEGER NOT NULL,
    "message" TEXT NOT NULL,
    "startedBy" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "openSlot" BOOLEAN,
    "startedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "endsAt" TIMESTAMPTZ(3) NOT NULL,
    "endedAt" TIMESTAMPTZ(3),
    "participantCount" INTEGER,
    "share" INTEGER,
    "settledAt" TIMESTAMPTZ(3),
    "settlerId" TEXT,
    "settlerLeaseUntil" TIMESTAMPTZ(3),

    CONSTRAINT "rains_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "chat"."rain_participants" (
    "rainId" UUID NOT NULL,
    "userId" TEXT NOT NULL,
    "username" TEXT NOT NULL,
    "joinedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "paidAt" TIMESTAMPTZ(3),
    "paidAmount" INTEGER,

    CONSTRAINT "rain_participants_pkey" PRIMARY KEY ("rainId","userId")
);

-- CreateTable
CREATE TABLE "chat"."notifications" (
    "id" UUID NOT NULL,
    "type" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "message" TEXT NOT NULL,
    "isGlobal" BOOLEAN NOT NULL DEFAULT false,
    "userId" TEXT,
    "amount" INTEGER,
    "gameName" TEXT,
    "isRead" BOOLEAN NOT NULL DEFAULT false,
    "dedupeKey" TEXT,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expiresAt" TIMESTAMPTZ(3),

    CONSTRAINT "notifications_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "chat"."notification_reads" (
    "notificationId" UUID NOT NULL,
    "userId" TEXT NOT NULL,
    "readAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "notification_reads_pkey" PRIMARY KEY ("notificationId","userId")
);

-- CreateTable
CREATE TABLE "chat"."activity_feed" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "username" TEXT NOT NULL,
    "game" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "amount" INTEGER NOT NULL,
    "occurredAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "activity_feed_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "chat"."outbox" (
    "id" UUID NOT NULL,
    "seq" BIGSERIAL NOT NULL,
    "type" TEXT NOT NULL,
    "data" JSONB NOT NULL,
    "occurredAt" TIMESTAMPTZ(3) NOT NULL,
    "publishedAt" TIMESTAMPTZ(3),
    "claimedUntil" TIMESTAMPTZ(3),

    CONSTRAINT "outbox_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "chat"."inbox" (
    "consumer" TEXT NOT NULL,
    "eventId" UUID NOT NULL,
    "processedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "inbox_pkey" PRIMARY KEY ("consumer","eventId")
);

-- CreateIndex
CREATE INDEX "chat_messages_createdAt_idx" ON "chat"."chat_messages"("createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "rains_operationId_key" ON "chat"."rains"("operationId");

-- CreateIndex
CREATE UNIQUE INDEX "rains_openSlot_key" ON "chat"."rains"("openSlot");

-- CreateIndex
CREATE INDEX "rains_status_endsAt_idx" ON "chat"."rains"("status", "endsAt");

-- CreateIndex
CREATE INDEX "rains_startedBy_startedAt_idx" ON "chat"."rains"("startedBy", "startedAt");

-- CreateIndex
CREATE INDEX "rain_participants_rainId_paidAt_idx" ON "chat"."rain_participants"("rainId", "paidAt");

-- CreateIndex
CREATE UNIQUE INDEX "notifications_dedupeKey_key" ON "chat"."notifications"("dedupeKey");

-- CreateIndex
CREATE INDEX "notifications_userId_createdAt_idx" ON "chat"."notifications"("userId", "createdAt");

-- CreateIndex
CREATE INDEX "notifications_isGlobal_createdAt_idx" ON "chat"."notifications"("isGlobal", "createdAt");

-- CreateIndex
CREATE INDEX "activity_feed_occurredAt_idx" ON "chat"."activity_feed"("occurredAt");

-- CreateIndex
CREATE INDEX "outbox_publishedAt_seq_idx" ON "chat"."outbox"("publishedAt", "seq");

-- AddForeignKey
ALTER TABLE "chat"."rain_participants" ADD CONSTRAINT "rain_participants_rainId_fkey" FOREIGN KEY ("rainId") REFERENCES "chat"."rains"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "chat"."notification_reads" ADD CONSTRAINT "notification_reads_notificationId_fkey" FOREIGN KEY ("notificationId") REFERENCES "chat"."notifications"("id") ON DELETE CASCADE ON UPDATE CASCADE;

