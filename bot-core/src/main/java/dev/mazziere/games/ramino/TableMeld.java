package dev.mazziere.games.ramino;

import dev.mazziere.cards.FrenchCard;
import java.util.ArrayList;
import java.util.List;

/**
 * A combination on the table: its number in the hand (from 0), who laid it down, its
 * kind, its cards in table order (a run low to high, a joker where it stands), and the
 * card the joker stands for (null without a joker).
 */
public record TableMeld(int index, int owner, Kind kind, List<FrenchCard> cards, FrenchCard joker) {

    /** Set (tris, poker), run (scala), or the {@code duemazzi} closing colore (not extendable). */
    public enum Kind { SET, RUN, COLORE }

    public TableMeld {
        cards = List.copyOf(cards);
    }

    /** The cards with the joker replaced by the card it stands for. */
    public List<FrenchCard> naturals() {
        List<FrenchCard> out = new ArrayList<>(cards.size());
        for (int i = 0; i < cards.size(); i++) {
            out.add(naturalAt(i));
        }
        return out;
    }

    /** The card at {@code i} in table order, the joker replaced by the card it stands for: {@code naturals().get(i)}. */
    public FrenchCard naturalAt(int i) {
        FrenchCard c = cards.get(i);
        return c.isJoker() && joker != null ? joker : c;
    }

    public boolean hasJoker() {
        return joker != null;
    }
}
