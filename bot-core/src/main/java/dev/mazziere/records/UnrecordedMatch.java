package dev.mazziere.records;

import java.util.List;
import java.util.Objects;

/**
 * A finished match whose ratings and profiles were never recorded: ended by a release
 * before ratings, or by a write that did not record it. What the store has of it: its
 * game, transcript, and its table's seats and extra state as they were at the end.
 *
 * @param extraJson the table layer's extra JSON of the table (its {@code moves} and
 *                  {@code ownMoves} per seat tell who earned a seat's result)
 */
public record UnrecordedMatch(long matchId, String platform, String game, String transcriptJson, List<Seat> seats,
        String extraJson) {

    /**
     * A seat of the match's table at its end.
     *
     * @param userId   its user, or null for a computer player
     * @param computer the computer's level; for a seat with a user, set when the computer
     *                 played it at the end (its player had left)
     */
    public record Seat(int seat, String userId, String name, String computer) {
    }

    public UnrecordedMatch {
        Objects.requireNonNull(platform, "platform");
        Objects.requireNonNull(game, "game");
        Objects.requireNonNull(transcriptJson, "transcriptJson");
        seats = List.copyOf(seats);
        Objects.requireNonNull(extraJson, "extraJson");
    }
}
