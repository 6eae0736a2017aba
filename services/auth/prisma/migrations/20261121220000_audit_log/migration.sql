-- CreateTable
CREATE TABLE "audit_entry" (
    "id" SERIAL NOT NULL,
    "event_id" UUID NOT NULL,
    "action" TEXT NOT NULL,
    "admin_id" INTEGER NOT NULL,
    "target_user_id" INTEGER NOT NULL,
    "old_value" TEXT,
    "new_value" TEXT,
    "at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "audit_entry_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "audit_entry_event_id_key" ON "audit_entry"("event_id");

-- CreateIndex
CREATE INDEX "audit_entry_at_idx" ON "audit_entry"("at");

