package dev.mazziere.games.tressette;

import dev.mazziere.cards.ItalianCard;
import dev.mazziere.game.View;
import dev.mazziere.games.tricks.CardPoints;
import dev.mazziere.games.tricks.TrickEvents;
import dev.mazziere.games.tricks.TrickPlayView;
import dev.mazziere.games.tricks.TrickView;
import java.util.ArrayList;
import java.util.List;

/**
 * What one seat sees of a Tressette match: its own hand (empty in the public view), the
 * trick play every seat sees alike ({@link TrickView}), the accusi declared and the cards
 * every seat has seen in another's hand (declared, or drawn face up from the stock), the
 * stock's size and the last draws with 2 players, the running totals per side and the
 * rules in force.
 *
 * @param table     the public trick play of this hand
 * @param toAct     the seat to play, or -1 when the match is over
 * @param totals    running totals per side (seats 0+2, 1+3)
 * @param target    the points that end the match
 * @param accusi    whether combinations are declared
 * @param cappotto  the option: {@code win}, {@code double} or {@code off}
 * @param stock     cards left in the stock (always 0 with 4 players)
 * @param lastDraws the cards drawn after the last trick, the winner's first (empty once the stock is out)
 * @param declared  the accusi declared for each seat this hand
 * @param shown     the cards of each seat's hand everyone has seen (declared or drawn) and not yet played
 */
public record TressetteView(
        int viewer,
        List<ItalianCard> hand,
        TrickView<ItalianCard> table,
        int toAct,
        int dealer,
        int handNumber,
        List<Integer> totals,
        int target,
        boolean accusi,
        String cappotto,
        int stock,
        List<TrickEvents.Draw<ItalianCard>> lastDraws,
        List<List<Accuso>> declared,
        List<List<ItalianCard>> shown) implements View, TrickPlayView<ItalianCard> {

    public TressetteView {
        hand = List.copyOf(hand);
        totals = List.copyOf(totals);
        lastDraws = List.copyOf(lastDraws);
        declared = declared.stream().map(List::copyOf).toList();
        shown = shown.stream().map(List::copyOf).toList();
    }

    /** The tricks of this hand: 10, or 20 with 2 players. */
    public int tricksPerHand() {
        return TressetteRules.tricksPerHand(seats());
    }

    /** True when {@code seat} has played a card in this hand (its accusi, if any, are declared). */
    public boolean opened(int seat) {
        return tricksPlayed() > 0 || trick().stream().anyMatch(p -> p.seat() == seat);
    }

    /** Card points each side has taken in this hand, in thirds, the last trick not included. */
    public List<Integer> sideThirds() {
        int[] thirds = new int[TressetteRules.SIDES];
        for (int s = 0; s < seats(); s++) {
            thirds[TressetteRules.sideOf(s)] += CardPoints.THIRDS.of(taken().get(s));
        }
        return List.of(thirds[0], thirds[1]);
    }

    /** The accusi points each side has declared in this hand. */
    public List<Integer> sideAccusi() {
        int[] points = new int[TressetteRules.SIDES];
        for (int s = 0; s < seats(); s++) {
            points[TressetteRules.sideOf(s)] += Accuso.points(declared.get(s));
        }
        return List.of(points[0], points[1]);
    }

    /** The seats of a side, in seat order. */
    public List<Integer> seatsOf(int side) {
        List<Integer> out = new ArrayList<>(2);
        for (int s = side; s < seats(); s += TressetteRules.SIDES) {
            out.add(s);
        }
        return out;
    }
}
