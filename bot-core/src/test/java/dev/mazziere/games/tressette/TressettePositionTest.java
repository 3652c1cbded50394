package dev.mazziere.games.tressette;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mazziere.cards.SeededRandom;
import dev.mazziere.game.ScoreEvent;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

@DisplayName("The search's position plays a hand card for card as the match does")
class TressettePositionTest {

    private static final TressetteGame GAME = new TressetteGame();

    /** Every seat's cards as the match holds them, and the stock (read from the deal and the draws so far). */
    static TressettePosition positionOf(TressetteMatch match, List<dev.mazziere.cards.ItalianCard> stock) {
        TressetteView v = match.view(match.toAct());
        int[] order = stock.stream().mapToInt(dev.mazziere.cards.ItalianCard::index).toArray();
        TressettePosition p = TressettePosition.of(v, order);
        for (int s = 0; s < v.seats(); s++) {
            p.hands[s] = TressettePosition.bits(match.view(s).hand());
        }
        return p;
    }

    @ParameterizedTest(name = "{0} players")
    @ValueSource(ints = {2, 4})
    @DisplayName("the same cards played give the same legal cards, seat to act, thirds and points as the match")
    void playsAsTheMatch(int seats) {
        SeededRandom random = new SeededRandom(9);
        for (int m = 0; m < 30; m++) {
            TressetteMatch match = (TressetteMatch) GAME.newMatch(GAME.defaultOptions(), seats, 100 + m);
            List<dev.mazziere.cards.ItalianCard> stock = stockOf(match);
            TressettePosition p = positionOf(match, stock);
            int hand = match.handNumber();
            while (match.handNumber() == hand && !match.isOver()) {
                assertThat(p.toAct).isEqualTo(match.toAct());
                long legal = 0;
                for (TressetteMove move : match.legalMoves()) {
                    legal |= 1L << move.card().index();
                }
                assertThat(p.legal()).isEqualTo(legal);
                TressetteMove move = match.legalMoves().get(random.nextInt(match.legalMoves().size()));
                match.apply(match.toAct(), move);
                p.play(move.card().index());
                if (match.handNumber() == hand && !match.isOver()) {
                    for (int s = 0; s < seats; s++) {
                        assertThat(p.hands[s]).isEqualTo(TressettePosition.bits(match.view(s).hand()));
                    }
                }
            }
            assertThat(p.over()).isTrue();
            ScoreEvent score = match.events().stream().filter(ScoreEvent.class::isInstance)
                    .map(ScoreEvent.class::cast).findFirst().orElseThrow();
            TressetteEvents.HandScore h = (TressetteEvents.HandScore) score.hand();
            int last = TressetteRules.sideOf(h.lastTrick());
            assertThat(p.thirds[0]).isEqualTo(h.thirds().get(0) + (last == 0 ? 3 : 0));
            assertThat(p.thirds[1]).isEqualTo(h.thirds().get(1) + (last == 1 ? 3 : 0));
            assertThat(p.cappotto() < 0 ? null : p.cappotto()).isEqualTo(h.cappotto());
            for (int side = 0; side < 2; side++) {
                assertThat(p.points(side)).isEqualTo(score.points().get(side) - h.accusi().get(side));
            }
        }
    }

    /** The stock of the match, top first. */
    static List<dev.mazziere.cards.ItalianCard> stockOf(TressetteMatch match) {
        return match.stockForTests();
    }
}
