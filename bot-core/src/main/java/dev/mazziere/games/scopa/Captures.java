package dev.mazziere.games.scopa;

import dev.mazziere.cards.ItalianCard;
import java.util.ArrayList;
import java.util.List;

/**
 * Which table cards a played card may take, by the capture obligations: a table card
 * of the same value must be taken (one of them, if several); otherwise one set of
 * two or more cards summing to the value, any of them ({@code free}) or one of those
 * with the fewest cards ({@code fewest}). Pure functions.
 */
public final class Captures {

    private Captures() {
    }

    /**
     * Every capture allowed for a card of value {@code value}; empty when the card must
     * stay on the table. Each capture is in {@link ScopaMove}'s canonical order.
     */
    public static List<List<ItalianCard>> options(int value, List<ItalianCard> table, boolean fewest) {
        List<List<ItalianCard>> singles = new ArrayList<>();
        for (ItalianCard c : table) {
            if (c.rank() == value) {
                singles.add(List.of(c));
            }
        }
        if (!singles.isEmpty()) {
            return singles;
        }
        List<ItalianCard> sorted = new ArrayList<>(table);
        sorted.sort(ScopaMove.CAPTURE_ORDER);
        List<List<ItalianCard>> sums = new ArrayList<>();
        collect(sorted, 0, value, new ArrayList<>(), sums);
        if (fewest && sums.size() > 1) {
            int min = sums.stream().mapToInt(List::size).min().orElseThrow();
            sums.removeIf(s -> s.size() != min);
        }
        return sums;
    }

    private static void collect(List<ItalianCard> cards, int from, int remaining,
                                List<ItalianCard> chosen, List<List<ItalianCard>> out) {
        if (remaining == 0) {
            if (chosen.size() >= 2) {
                out.add(List.copyOf(chosen));
            }
            return;
        }
        for (int i = from; i < cards.size(); i++) {
            ItalianCard c = cards.get(i);
            if (c.rank() <= remaining) {
                chosen.add(c);
                collect(cards, i + 1, remaining - c.rank(), chosen, out);
                chosen.remove(chosen.size() - 1);
            }
        }
    }
}
