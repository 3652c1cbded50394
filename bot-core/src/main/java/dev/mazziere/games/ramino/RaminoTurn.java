package dev.mazziere.games.ramino;

import dev.mazziere.cards.FrenchCard;
import dev.mazziere.game.StatePart;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * The state of one Ramino turn, cleared when the turn ends: the card taken from the pile
 * or drawn from the tallone,
 * whether the draw must take the up-card, and what the seat has laid down so far (which
 * decides a close in hand, a ramino or a colore). {@link RaminoMatch} plays on it in place.
 */
final class RaminoTurn implements StatePart<RaminoTurn> {

    /** The card drawn from the pile this turn, which may not be discarded; null when none. */
    FrenchCard takenFromPile;
    /** The card drawn from the tallone this turn, which its player is shown marked; null when none. */
    FrenchCard drawnFromStock;
    /** The first draw of a {@code duemazzi} hand, which must take the up-card. */
    boolean forcedTake;
    /** Something was melded, extended or swapped this turn. */
    boolean played;
    /** A colore was laid this turn: only a discard may follow. */
    boolean coloreLaid;
    /** New melds laid this turn, colore aside. */
    int meldCount;
    /** The kind of the last new meld this turn, or null. */
    TableMeld.Kind meldKind;
    /** Anything but a new meld this turn: an extension, a swap, a colore. */
    boolean other;
    /** The natural cards put on the table this turn. */
    final List<FrenchCard> cards;

    RaminoTurn() {
        this.cards = new ArrayList<>();
    }

    private RaminoTurn(RaminoTurn o) {
        this.takenFromPile = o.takenFromPile;
        this.drawnFromStock = o.drawnFromStock;
        this.forcedTake = o.forcedTake;
        this.played = o.played;
        this.coloreLaid = o.coloreLaid;
        this.meldCount = o.meldCount;
        this.meldKind = o.meldKind;
        this.other = o.other;
        this.cards = new ArrayList<>(o.cards);
    }

    /** Forgets the turn, for the next one. */
    void reset() {
        takenFromPile = null;
        drawnFromStock = null;
        forcedTake = false;
        played = false;
        coloreLaid = false;
        meldCount = 0;
        other = false;
        meldKind = null;
        cards.clear();
    }

    @Override
    public RaminoTurn copy() {
        return new RaminoTurn(this);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof RaminoTurn t && Objects.equals(takenFromPile, t.takenFromPile)
                && Objects.equals(drawnFromStock, t.drawnFromStock)
                && forcedTake == t.forcedTake && played == t.played && coloreLaid == t.coloreLaid
                && meldCount == t.meldCount && meldKind == t.meldKind && other == t.other && cards.equals(t.cards);
    }

    @Override
    public int hashCode() {
        return Objects.hash(takenFromPile, played, meldCount);
    }
}
