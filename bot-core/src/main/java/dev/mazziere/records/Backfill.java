package dev.mazziere.records;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import dev.mazziere.ai.Level;
import dev.mazziere.game.Json;
import dev.mazziere.games.GameEntry;
import dev.mazziere.games.GameRegistry;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Records, at start-up, the finished matches that were never recorded, in the order they
 * ended: every match of a database an older release wrote (the first start after the
 * upgrade rates them all), and a match whose end a crash parted from its recording. Who
 * earned each seat's result comes from the table's seats as they were at the end (a seat
 * the computer still played: its player had left) and the moves each seat made and its
 * player made ({@code moves}, {@code ownMoves} in the table's extra JSON; a table written
 * before they were kept counts each human still seated as earning it). A match that cannot
 * be read (a game this release lacks, a damaged transcript) is marked and left, with one
 * log line.
 */
public final class Backfill {

    private static final Logger LOG = LoggerFactory.getLogger(Backfill.class);
    private static final int BATCH = 500;

    private Backfill() {
    }

    /** Records every unrecorded finished match; returns how many were recorded. */
    public static int run(PlayerRecords records, GameRegistry games) {
        int recorded = 0;
        while (true) {
            List<UnrecordedMatch> batch = records.unrecorded(BATCH);
            for (UnrecordedMatch m : batch) {
                Optional<PlayedMatch> played = played(m, games);
                if (played.isPresent()) {
                    recorded += records.record(played.get()) ? 1 : 0;
                } else {
                    records.skip(m.matchId());
                }
            }
            if (batch.size() < BATCH) {
                if (recorded > 0) {
                    LOG.info("Ratings and profiles: {} finished matches recorded", recorded);
                }
                return recorded;
            }
        }
    }

    /** The played match of {@code m}, or empty when it counts for nobody or cannot be read. */
    static Optional<PlayedMatch> played(UnrecordedMatch m, GameRegistry games) {
        Optional<GameEntry> entry = games.find(m.game());
        if (entry.isEmpty()) {
            LOG.warn("Match {} is of a game this release does not have ({}): not rated", m.matchId(), m.game());
            return Optional.empty();
        }
        try {
            return PlayedMatches.of(m.matchId(), m.platform(), entry.get(), m.transcriptJson(), seats(m));
        } catch (IllegalArgumentException e) {
            LOG.warn("Match {} cannot be read for the ratings: {}", m.matchId(), e.getMessage());
            return Optional.empty();
        }
    }

    /** What each seat's table row and the extra state's move counts say about it. */
    static List<PlayedMatches.SeatFacts> seats(UnrecordedMatch m) {
        JsonNode extra = extra(m.extraJson());
        List<PlayedMatches.SeatFacts> out = new ArrayList<>();
        for (UnrecordedMatch.Seat s : m.seats()) {
            Level level = s.computer() == null ? Level.MEDIUM : Level.parse(s.computer());
            int moves = extra.path("moves").path(s.seat()).asInt(0);
            int own = extra.path("ownMoves").path(s.seat()).asInt(0);
            boolean earned = s.userId() != null && s.computer() == null && own * 2 >= moves;
            out.add(new PlayedMatches.SeatFacts(s.userId(), level, earned));
        }
        return out;
    }

    private static JsonNode extra(String json) {
        try {
            return Json.mapper().readTree(json);
        } catch (JsonProcessingException e) {
            return Json.mapper().createObjectNode();
        }
    }
}
