package dev.mazziere.games.tressette;

import com.fasterxml.jackson.annotation.JsonValue;
import dev.mazziere.cards.ItalianCard;
import dev.mazziere.cards.ItalianSuit;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * One combination a Tressette player declares (accusa) from the hand dealt, and what it
 * scores: a napoletana (Asso, 2 and 3 of one suit) 3, three of the four Assi, 2s or 3s 3,
 * all four of them 4. {@link #of} finds every combination of a hand: a card may count in
 * several (the 3 of denari in a napoletana of denari and in three 3s).
 *
 * @param kind  which combination
 * @param cards its cards, Asso 2 3 for a napoletana, by suit for the others
 */
public record Accuso(Kind kind, List<ItalianCard> cards) {

    /** The ranks that make the combinations: Asso, 2, 3. */
    private static final int[] RANKS = {1, 2, 3};

    /** The kinds of combination, written in a transcript as {@code napoletana}, {@code three}, {@code four}. */
    public enum Kind {
        NAPOLETANA(3), THREE(3), FOUR(4);

        private final int points;

        Kind(int points) {
            this.points = points;
        }

        /** What the combination scores. */
        public int points() {
            return points;
        }

        @JsonValue
        public String code() {
            return name().toLowerCase(java.util.Locale.ROOT);
        }
    }

    public Accuso {
        Objects.requireNonNull(kind, "kind");
        cards = List.copyOf(cards);
    }

    /** What this combination scores. */
    public int points() {
        return kind.points();
    }

    /** For a napoletana, its suit; for the others, the rank they share (1, 2 or 3). */
    public ItalianSuit suit() {
        return cards.get(0).suit();
    }

    /** The rank three or four of a kind share (a napoletana's first card is its Asso). */
    public int rank() {
        return cards.get(0).rank();
    }

    /**
     * Every combination in {@code hand}: the napoletane in suit order (denari, coppe,
     * spade, bastoni), then three or four Assi, 2s and 3s; empty when there is none.
     */
    public static List<Accuso> of(List<ItalianCard> hand) {
        boolean[] held = new boolean[40];
        for (ItalianCard c : hand) {
            held[c.index()] = true;
        }
        List<Accuso> found = new ArrayList<>(2);
        for (ItalianSuit suit : ItalianSuit.values()) {
            List<ItalianCard> three = new ArrayList<>(3);
            for (int rank : RANKS) {
                ItalianCard c = ItalianCard.of(rank, suit);
                if (held[c.index()]) {
                    three.add(c);
                }
            }
            if (three.size() == 3) {
                found.add(new Accuso(Kind.NAPOLETANA, three));
            }
        }
        for (int rank : RANKS) {
            List<ItalianCard> same = new ArrayList<>(4);
            for (ItalianSuit suit : ItalianSuit.values()) {
                ItalianCard c = ItalianCard.of(rank, suit);
                if (held[c.index()]) {
                    same.add(c);
                }
            }
            if (same.size() == 4) {
                found.add(new Accuso(Kind.FOUR, same));
            } else if (same.size() == 3) {
                found.add(new Accuso(Kind.THREE, same));
            }
        }
        return found;
    }

    /** What the combinations of a hand given as a bit set of card indices score together, without listing them. */
    public static int points(long hand) {
        int points = 0;
        for (int suit = 0; suit < 4; suit++) {
            if ((hand >>> (10 * suit) & 0b111) == 0b111) {
                points += Kind.NAPOLETANA.points();
            }
        }
        for (int rank = 0; rank < 3; rank++) {
            int held = 0;
            for (int suit = 0; suit < 4; suit++) {
                held += (int) (hand >>> (10 * suit + rank) & 1);
            }
            points += held == 4 ? Kind.FOUR.points() : held == 3 ? Kind.THREE.points() : 0;
        }
        return points;
    }

    /** What these combinations score together. */
    public static int points(List<Accuso> accusi) {
        int sum = 0;
        for (Accuso a : accusi) {
            sum += a.points();
        }
        return sum;
    }
}
