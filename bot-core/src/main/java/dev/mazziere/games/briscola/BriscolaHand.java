package dev.mazziere.games.briscola;

import dev.mazziere.cards.ItalianCard;
import dev.mazziere.game.StatePart;
import java.util.Arrays;
import java.util.Objects;

/**
 * What one Briscola hand adds to its trick play and its stock (which the match keeps in
 * the kit's {@link dev.mazziere.games.tricks.Tricks} and
 * {@link dev.mazziere.games.tricks.Stock}): the card turned face up at the deal, whose
 * suit is briscola, and the card each seat drew after the last trick (null when it drew
 * none), which only that seat sees. {@link BriscolaMatch} changes it in place.
 */
final class BriscolaHand implements StatePart<BriscolaHand> {

    ItalianCard faceUp;
    final ItalianCard[] drawn;

    BriscolaHand(int seats) {
        this.drawn = new ItalianCard[seats];
    }

    private BriscolaHand(BriscolaHand o) {
        this.faceUp = o.faceUp;
        this.drawn = o.drawn.clone();
    }

    @Override
    public BriscolaHand copy() {
        return new BriscolaHand(this);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof BriscolaHand h && Objects.equals(faceUp, h.faceUp) && Arrays.equals(drawn, h.drawn);
    }

    @Override
    public int hashCode() {
        return Objects.hash(faceUp, Arrays.hashCode(drawn));
    }
}
