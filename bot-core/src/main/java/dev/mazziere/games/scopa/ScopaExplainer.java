package dev.mazziere.games.scopa;

import dev.mazziere.ai.Explainer;
import dev.mazziere.ai.Reason;
import dev.mazziere.cards.ItalianCard;
import dev.mazziere.cards.ItalianSuit;
import dev.mazziere.game.Move;
import dev.mazziere.game.View;
import java.util.ArrayList;
import java.util.List;

/**
 * Why Scopa's coach prefers a play, as a fact of the table: read from the view and the
 * two plays compared (the preferred one against the others, the next best first, for a
 * hint; against the play made for a review). In this order, the first that holds for the preferred play
 * and not for the other:
 * <ol>
 *   <li>{@code sweep}: it takes the whole table, a scopa (not with the hand's last card);</li>
 *   <li>{@code settebello}: it takes the settebello;</li>
 *   <li>{@code noScopa.sum}: the table it leaves adds up to more than 10, so no single card
 *       sweeps it, where the other play left a table a card still out would sweep;</li>
 *   <li>{@code noScopa.out}: the table it leaves adds up to a value of which no card is
 *       still out (every one is in a capture pile, on the table or in the player's hand),
 *       where the other left a table a card still out would sweep;</li>
 *   <li>{@code primiera.take}: it takes a 7, the primiera's best card;</li>
 *   <li>{@code primiera.keep}: it keeps a 7 in hand, where the other throws that 7 on the
 *       table without taking anything;</li>
 *   <li>{@code denari}: it takes more denari;</li>
 *   <li>{@code cards}: it takes more cards;</li>
 *   <li>{@code dropSafe}: both take nothing, and no card of this one's value is still out
 *       to take it, where one of the other's is.</li>
 * </ol>
 * else the search's own figure ({@link Explainer#margin}).
 */
final class ScopaExplainer implements Explainer {

    static final String BUNDLE = "dev.mazziere.games.scopa.coach";

    @Override
    public Reason fact(View view, Move preferred, Move other) {
        return compare((ScopaView) view, (ScopaMove) preferred, (ScopaMove) other);
    }

    /** The first fact of the list that holds for {@code best} and not for {@code other}; null when none does. */
    static Reason compare(ScopaView v, ScopaMove best, ScopaMove other) {
        if (sweeps(v, best) && !sweeps(v, other)) {
            return Reason.of(BUNDLE, "sweep", best.card());
        }
        if (takesSettebello(best) && !takesSettebello(other)) {
            return Reason.of(BUNDLE, "settebello");
        }
        if (someonePlaysAfter(v) && sweepable(v, other)) {
            int left = sum(tableAfter(v, best));
            if (!tableAfter(v, best).isEmpty() && left > 10) {
                return Reason.of(BUNDLE, "noScopa.sum", left);
            }
            if (!tableAfter(v, best).isEmpty() && !sweepable(v, best)) {
                return Reason.of(BUNDLE, "noScopa.out", left);
            }
        }
        ItalianCard seven = sevenTaken(best);
        if (seven != null && sevenTaken(other) == null) {
            return Reason.of(BUNDLE, "primiera.take", seven);
        }
        if (other.card().rank() == 7 && !other.captures() && best.card().rank() != 7) {
            return Reason.of(BUNDLE, "primiera.keep", other.card());
        }
        int denari = denari(best);
        if (denari > denari(other)) {
            return Reason.of(BUNDLE, denari == 1 ? "denari.one" : "denari", denari);
        }
        int cards = taken(best);
        if (cards > taken(other)) {
            return Reason.of(BUNDLE, "cards", cards);
        }
        if (!best.captures() && !other.captures() && !out(v, best.card().rank()) && out(v, other.card().rank())) {
            return Reason.of(BUNDLE, "dropSafe", best.card(), best.card().rank());
        }
        return null;
    }

    /** True when {@code m} empties the table and scores: not the last card of the hand. */
    static boolean sweeps(ScopaView v, ScopaMove m) {
        return m.captures() && m.capture().size() == v.table().size() && !lastCardOfHand(v);
    }

    private static boolean lastCardOfHand(ScopaView v) {
        return v.stockSize() == 0 && v.handSizes().stream().mapToInt(Integer::intValue).sum() == 1;
    }

    /** True when another card is still to be played this hand after the seat's. */
    private static boolean someonePlaysAfter(ScopaView v) {
        return v.stockSize() > 0 || v.handSizes().stream().mapToInt(Integer::intValue).sum() > 1;
    }

    /** The table after {@code m}: without what it took, or with its card when it took nothing. */
    static List<ItalianCard> tableAfter(ScopaView v, ScopaMove m) {
        List<ItalianCard> left = new ArrayList<>(v.table());
        if (m.captures()) {
            left.removeAll(m.capture());
        } else {
            left.add(m.card());
        }
        return left;
    }

    /**
     * True when a card still out could sweep the table {@code m} leaves: the table adds up
     * to at most 10 and some card of that value is in no pile, not on the table and not in
     * the seat's hand.
     */
    static boolean sweepable(ScopaView v, ScopaMove m) {
        List<ItalianCard> left = tableAfter(v, m);
        int sum = sum(left);
        if (left.isEmpty() || sum > 10) {
            return false;
        }
        return out(v, sum);
    }

    private static boolean takesSettebello(ScopaMove m) {
        ItalianCard settebello = ItalianCard.of(7, ItalianSuit.DENARI);
        return m.captures() && (m.card().equals(settebello) || m.capture().contains(settebello));
    }

    /** True when a card of this value is still out: in no pile, not on the table, not in the seat's hand. */
    private static boolean out(ScopaView v, int rank) {
        for (int index : ScopaSearchPlayer.unseen(v)) {
            if (ItalianCard.ofIndex(index).rank() == rank) {
                return true;
            }
        }
        return false;
    }

    private static int sum(List<ItalianCard> cards) {
        return cards.stream().mapToInt(ItalianCard::rank).sum();
    }

    /** A 7 that {@code m} takes (the played card or a captured one), the settebello aside; null when none. */
    private static ItalianCard sevenTaken(ScopaMove m) {
        if (!m.captures()) {
            return null;
        }
        List<ItalianCard> cards = new ArrayList<>(m.capture());
        cards.add(m.card());
        for (ItalianCard c : cards) {
            if (c.rank() == 7 && c.suit() != ItalianSuit.DENARI) {
                return c;
            }
        }
        return null;
    }

    private static int denari(ScopaMove m) {
        if (!m.captures()) {
            return 0;
        }
        int n = m.card().suit() == ItalianSuit.DENARI ? 1 : 0;
        for (ItalianCard c : m.capture()) {
            n += c.suit() == ItalianSuit.DENARI ? 1 : 0;
        }
        return n;
    }

    private static int taken(ScopaMove m) {
        return m.captures() ? m.capture().size() + 1 : 0;
    }
}
