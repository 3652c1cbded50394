package dev.mazziere.rating;

import dev.mazziere.ai.Level;
import java.util.Objects;

/**
 * Who a seat counts for in a rated match: a {@link Player} whose rating the match
 * moves, or a {@link Computer} whose rating is fixed by its level and never moves.
 *
 * <p>The project's fair-credit rule decides ({@link #seat}): a seat counts for its human
 * only when they earned its result, still seated at the end and the maker of at least
 * half of its moves. A seat the computer took over counts for nobody: it plays on as a
 * computer of the seat's level, so its former player's rating does not move and the
 * others are rated against the computer's fixed strength.
 */
public sealed interface Member {

    /** A human whose rating the match moves; {@code id} is the store's user id. */
    record Player(String id) implements Member {
        public Player {
            Objects.requireNonNull(id, "id");
        }
    }

    /**
     * A computer player: its rating is fixed per level and never changes, so playing
     * the computer cannot be farmed and a computer seat anchors the scale.
     */
    record Computer(Level level) implements Member {

        /** Deviation of every computer's fixed rating: its strength is known, not learned. */
        public static final double SIGMA = 2.0;

        public Computer {
            Objects.requireNonNull(level, "level");
        }

        /**
         * The level's fixed rating. Medium is a newcomer's mean; easy and hard are placed
         * where the measured Scopa duels put them against medium under this model (easy won
         * 14.2% of 400, hard 72.4% of 800: see docs/ratings.md).
         */
        public Rating rating() {
            double mu = switch (level) {
                case EASY -> 13.0;
                case MEDIUM -> Rating.MU;
                case HARD -> 31.0;
            };
            return new Rating(mu, SIGMA, 0);
        }
    }

    /**
     * The member one seat counts as: its player when {@code earned} (the table's
     * fair-credit rule), else the computer at the seat's level; a seat with no user
     * ({@code user} null) is the computer.
     */
    static Member seat(String user, Level level, boolean earned) {
        return user != null && earned ? new Player(user) : new Computer(level);
    }
}
