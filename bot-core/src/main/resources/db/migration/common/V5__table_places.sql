-- A table's place is its chat and, inside it, a topic (Telegram forums) or thread
-- (Discord): '' for the chat itself. Each place holds one open table, so one chat may hold
-- several; the leaderboard and /history stay per chat, across its places.
ALTER TABLE game_tables ADD COLUMN thread_id TEXT NOT NULL DEFAULT '';

DROP INDEX game_tables_open_chat;
CREATE UNIQUE INDEX game_tables_open_place ON game_tables (platform, chat_id, thread_id) WHERE status <> 'finished';
