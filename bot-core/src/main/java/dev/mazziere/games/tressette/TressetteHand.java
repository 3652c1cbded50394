package dev.mazziere.games.tressette;

import dev.mazziere.cards.ItalianCard;
import dev.mazziere.game.StatePart;
import dev.mazziere.games.tricks.TrickEvents;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;

/**
 * What a Tressette hand keeps besides its tricks and its stock, a {@link StatePart}: which
 * seats have played their first card (and so had their accusi declared), the accusi
 * declared for each seat, the cards every seat has seen in another's hand (declared, or
 * drawn face up from the stock with 2 players) and not yet played, and the draws after
 * the last trick.
 */
final class TressetteHand implements StatePart<TressetteHand> {

    private final boolean[] opened;
    private final List<List<Accuso>> declared;
    private final List<List<ItalianCard>> shown;
    private final List<TrickEvents.Draw<ItalianCard>> lastDraws;

    TressetteHand(int seats) {
        this.opened = new boolean[seats];
        this.declared = new ArrayList<>(seats);
        this.shown = new ArrayList<>(seats);
        for (int s = 0; s < seats; s++) {
            declared.add(new ArrayList<>(2));
            shown.add(new ArrayList<>());
        }
        this.lastDraws = new ArrayList<>(2);
    }

    private TressetteHand(TressetteHand o) {
        this.opened = o.opened.clone();
        this.declared = StatePart.copyEach(o.declared);
        this.shown = StatePart.copyEach(o.shown);
        this.lastDraws = new ArrayList<>(o.lastDraws);
    }

    /** A new hand: nobody has played, nothing declared, shown or drawn. */
    void clear() {
        Arrays.fill(opened, false);
        for (int s = 0; s < opened.length; s++) {
            declared.get(s).clear();
            shown.get(s).clear();
        }
        lastDraws.clear();
    }

    /** True once {@code seat} has played a card in this hand. */
    boolean opened(int seat) {
        return opened[seat];
    }

    /**
     * {@code seat} plays its first card of the hand, holding {@code cards} (the hand dealt):
     * with accusi on, every combination in it is declared, and its cards are shown to all.
     *
     * @return the combinations declared, in order; empty with accusi off
     */
    List<Accuso> open(int seat, List<ItalianCard> cards, boolean accusi) {
        opened[seat] = true;
        if (!accusi) {
            return List.of();
        }
        List<Accuso> found = Accuso.of(cards);
        declared.get(seat).addAll(found);
        for (Accuso a : found) {
            for (ItalianCard c : a.cards()) {
                if (!shown.get(seat).contains(c)) {
                    shown.get(seat).add(c);
                }
            }
        }
        return found;
    }

    /** For a position rebuilt from a view: the seat has played already, with these accusi and these cards shown. */
    void restore(int seat, boolean hasOpened, List<Accuso> accusi, List<ItalianCard> seen) {
        opened[seat] = hasOpened;
        declared.get(seat).addAll(accusi);
        shown.get(seat).addAll(seen);
    }

    /** {@code seat} played {@code card}: it is no longer a shown card of its hand. */
    void played(int seat, ItalianCard card) {
        shown.get(seat).remove(card);
    }

    /** The draws after a trick (none once the stock is empty): each card drawn is shown to all. */
    void drew(List<TrickEvents.Draw<ItalianCard>> draws) {
        lastDraws.clear();
        lastDraws.addAll(draws);
        for (TrickEvents.Draw<ItalianCard> d : draws) {
            shown.get(d.seat()).add(d.card());
        }
    }

    /** Restores the last draws of a position rebuilt from a view. */
    void restoreDraws(List<TrickEvents.Draw<ItalianCard>> draws) {
        lastDraws.clear();
        lastDraws.addAll(draws);
    }

    /** The accusi declared for each seat this hand; unmodifiable, live. */
    List<List<Accuso>> declared() {
        return java.util.Collections.unmodifiableList(declared);
    }

    /** The cards of each seat's hand that every seat has seen; unmodifiable, live. */
    List<List<ItalianCard>> shown() {
        return java.util.Collections.unmodifiableList(shown);
    }

    List<TrickEvents.Draw<ItalianCard>> lastDraws() {
        return java.util.Collections.unmodifiableList(lastDraws);
    }

    /** The accusi points of each side this hand. */
    List<Integer> accusiPoints() {
        int[] points = new int[TressetteRules.SIDES];
        for (int s = 0; s < declared.size(); s++) {
            points[TressetteRules.sideOf(s)] += Accuso.points(declared.get(s));
        }
        return List.of(points[0], points[1]);
    }

    @Override
    public TressetteHand copy() {
        return new TressetteHand(this);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof TressetteHand h && Arrays.equals(opened, h.opened) && declared.equals(h.declared)
                && shown.equals(h.shown) && lastDraws.equals(h.lastDraws);
    }

    @Override
    public int hashCode() {
        return Objects.hash(Arrays.hashCode(opened), declared, shown.size());
    }
}
