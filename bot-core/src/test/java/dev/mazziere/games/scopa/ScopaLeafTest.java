package dev.mazziere.games.scopa;

import static dev.mazziere.games.scopa.ScopaScenarios.cards;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The leaf's estimate reads who is likely to take each card left: its holder, or the first seat that can take it. */
final class ScopaLeafTest {

    private static final HandCount COUNT = new HandCount(false, false, false);

    /** Two seats with these hands and table, nothing taken yet, the rest of the deck in the stock; seat {@code toAct} to play. */
    private static ScopaPosition position(String hand0, String hand1, String table, int toAct) {
        long[] hands = {CardBits.of(cards(hand0)), CardBits.of(cards(hand1))};
        long tableBits = CardBits.of(cards(table));
        long rest = CardBits.ALL & ~(hands[0] | hands[1] | tableBits);
        int[] stock = new int[Long.bitCount(rest)];
        int i = 0;
        for (long r = rest; r != 0; r &= r - 1) {
            stock[i++] = Long.numberOfTrailingZeros(r);
        }
        return new ScopaPosition(1, false, COUNT, hands, tableBits, new long[2], new int[2], stock, toAct,
                ScopaPosition.NOBODY);
    }

    private static double margin(ScopaPosition p) {
        return new ScopaLeaf().margin(p, 0);
    }

    @Test
    @DisplayName("with nothing taken and nothing in sight, no side is ahead")
    void evenWhenNothingIsKnown() {
        assertThat(margin(position("", "", "", 0))).isCloseTo(0, within(1e-9));
    }

    @Test
    @DisplayName("the settebello in a seat's hand counts mostly for that seat's side")
    void settebelloInHandCountsForItsHolder() {
        double mine = margin(position("7D 2C 9S", "1B 4S 10C", "", 0));
        double theirs = margin(position("1B 4S 10C", "7D 2C 9S", "", 0));

        // The settebello alone: 0.83 of a point against 0.17, 0.66 of margin; its denaro and its 7 add to the races.
        assertThat(mine).isGreaterThan(0.9);
        assertThat(theirs).isCloseTo(-mine, within(1e-9));
    }

    @Test
    @DisplayName("a table card goes to the first seat from the one to act that holds its value")
    void tableCardGoesToTheFirstSeatThatCanTakeIt() {
        List<String> settebelloOnTable = List.of("7D", "5B");
        String table = String.join(" ", settebelloOnTable);
        double nextTakes = margin(position("2C 4S 9C", "7S 3B 10S", table, 1));
        double laterTakes = margin(position("7S 3B 10S", "2C 4S 9C", table, 1));
        double nobodyCan = margin(position("2C 4S 9C", "3B 6S 10S", table, 1));

        assertThat(nextTakes).isLessThan(nobodyCan - 0.5);
        assertThat(laterTakes).isGreaterThan(nobodyCan + 0.5);
        assertThat(-nextTakes).as("the seat to act takes it more surely than a later one").isGreaterThan(laterTakes);
    }
}
