package dev.mazziere.records;

import dev.mazziere.rating.Member;
import dev.mazziere.rating.RatedMatch;
import dev.mazziere.rating.Side;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.TreeMap;

/**
 * A match that was played to its end (not stopped), as the records keep it: where, on
 * which leaderboard, and each seat with its side, place, fair-credit verdict and feats.
 * What a table hands the store at its match's end ({@link PlayedMatches} builds it).
 *
 * @param matchId  the store's id of the match
 * @param platform the platform of the chat it was played in: ratings and profiles are per platform user
 * @param board    the leaderboard it counts on: the game, or the variant it plays ({@code scopone})
 * @param game     the game's id, whose bundle names its feats
 */
public record PlayedMatch(long matchId, String platform, String board, String game, List<PlayedSeat> seats) {

    public PlayedMatch {
        Objects.requireNonNull(platform, "platform");
        Objects.requireNonNull(board, "board");
        Objects.requireNonNull(game, "game");
        seats = List.copyOf(seats);
        if (seats.size() < 2) {
            throw new IllegalArgumentException("a match has two seats at least, not " + seats.size());
        }
        Set<String> users = new HashSet<>();
        for (int s = 0; s < seats.size(); s++) {
            PlayedSeat seat = seats.get(s);
            if (seat.seat() != s) {
                throw new IllegalArgumentException("seat " + seat.seat() + " listed as seat " + s);
            }
            if (seat.userId() != null && !users.add(seat.userId())) {
                throw new IllegalArgumentException("user " + seat.userId() + " sits on two seats");
            }
        }
    }

    /** The seats whose players it counts for, in seat order. */
    public List<PlayedSeat> credited() {
        return seats.stream().filter(PlayedSeat::credited).toList();
    }

    /** The match as the ratings see it, ended at {@code at}: its sides by team, each with its place. */
    public RatedMatch rated(Instant at) {
        TreeMap<Integer, List<Member>> members = new TreeMap<>();
        TreeMap<Integer, Integer> places = new TreeMap<>();
        for (PlayedSeat s : seats) {
            members.computeIfAbsent(s.team(), t -> new ArrayList<>()).add(s.member());
            places.put(s.team(), s.place());
        }
        List<Side> sides = new ArrayList<>();
        members.forEach((team, m) -> sides.add(new Side(m, places.get(team))));
        return new RatedMatch(board, at, sides);
    }
}
