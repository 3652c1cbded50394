package dev.mazziere.games.scopa;

import dev.mazziere.cards.Card;
import dev.mazziere.cards.ItalianCard;
import dev.mazziere.game.MatchState;
import dev.mazziere.game.StatePart;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;

/**
 * The state of one Scopa hand: the deck in dealing order and how much of it is dealt,
 * the seats' hands, the table, each side's captured pile and scope, the seat to play,
 * the last capturer and the last play. {@link ScopaMatch} plays on it in place.
 */
final class ScopaHand implements StatePart<ScopaHand> {

    /** The whole deck of the hand in dealing order (immutable); cards before {@link #dealtCount} are dealt. */
    List<ItalianCard> deck;
    int dealtCount;
    final List<List<ItalianCard>> hands;
    final List<ItalianCard> table;
    final List<List<ItalianCard>> captured;
    final int[] scope;
    int toAct;
    int lastCapturer;
    ScopaEvents.Play last;

    /** @param cardsEach the most cards a hand holds: a list of that size each, which every open table keeps */
    ScopaHand(int seats, int sides, int cardsEach) {
        this.deck = List.of();
        this.hands = new ArrayList<>(seats);
        for (int s = 0; s < seats; s++) {
            hands.add(new ArrayList<>(cardsEach));
        }
        this.table = new ArrayList<>();
        this.captured = new ArrayList<>(sides);
        for (int t = 0; t < sides; t++) {
            captured.add(new ArrayList<>());
        }
        this.scope = new int[sides];
        this.lastCapturer = MatchState.NOBODY;
    }

    private ScopaHand(ScopaHand o) {
        this.deck = o.deck;
        this.dealtCount = o.dealtCount;
        this.hands = StatePart.copyEach(o.hands);
        this.table = new ArrayList<>(o.table);
        this.captured = StatePart.copyEach(o.captured);
        this.scope = o.scope.clone();
        this.toAct = o.toAct;
        this.lastCapturer = o.lastCapturer;
        this.last = o.last;
    }

    /** The hands as they are now, for a deal event. */
    List<List<Card>> snapshotHands() {
        return StatePart.frozenEach(hands);
    }

    boolean handsEmpty() {
        return StatePart.allEmpty(hands);
    }

    @Override
    public ScopaHand copy() {
        return new ScopaHand(this);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof ScopaHand h && deck.equals(h.deck) && dealtCount == h.dealtCount
                && hands.equals(h.hands) && table.equals(h.table) && captured.equals(h.captured)
                && Arrays.equals(scope, h.scope) && toAct == h.toAct && lastCapturer == h.lastCapturer
                && Objects.equals(last, h.last);
    }

    @Override
    public int hashCode() {
        return Objects.hash(dealtCount, table, toAct);
    }
}
