package dev.mazziere.games.tressette;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mazziere.cards.ItalianCard;
import dev.mazziere.cards.SeededRandom;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

@DisplayName("What hard reads of the others' hands")
class TressetteReadingTest {

    private static final TressetteGame GAME = new TressetteGame();

    /** Plays random legal cards; at each of seat 0's turns the sampler deals 30 times, each deal checked. */
    private interface DealCheck {
        void check(TressetteMatch match, TressetteView view, TressettePosition dealt);
    }

    private static int walk(int seats, long seed, DealCheck check) {
        SeededRandom random = new SeededRandom(seed);
        int checked = 0;
        for (int m = 0; m < 12; m++) {
            TressetteMatch match = (TressetteMatch) GAME.newMatch(GAME.defaultOptions(), seats, seed + m);
            TressetteDeterminizer d = (TressetteDeterminizer) new TressetteAi().determinizer(GAME.defaultOptions());
            int hand = match.handNumber();
            while (!match.isOver() && match.handNumber() == hand) {
                if (match.toAct() == 0) {
                    TressetteView v = match.view(0);
                    d.observe(v);
                    for (int i = 0; i < 30; i++) {
                        check.check(match, v, d.sampler(v).position(new SeededRandom(random.split())));
                        checked++;
                    }
                }
                List<TressetteMove> legal = match.legalMoves();
                match.apply(match.toAct(), legal.get(random.nextInt(legal.size())));
            }
        }
        return checked;
    }

    @Test
    @DisplayName("a seat that did not follow a suit is dealt none of it among the cards nobody has seen")
    void voids() {
        for (int seats : new int[] {2, 4}) {
            int checked = walk(seats, 40, (match, v, p) -> {
                boolean[][] known = voidsSoFar(match);
                for (int s = 1; s < seats; s++) {
                    long unseen = p.hands[s] & ~TressettePosition.bits(v.shown().get(s));
                    for (long b = unseen; b != 0; b &= b - 1) {
                        int suit = TressettePosition.SUIT[Long.numberOfTrailingZeros(b)];
                        assertThat(known[s][suit]).as("seat %d dealt a %d after a void", s, suit).isFalse();
                    }
                }
            });
            assertThat(checked).isPositive();
        }
    }

    /** The voids the match's plays of this hand showed, per seat and suit. */
    private static boolean[][] voidsSoFar(TressetteMatch match) {
        boolean[][] voids = new boolean[match.seatCount()][4];
        List<dev.mazziere.game.MatchEvent> events = match.events();
        int start = 0;
        for (int i = 0; i < events.size(); i++) {
            if (events.get(i) instanceof dev.mazziere.game.DealEvent) {
                start = i;
            }
        }
        ItalianCard led = null;
        for (dev.mazziere.game.MatchEvent e : events.subList(start, events.size())) {
            if (e instanceof dev.mazziere.games.tricks.TrickEvents.Play<?> p) {
                ItalianCard card = (ItalianCard) p.card();
                if (led == null) {
                    led = card;
                } else if (card.suit() != led.suit()) {
                    voids[p.seat()][led.suit().ordinal()] = true;
                }
            } else if (e instanceof dev.mazziere.games.tricks.TrickEvents.Trick<?>) {
                led = null;
            }
        }
        return voids;
    }

    @Test
    @DisplayName("a seat that played its first card is dealt a hand that declares exactly what it declared")
    void accusiFit() {
        int[] fitting = new int[2];
        walk(4, 60, (match, v, p) -> {
            for (int s = 1; s < 4; s++) {
                if (!v.opened(s)) {
                    continue;
                }
                long dealt = p.hands[s] | playedBy(match, s);
                fitting[0]++;
                if (Accuso.of(TressettePosition.cards(dealt)).equals(v.declared().get(s))) {
                    fitting[1]++;
                }
            }
        });
        assertThat(fitting[0]).isGreaterThan(1000);
        // Up to 16 deals per sample: a deal that fits is nearly always found.
        assertThat(fitting[1]).isGreaterThan(fitting[0] * 99 / 100);
    }

    /** The cards {@code seat} played this hand (four players: no draws). */
    private static long playedBy(TressetteMatch match, int seat) {
        List<dev.mazziere.game.MatchEvent> events = match.events();
        long played = 0;
        for (int i = events.size() - 1; i >= 0 && !(events.get(i) instanceof dev.mazziere.game.DealEvent); i--) {
            if (events.get(i) instanceof dev.mazziere.games.tricks.TrickEvents.Play<?> p && p.seat() == seat) {
                played |= 1L << ((ItalianCard) p.card()).index();
            }
        }
        return played;
    }

    @Test
    @DisplayName("the real hands always fit what was read, and some random hands do not")
    void realHandsFit() {
        int[] counts = new int[2];
        SeededRandom random = new SeededRandom(8);
        for (int m = 0; m < 40; m++) {
            TressetteMatch match = (TressetteMatch) GAME.newMatch(GAME.defaultOptions(), 4, 900 + m);
            TressetteReading reading = new TressetteReading();
            for (int step = 0; step < 8; step++) {
                if (match.toAct() == 0) {
                    reading.observe(match.view(0));
                }
                List<TressetteMove> legal = match.legalMoves();
                match.apply(match.toAct(), legal.get(random.nextInt(legal.size())));
            }
            TressetteView v = match.view(0);
            reading.observe(v);
            for (int s = 1; s < 4; s++) {
                if (v.opened(s)) {
                    long real = TressettePosition.bits(match.view(s).hand()) | reading.played(s);
                    assertThat(TressetteReading.signature(real))
                            .isEqualTo(TressetteReading.signature(v.declared().get(s)));
                    counts[0]++;
                }
            }
            assertThat(reading.accusiReadable(v)).isTrue();
        }
        assertThat(counts[0]).isPositive();
        List<ItalianCard> deck = new ArrayList<>(dev.mazziere.cards.Decks.italian40());
        int misfits = 0;
        for (int i = 0; i < 200; i++) {
            random.shuffle(deck);
            if (!Accuso.of(deck.subList(0, 10)).isEmpty()) {
                misfits++;
            }
        }
        // About one random hand in twelve holds a combination: a seat that declared nothing holds none of them.
        assertThat(misfits).isGreaterThan(8);
    }
}
