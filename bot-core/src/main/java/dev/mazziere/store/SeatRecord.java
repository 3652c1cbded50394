package dev.mazziere.store;

import java.util.Objects;

/**
 * One seat of a table.
 *
 * @param seat        the seat number, from 0
 * @param userId      the platform user sitting there, or null for a computer player's seat
 * @param displayName the name shown for the seat
 * @param computer    the level of the computer playing this seat ({@code easy}, {@code medium},
 *                    {@code hard}: the table layer's words, kept as they are), or null when its user plays;
 *                    a seat with both a user and a level is a user's seat handed to the computer
 *                    while the user is away
 */
public record SeatRecord(int seat, String userId, String displayName, String computer) {

    public SeatRecord {
        if (seat < 0) {
            throw new IllegalArgumentException("seat " + seat);
        }
        Objects.requireNonNull(displayName, "displayName");
        if (userId == null && computer == null) {
            throw new IllegalArgumentException("seat " + seat + " has neither a user nor a computer level");
        }
    }

    public static SeatRecord human(int seat, String userId, String displayName) {
        return new SeatRecord(seat, Objects.requireNonNull(userId, "userId"), displayName, null);
    }

    public static SeatRecord computer(int seat, String displayName, String level) {
        return new SeatRecord(seat, null, displayName, Objects.requireNonNull(level, "level"));
    }
}
