-- AlterTable: the trace an event belongs to travels with it (OpenTelemetry, optional)
ALTER TABLE "outbox_event" ADD COLUMN "trace_parent" TEXT;
