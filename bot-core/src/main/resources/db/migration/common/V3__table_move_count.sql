-- The number of moves of each table's current match, beside its version: a bot instance
-- checks this one row before an event to tell whether its copy of the table is current.
ALTER TABLE game_tables ADD COLUMN move_count INTEGER NOT NULL DEFAULT 0;

UPDATE game_tables SET move_count = (
    SELECT COUNT(*) FROM match_moves mv
     WHERE mv.match_id = (SELECT MAX(m.id) FROM matches m WHERE m.table_id = game_tables.id));
