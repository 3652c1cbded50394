package dev.mazziere.game;

import dev.mazziere.cards.SeededRandom;
import java.util.Objects;

/**
 * The match-long state of a dealt game besides its totals: the random source every
 * shuffle draws from, the dealer, and a count of hands as the game keeps it (dealt so
 * far, or scored). A game mutates it in place; {@link #copy()} and {@link #equals}
 * cover all three.
 */
public final class Rotation implements StatePart<Rotation> {

    private final SeededRandom random;
    private int dealer;
    private int hands;

    /** A rotation drawing from {@code seed}, with dealer 0 and no hands counted. */
    public Rotation(long seed) {
        this.random = new SeededRandom(seed);
    }

    private Rotation(Rotation o) {
        this.random = o.random.copy();
        this.dealer = o.dealer;
        this.hands = o.hands;
    }

    /** The source of every shuffle (and of the first dealer). */
    public SeededRandom random() {
        return random;
    }

    public int dealer() {
        return dealer;
    }

    public void setDealer(int seat) {
        this.dealer = seat;
    }

    /** The hands counted so far, as the game counts them. */
    public int hands() {
        return hands;
    }

    public void setHands(int count) {
        this.hands = count;
    }

    /** Counts one more hand. */
    public void countHand() {
        hands++;
    }

    @Override
    public Rotation copy() {
        return new Rotation(this);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Rotation r && random.equals(r.random) && dealer == r.dealer && hands == r.hands;
    }

    @Override
    public int hashCode() {
        return Objects.hash(dealer, hands);
    }
}
