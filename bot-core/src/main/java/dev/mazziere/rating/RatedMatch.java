package dev.mazziere.rating;

import dev.mazziere.game.MatchResult;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.function.IntUnaryOperator;

/**
 * One finished match as the ratings see it: its leaderboard ({@code board}: the game,
 * or the variant it plays, as {@code Table.board()} names it), when it ended, and its
 * sides with their places.
 *
 * <p>A match is {@link #rated()} only when no seat was taken over by the computer and at
 * least two of its sides hold a player: a match in which any human's seat passed to the
 * computer (they left, or it made most of their moves), or a match against the computer
 * alone, moves nobody's rating.
 */
public record RatedMatch(String board, Instant at, List<Side> sides) {

    public RatedMatch {
        Objects.requireNonNull(board, "board");
        Objects.requireNonNull(at, "at");
        sides = List.copyOf(sides);
        if (sides.size() < 2) {
            throw new IllegalArgumentException("a match needs at least two sides, not " + sides.size());
        }
        Set<String> players = new HashSet<>();
        for (Side side : sides) {
            for (Member m : side.members()) {
                if (m instanceof Member.Player p && !players.add(p.id())) {
                    throw new IllegalArgumentException("player " + p.id() + " sits on more than one seat");
                }
            }
        }
    }

    /** True when no seat was taken over by the computer and at least two sides hold a player. */
    public boolean rated() {
        return sides.stream().noneMatch(Side::takenOver) && sides.stream().filter(Side::hasPlayer).count() >= 2;
    }

    /**
     * The match a finished table gives: {@code seats} holds each seat's member (see
     * {@link Member#seat}) and {@code teamOf} each seat's team; places come from
     * {@link Placings}. Empty for a stopped match.
     */
    public static Optional<RatedMatch> of(String board, Instant at, MatchResult result, boolean morePointsBetter,
            List<Member> seats, IntUnaryOperator teamOf) {
        if (result.stopped()) {
            return Optional.empty();
        }
        int[] places = Placings.of(result, morePointsBetter);
        List<Side> sides = new ArrayList<>();
        for (int team = 0; team < places.length; team++) {
            List<Member> members = new ArrayList<>();
            for (int s = 0; s < seats.size(); s++) {
                if (teamOf.applyAsInt(s) == team) {
                    members.add(seats.get(s));
                }
            }
            if (!members.isEmpty()) {
                sides.add(new Side(members, places[team]));
            }
        }
        return Optional.of(new RatedMatch(board, at, sides));
    }
}
