package dev.mazziere.rating;

import dev.mazziere.ai.Level;
import java.util.Objects;

/**
 * Who a seat counts for in a rated match: a {@link Player} whose rating the match
 * moves, a {@link Computer} added as such, whose rating is fixed by its level and never
 * moves, or a human's seat the computer {@link TakenOver took over}.
 *
 * <p>The project's fair-credit rule decides ({@link #seat}): a seat counts for its human
 * only when they earned its result, still seated at the end and the maker of at least
 * half of its moves. A human's seat that fails it was taken over by the computer (its
 * player left, or the computer made most of its moves), and then the match moves no
 * rating at all ({@link RatedMatch#rated()}): nobody is rated on the computer's play, nor
 * against it where a human sat down to play.
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
     * A human's seat the computer took over: its player left it, or made fewer than half
     * of its moves. Any such seat leaves the whole match unrated; {@code level} is the
     * computer that stood in.
     */
    record TakenOver(Level level) implements Member {
        public TakenOver {
            Objects.requireNonNull(level, "level");
        }
    }

    /**
     * The member one seat counts as: its player when {@code earned} (the table's
     * fair-credit rule), else taken over by the computer at the seat's level; a seat with
     * no user ({@code user} null) is a computer player added as such.
     */
    static Member seat(String user, Level level, boolean earned) {
        if (user == null) {
            return new Computer(level);
        }
        return earned ? new Player(user) : new TakenOver(level);
    }
}
