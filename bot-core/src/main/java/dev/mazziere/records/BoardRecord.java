package dev.mazziere.records;

import dev.mazziere.rating.Rating;
import java.util.Map;
import java.util.Objects;

/**
 * What a profile shows for one leaderboard: the counters, the game's feats and the
 * rating (null while no rated match counted there: games against the computer alone).
 *
 * @param game the game's id, whose bundle names the feats
 */
public record BoardRecord(String board, String game, Counters counters, Map<String, Integer> feats, Rating rating) {

    public BoardRecord {
        Objects.requireNonNull(board, "board");
        Objects.requireNonNull(game, "game");
        Objects.requireNonNull(counters, "counters");
        feats = Map.copyOf(feats);
    }
}
