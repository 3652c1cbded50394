package dev.mazziere.records;

import dev.mazziere.ai.Level;
import dev.mazziere.rating.Member;
import java.util.Map;
import java.util.Objects;

/**
 * One seat of a finished match as the records see it.
 *
 * @param seat   the seat number, from 0
 * @param userId the platform user who sat there, or null for a computer player added as such
 * @param name   the name the seat was shown under
 * @param level  the computer's level: the computer player's, or for a human's seat the level
 *               that stood in while they were away
 * @param earned true when its human earned its result (the fair-credit rule: still seated
 *               at the end, maker of at least half of its moves); false for a computer's seat
 * @param team   the seat's side
 * @param place  the side's place, 1 for the winners, tied sides sharing one
 * @param won    true when the seat's side won
 * @param feats  the game's feats the seat did ({@link dev.mazziere.game.Feats}), by name
 */
public record PlayedSeat(int seat, String userId, String name, Level level, boolean earned, int team, int place,
        boolean won, Map<String, Integer> feats) {

    public PlayedSeat {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(level, "level");
        feats = Map.copyOf(feats);
        if (seat < 0 || team < 0 || place < 1) {
            throw new IllegalArgumentException("seat " + seat + ", team " + team + ", place " + place);
        }
        if (userId == null && earned) {
            throw new IllegalArgumentException("a computer's seat " + seat + " earns nothing");
        }
    }

    /** Who the seat counts for in the ratings ({@link Member#seat}). */
    public Member member() {
        return Member.seat(userId, level, earned);
    }

    /** True for a human's seat the computer took over: then the match rates nobody. */
    public boolean takenOver() {
        return userId != null && !earned;
    }

    /** True when the seat counts for its player: their profile and, in a rated match, their rating. */
    public boolean credited() {
        return userId != null && earned;
    }
}
