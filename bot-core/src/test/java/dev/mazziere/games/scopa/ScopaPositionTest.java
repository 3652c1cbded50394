package dev.mazziere.games.scopa;

import static dev.mazziere.games.scopa.ScopaScenarios.GAME;
import static dev.mazziere.games.scopa.ScopaScenarios.options;
import static org.assertj.core.api.Assertions.assertThat;

import dev.mazziere.cards.Decks;
import dev.mazziere.cards.ItalianCard;
import dev.mazziere.cards.SeededRandom;
import dev.mazziere.game.Options;
import dev.mazziere.game.ScoreEvent;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The search's compact hand of Scopa plays by the match's rules, move for move, to the same count. */
final class ScopaPositionTest {

    /** A first hand dealt from a shuffled deck, as a match and as a position, in lockstep. */
    record Pair(ScopaMatch match, ScopaPosition position) {
    }

    static Pair deal(Options options, int seats, long seed) {
        List<ItalianCard> deck = Decks.italian40();
        new SeededRandom(seed).shuffle(deck);
        boolean scopone = ScopaGame.isScopone(options);
        boolean classico = "classico".equals(options.choice(ScopaGame.SCOPONE_DEAL));
        int each = scopone ? (classico ? 9 : 10) : 3;
        int tableCards = scopone && !classico ? 0 : 4;
        int dealer = (int) Math.floorMod(seed, (long) seats);
        List<List<ItalianCard>> hands = new ArrayList<>();
        int next = 0;
        for (int s = 0; s < seats; s++) {
            hands.add(deck.subList(next, next + each));
            next += each;
        }
        List<ItalianCard> table = deck.subList(next, next + tableCards);
        List<ItalianCard> stock = deck.subList(next + tableCards, deck.size());
        ScopaMatch match = ScopaMatch.scenario(GAME, options, dealer, hands, table, stock);
        int sides = seats == 4 ? 2 : seats;
        long[] handBits = hands.stream().mapToLong(CardBits::of).toArray();
        int[] stockIdx = stock.stream().mapToInt(ItalianCard::index).toArray();
        HandCount count = new HandCount("each".equals(options.choice(ScopaGame.TIES)),
                options.flag(ScopaGame.NAPOLA), options.flag(ScopaGame.REBELLO));
        ScopaPosition p = new ScopaPosition(dealer, "fewest".equals(options.choice(ScopaGame.CAPTURE_CHOICE)), count,
                handBits, CardBits.of(table), new long[sides], new int[sides], stockIdx, match.toAct(),
                ScopaPosition.NOBODY);
        return new Pair(match, p);
    }

    static long encode(ScopaMove m) {
        return ScopaPosition.move(m.card().index(), CardBits.of(m.capture()));
    }

    static Set<Long> moves(ScopaPosition p) {
        long[] buf = new long[512];
        int n = p.moves(buf);
        Set<Long> out = new HashSet<>();
        for (int i = 0; i < n; i++) {
            out.add(buf[i]);
        }
        assertThat(out).as("no move listed twice").hasSize(n);
        return out;
    }

    private static final List<Options> VARIANTS = List.of(
            options(),
            options(ScopaGame.CAPTURE_CHOICE, "fewest", ScopaGame.TIES, "each"),
            options(ScopaGame.NAPOLA, "true", ScopaGame.REBELLO, "true"),
            options(ScopaGame.VARIANT, "scopone"),
            options(ScopaGame.VARIANT, "scopone", ScopaGame.SCOPONE_DEAL, "classico", ScopaGame.CAPTURE_CHOICE, "fewest"));

    @Test
    @DisplayName("a position offers the match's legal moves at every turn and ends the hand with the match's points")
    void playsLikeTheMatch() {
        int hands = 0;
        for (Options options : VARIANTS) {
            List<Integer> seatCounts = ScopaGame.isScopone(options) ? List.of(4) : List.of(2, 3, 4);
            for (int seats : seatCounts) {
                for (long seed = 1; seed <= 40; seed++) {
                    playOneHand(options, seats, seed);
                    hands++;
                }
            }
        }
        assertThat(hands).isEqualTo(3 * 3 * 40 + 2 * 40);
    }

    private static void playOneHand(Options options, int seats, long seed) {
        Pair pair = deal(options, seats, seed);
        ScopaMatch match = pair.match();
        ScopaPosition p = pair.position();
        SeededRandom random = new SeededRandom(seed * 7);
        while (match.handNumber() == 1 && !match.isOver()) {
            assertThat(p.handOver()).isFalse();
            assertThat(p.toAct).isEqualTo(match.toAct());
            List<ScopaMove> legal = match.legalMoves();
            Set<Long> expected = new HashSet<>();
            legal.forEach(m -> expected.add(encode(m)));
            assertThat(moves(p)).isEqualTo(expected);
            ScopaMove m = legal.get(random.nextInt(legal.size()));
            match.apply(match.toAct(), m);
            p.make(encode(m));
        }
        assertThat(p.handOver()).isTrue();
        ScoreEvent score = ScopaScenarios.eventsOf(match, ScoreEvent.class).get(0);
        int[] points = new int[p.sides];
        p.finalPoints(points);
        assertThat(Arrays.stream(points).boxed().toList()).isEqualTo(score.points());
    }

    @Test
    @DisplayName("unmaking a move gives back the very position and its key, deals included")
    void unmakeRestores() {
        for (int seats : List.of(2, 3, 4)) {
            for (long seed = 1; seed <= 30; seed++) {
                ScopaPosition p = deal(options(), seats, seed).position();
                SeededRandom random = new SeededRandom(seed);
                long[] buf = new long[512];
                List<Long> played = new ArrayList<>();
                while (!p.handOver()) {
                    String before = snapshot(p);
                    long key = p.key();
                    int n = p.moves(buf);
                    for (int i = 0; i < n; i++) {
                        p.make(buf[i]);
                        p.unmake(buf[i]);
                        assertThat(snapshot(p)).isEqualTo(before);
                        assertThat(p.key()).isEqualTo(key);
                    }
                    long m = buf[random.nextInt(n)];
                    p.make(m);
                    played.add(m);
                }
                for (int i = played.size() - 1; i >= 0; i--) {
                    p.unmake(played.get(i));
                }
                assertThat(p.ply).isZero();
                assertThat(p.stockPos).isZero();
            }
        }
    }

    private static String snapshot(ScopaPosition p) {
        return Arrays.toString(p.hands) + p.table + Arrays.toString(p.piles) + Arrays.toString(p.scope)
                + p.toAct + "/" + p.lastCapturer + "/" + p.stockPos;
    }

    @Test
    @DisplayName("two positions reached by different orders of the same plays share a key")
    void transpositionsShareAKey() {
        ScopaPosition a = new ScopaPosition(0, false, new HandCount(false, false, false),
                new long[] {CardBits.of(ScopaScenarios.cards("6D 7C")), CardBits.of(ScopaScenarios.cards("8S 9B"))},
                CardBits.of(ScopaScenarios.cards("10D 10C")), new long[2], new int[2], new int[0], 0, ScopaPosition.NOBODY);
        ScopaPosition b = new ScopaPosition(0, false, new HandCount(false, false, false),
                a.hands, a.table, a.piles, a.scope, a.stock, 0, ScopaPosition.NOBODY);
        long six = ScopaPosition.move(ItalianCard.parse("6D").index(), 0);
        long seven = ScopaPosition.move(ItalianCard.parse("7C").index(), 0);
        long fante = ScopaPosition.move(ItalianCard.parse("8S").index(), 0);
        long cavallo = ScopaPosition.move(ItalianCard.parse("9B").index(), 0);
        a.make(six);
        a.make(fante);
        a.make(seven);
        a.make(cavallo);
        b.make(seven);
        b.make(cavallo);
        b.make(six);
        b.make(fante);

        assertThat(a.key()).isEqualTo(b.key());
    }
}
