package dev.mazziere.games.scopa;

import static dev.mazziere.games.scopa.ScopaScenarios.options;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import dev.mazziere.cards.ItalianCard;
import dev.mazziere.cards.SeededRandom;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Medium's measure of a move on bit sets: the search's model of the other seat rates as medium does. */
final class ScopaMoveRatingTest {

    private final ScopaMoveRating rating = new ScopaMoveRating();

    @Test
    @DisplayName("a move of a two-player position rates as medium rates it from the mover's view")
    void ratesAsMediumFromTheMoversView() {
        ScopaHeuristicPlayer medium = new ScopaHeuristicPlayer(0);
        int checked = 0;
        for (long seed = 1; seed <= 60; seed++) {
            ScopaPositionTest.Pair pair = ScopaPositionTest.deal(options(), 2, seed);
            ScopaMatch match = pair.match();
            ScopaPosition p = pair.position();
            SeededRandom random = new SeededRandom(seed * 7);
            while (match.handNumber() == 1 && !match.isOver()) {
                ScopaView v = match.view(match.toAct());
                int inHands = v.handSizes().stream().mapToInt(Integer::intValue).sum();
                boolean lastPlay = v.stockSize() == 0 && inHands == 1;
                List<ScopaMove> legal = match.legalMoves();
                for (ScopaMove m : legal) {
                    assertThat(rating.rate(p, ScopaPositionTest.encode(m)))
                            .as("seed %d, %s", seed, m)
                            .isCloseTo(medium.evaluate(v, m, ScopaHeuristicPlayer.unseen(v), lastPlay), within(1e-9));
                    checked++;
                }
                ScopaMove m = legal.get(random.nextInt(legal.size()));
                match.apply(match.toAct(), m);
                p.make(ScopaPositionTest.encode(m));
            }
        }
        assertThat(checked).isGreaterThan(1000);
    }

    @Test
    @DisplayName("the expected reply is the mean, over every hand the next seat may hold, of its best capture")
    void expectedReplyIsTheMeanOverEveryHand() {
        SeededRandom random = new SeededRandom(28);
        for (int round = 0; round < 60; round++) {
            List<ItalianCard> deck = new ArrayList<>();
            for (int i = 0; i < 40; i++) {
                deck.add(ItalianCard.ofIndex(i));
            }
            random.shuffle(deck);
            List<ItalianCard> table = deck.subList(0, 1 + random.nextInt(5));
            List<ItalianCard> unseen = deck.subList(10, 10 + 4 + random.nextInt(9));
            int size = 1 + random.nextInt(3);
            boolean last = random.nextInt(4) == 0;

            double mean = meanBestCapture(table, unseen, size, last);

            assertThat(rating.expectedReply(CardBits.of(table), CardBits.of(unseen), size, last))
                    .as("table %s, hand of %d from %s", table, size, unseen)
                    .isCloseTo(mean, within(1e-9));
        }
    }

    @Test
    @DisplayName("a card thrown where the next seat may sweep rates below one that leaves it nothing to sweep")
    void aThrowThatLeavesASweepRatesLower() {
        // Table: the 4 of coppe. The 3 thrown makes 7, which any of the four 7s sweeps; the re makes 14.
        long hand = CardBits.of(ScopaScenarios.cards("3S 10B"));
        long table = CardBits.of(ScopaScenarios.cards("4C"));
        int[] stock = new int[12];
        long rest = CardBits.ALL & ~hand & ~table;
        for (int i = 0; i < stock.length; i++, rest &= rest - 1) {
            stock[i] = Long.numberOfTrailingZeros(rest);
        }
        ScopaPosition p = new ScopaPosition(1, false, new HandCount(false, false, false), new long[] {hand, 0L},
                table, new long[2], new int[2], stock, 0, ScopaPosition.NOBODY);
        long three = ScopaPosition.move(ScopaScenarios.card("3S").index(), 0L);
        long re = ScopaPosition.move(ScopaScenarios.card("10B").index(), 0L);

        assertThat(rating.rate(p, three)).isLessThan(rating.rate(p, re) - ScopaMoveRating.SCOPA / 10);
    }

    /** By brute force: every hand of {@code size} cards of {@code unseen}, its best capture on {@code table}, averaged. */
    private static double meanBestCapture(List<ItalianCard> table, List<ItalianCard> unseen, int size, boolean last) {
        double[] total = new double[1];
        int[] hands = new int[1];
        combinations(unseen, size, 0, new ArrayList<>(), hand -> {
            double best = 0;
            for (ItalianCard card : hand) {
                for (List<ItalianCard> capture : Captures.options(card.rank(), table, false)) {
                    double gain = 4 + ScopaHeuristicPlayer.worth(card);
                    for (ItalianCard c : capture) {
                        gain += ScopaHeuristicPlayer.worth(c);
                    }
                    if (capture.size() == table.size() && !last) {
                        gain += ScopaMoveRating.SCOPA;
                    }
                    best = Math.max(best, gain);
                }
            }
            total[0] += best;
            hands[0]++;
        });
        return total[0] / hands[0];
    }

    private static void combinations(List<ItalianCard> from, int size, int start, List<ItalianCard> chosen,
                                     java.util.function.Consumer<List<ItalianCard>> out) {
        if (chosen.size() == size) {
            out.accept(chosen);
            return;
        }
        for (int i = start; i < from.size(); i++) {
            chosen.add(from.get(i));
            combinations(from, size, i + 1, chosen, out);
            chosen.remove(chosen.size() - 1);
        }
    }
}
