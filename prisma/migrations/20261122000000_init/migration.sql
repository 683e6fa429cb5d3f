-- CreateEnum
CREATE TYPE "match_status" AS ENUM ('challenged', 'active', 'finished', 'declined', 'cancelled', 'abandoned');

-- CreateTable
CREATE TABLE "users" (
    "id" TEXT NOT NULL,
    "username" TEXT NOT NULL,
    "locale" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "users_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "guilds" (
    "id" TEXT NOT NULL,
    "settings" JSONB NOT NULL DEFAULT '{}',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "guilds_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "matches" (
    "id" UUID NOT NULL,
    "game" TEXT NOT NULL,
    "options" JSONB NOT NULL DEFAULT '{}',
    "status" "match_status" NOT NULL DEFAULT 'challenged',
    "state" JSONB,
    "version" INTEGER NOT NULL DEFAULT 0,
    "seed" TEXT NOT NULL,
    "outcome" JSONB,
    "guild_id" TEXT,
    "channel_id" TEXT,
    "thread_id" TEXT,
    "message_id" TEXT,
    "created_by_id" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "started_at" TIMESTAMPTZ(3),
    "finished_at" TIMESTAMPTZ(3),

    CONSTRAINT "matches_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "match_seats" (
    "match_id" UUID NOT NULL,
    "seat" INTEGER NOT NULL,
    "user_id" TEXT,
    "name" TEXT NOT NULL,
    "is_bot" BOOLEAN NOT NULL DEFAULT false,
    "team" INTEGER,
    "accepted" BOOLEAN NOT NULL DEFAULT false,
    "resigned_at" TIMESTAMPTZ(3),

    CONSTRAINT "match_seats_pkey" PRIMARY KEY ("match_id","seat")
);

-- CreateTable
CREATE TABLE "match_actions" (
    "match_id" UUID NOT NULL,
    "seq" INTEGER NOT NULL,
    "seat" INTEGER NOT NULL,
    "action" JSONB NOT NULL,
    "events" JSONB NOT NULL DEFAULT '[]',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "match_actions_pkey" PRIMARY KEY ("match_id","seq")
);

-- CreateIndex
CREATE INDEX "matches_guild_id_status_idx" ON "matches"("guild_id", "status");

-- CreateIndex
CREATE INDEX "match_seats_user_id_idx" ON "match_seats"("user_id");

-- AddForeignKey
ALTER TABLE "matches" ADD CONSTRAINT "matches_guild_id_fkey" FOREIGN KEY ("guild_id") REFERENCES "guilds"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "match_seats" ADD CONSTRAINT "match_seats_match_id_fkey" FOREIGN KEY ("match_id") REFERENCES "matches"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "match_seats" ADD CONSTRAINT "match_seats_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "match_actions" ADD CONSTRAINT "match_actions_match_id_fkey" FOREIGN KEY ("match_id") REFERENCES "matches"("id") ON DELETE CASCADE ON UPDATE CASCADE;
