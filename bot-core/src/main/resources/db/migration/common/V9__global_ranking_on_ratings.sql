-- /stats global reads each leaderboard's top 10 from the top down (issue 27). The same SQL for
-- SQLite and PostgreSQL; upgrades a database in place.

-- Each rating carries its player's global-ranking opt-in (players.global_ranking, the one that
-- /privacy public|private sets), kept equal to it by every write: /privacy public|private sets
-- both, a match's end copies it onto the ratings it writes, a rebuild copies it onto the
-- ratings it writes anew, /deleteme deletes both. Copied here from the players as they are.
ALTER TABLE player_ratings ADD COLUMN global_ranking INTEGER NOT NULL DEFAULT 0;
UPDATE player_ratings SET global_ranking = 1
 WHERE EXISTS (SELECT 1 FROM players p
                WHERE p.platform = player_ratings.platform AND p.user_id = player_ratings.user_id
                  AND p.global_ranking = 1);

-- The opted-in ratings of each leaderboard in the ranking's order, best first: a leaderboard's
-- top 10 is the first 10 entries under its name, whatever the number of players (before: every
-- opted-in rating read and ranked, 4,020 of 40,441 at 100,000 matches, docs/measured.md).
CREATE INDEX player_ratings_global ON player_ratings (board, conservative DESC, matches DESC, platform, user_id)
    WHERE global_ranking = 1 AND matches > 0;

-- Each player's updates on a leaderboard by date: the first and last of a month (what the
-- month's change needs) are the two ends of a range, not every update of it sorted (before:
-- 31,455 updates read and sorted twice for the 60 players of the ranking at 100,000 matches).
CREATE INDEX rating_history_player ON rating_history (platform, user_id, board, rated_at, match_id);
