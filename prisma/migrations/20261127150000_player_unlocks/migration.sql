-- Per-player progression (Champions of Hara §32.5: completing a scenario
-- unlocks a progression card for the character played): what a player has
-- unlocked in a game (GameModule.unlocks), stored when a match ends by the
-- rules, and handed to the game when a later match starts
-- (GameModule.withUnlocks). The first match that unlocked it is kept; the
-- match may be deleted later, so it is no foreign key.

-- CreateTable
CREATE TABLE "player_unlocks" (
    "user_id" TEXT NOT NULL,
    "game" TEXT NOT NULL,
    "unlock" TEXT NOT NULL,
    "match_id" UUID NOT NULL,
    "unlocked_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "player_unlocks_pkey" PRIMARY KEY ("user_id","game","unlock")
);

-- AddForeignKey
ALTER TABLE "player_unlocks" ADD CONSTRAINT "player_unlocks_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
