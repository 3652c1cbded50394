-- /stats global starts from the players who joined the global ranking (one in ten or fewer):
-- without this index the query read every rating of every player (40,441 rows at 100,000
-- matches, docs/measured.md) to find the few opted in.
CREATE INDEX players_global ON players (global_ranking);

-- The global ranking's version: bumped by every write that can change what /stats global
-- shows (a match's ratings or names of a player who joined, joining or leaving, /deleteme,
-- a rebuild), so that each bot instance sharing the database serves its last read of the
-- ranking again only while nothing changed (store.GlobalRankingCache).
CREATE TABLE global_ranking_version (
    id      INTEGER NOT NULL PRIMARY KEY CHECK (id = 1),
    version BIGINT  NOT NULL
);
INSERT INTO global_ranking_version (id, version) VALUES (1, 0);
