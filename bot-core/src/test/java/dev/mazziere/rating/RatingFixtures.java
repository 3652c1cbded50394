package dev.mazziere.rating;

import dev.mazziere.ai.Level;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** Matches and ratings the rating tests share: sides of named players and computers, a fixed board and clock. */
final class RatingFixtures {

    static final String BOARD = "scopa";
    static final Instant AT = Instant.parse("2026-03-15T18:00:00Z");

    private RatingFixtures() {
    }

    /** A side at {@code place} of the named players. */
    static Side side(int place, String... players) {
        List<Member> members = new ArrayList<>();
        for (String p : players) {
            members.add(new Member.Player(p));
        }
        return new Side(members, place);
    }

    /** A side at {@code place} of one computer of {@code level}. */
    static Side computer(int place, Level level) {
        return new Side(List.of(new Member.Computer(level)), place);
    }

    static RatedMatch match(Side... sides) {
        return match(AT, sides);
    }

    static RatedMatch match(Instant at, Side... sides) {
        return new RatedMatch(BOARD, at, List.of(sides));
    }

    /** Rates the match with every player a newcomer except those in {@code known}. */
    static List<RatingUpdate> rate(RatedMatch match, Map<String, Rating> known) {
        return new Rater().rate(match, p -> known.getOrDefault(p, Rating.newcomer()));
    }

    static List<RatingUpdate> rate(RatedMatch match) {
        return rate(match, Map.of());
    }

    /** The update of one player among a match's. */
    static RatingUpdate of(List<RatingUpdate> updates, String player) {
        return updates.stream().filter(u -> u.player().equals(player)).findFirst()
                .orElseThrow(() -> new AssertionError("no update for " + player + " in " + updates));
    }
}
