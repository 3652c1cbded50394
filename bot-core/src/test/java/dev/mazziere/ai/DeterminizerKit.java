package dev.mazziere.ai;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mazziere.cards.SeededRandom;
import dev.mazziere.game.Game;
import dev.mazziere.game.MatchState;
import dev.mazziere.game.Move;
import dev.mazziere.game.Options;
import dev.mazziere.game.Outcome;
import dev.mazziere.game.View;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The contract of a game's {@link Determinizer}, and the proof that the search reads
 * views only. A game's test extends this kit, gives its constructor the game and its
 * computer-player parts, and says which options and seat counts to check.
 */
public abstract class DeterminizerKit extends GameKit {

    /** The kit for {@code game} and its computer-player parts {@code ai}. */
    protected DeterminizerKit(Game game, GameAi ai) {
        super(game, ai);
    }

    protected Options options() {
        return game().defaultOptions();
    }

    /** The seat counts to check. */
    protected abstract List<Integer> seatCounts();

    protected int matches() {
        return 4;
    }

    /** How many decisions the view-only search check compares at most (a slow search may lower it). */
    protected int searchComparisons() {
        return Integer.MAX_VALUE;
    }

    /**
     * How many hands the whole-match check plays at most; 0 for the whole match. A game
     * whose matches run to many long hands (Ramino) checks fewer.
     */
    protected int wholeMatchHands() {
        return 0;
    }

    /** Plays random matches; at every decision, {@code check} gets the state and each seat's determinizer. */
    private void walk(long seed, Checker check) {
        for (int seats : seatCounts()) {
            for (int i = 0; i < matches(); i++) {
                MatchState match = game().newMatch(options(), seats, seed * 1000 + i);
                List<Determinizer> ds = new ArrayList<>();
                for (int s = 0; s < seats; s++) {
                    ds.add(ai().determinizer(options()));
                }
                SeededRandom random = new SeededRandom(seed + i);
                for (int step = 0; !match.isOver() && step < 2000; step++) {
                    int seat = match.toAct();
                    ds.get(seat).observe(match.view(seat));
                    check.at(match, seat, ds.get(seat), random);
                    List<? extends Move> legal = match.legalMoves();
                    assertThat(match.apply(seat, legal.get(random.nextInt(legal.size()))))
                            .isInstanceOf(Outcome.Applied.class);
                }
            }
        }
    }

    private interface Checker {
        void at(MatchState match, int seat, Determinizer d, SeededRandom random);
    }

    @Test
    @DisplayName("a determinization shows the seat exactly its view and offers it the same moves")
    void sampleKeepsTheView() {
        assertThat(ai().determinizer(options())).as("the game offers a determinizer").isNotNull();
        walk(11, (match, seat, d, random) -> {
            View view = match.view(seat);
            MatchState sample = d.sample(view, new SeededRandom(random.split()));
            assertThat(sample.view(seat)).isEqualTo(view);
            assertThat(sample.toAct()).isEqualTo(seat);
            assertThat(new HashSet<Move>(sample.legalMoves())).isEqualTo(new HashSet<Move>(match.legalMoves()));
            assertThat(sample.totals()).isEqualTo(match.totals());
            // A determinization is a live match: it can be played on.
            List<? extends Move> legal = sample.legalMoves();
            assertThat(sample.apply(seat, legal.get(0))).isInstanceOf(Outcome.Applied.class);
        });
    }

    @Test
    @DisplayName("determinizations deal the other hands differently, never the seat's own")
    void sampleVariesTheHiddenCards() {
        int[] differing = new int[1];
        int[] checked = new int[1];
        walk(12, (match, seat, d, random) -> {
            View view = match.view(seat);
            MatchState sample = d.sample(view, new SeededRandom(random.split()));
            assertThat(new HashSet<>(sample.hiddenCards(seat))).isEqualTo(new HashSet<>(match.hiddenCards(seat)));
            checked[0]++;
            for (int s = 0; s < match.seatCount(); s++) {
                if (s != seat && !new HashSet<>(sample.hiddenCards(s)).equals(new HashSet<>(match.hiddenCards(s)))) {
                    differing[0]++;
                    break;
                }
            }
        });
        assertThat(differing[0]).as("samples with other hands than the real ones, of " + checked[0])
                .isGreaterThan(checked[0] / 3);
    }

    @Test
    @DisplayName("the search decides from the view only: other hidden cards, same view, same move")
    void searchReadsTheViewOnly() {
        SearchBudget config = ai().searchBudget(options()).withIterations(40).withMillis(0);
        decidesFromTheViewOnly(13, seed -> {
            Player p = IsmctsPlayer.of(ai(), options(), config, seed);
            assertThat(p).isInstanceOf(IsmctsPlayer.class);
            return p;
        });
    }

    @Test
    @DisplayName("the game's own hard player decides from the view only too, when it searches its own way")
    void ownSearchReadsTheViewOnly() {
        SearchBudget config = ai().searchBudget(options()).withIterations(ownSearchIterations()).withMillis(0);
        if (ai().searchPlayer(options(), config, 1) instanceof IsmctsPlayer) {
            return;
        }
        decidesFromTheViewOnly(14, seed -> ai().searchPlayer(options(), config, seed));
    }

    /** The budget of the game's own search in {@link #ownSearchReadsTheViewOnly}. */
    protected int ownSearchIterations() {
        return 40;
    }

    /** At random decisions of random matches, two players of one seed decide alike on two states with one view. */
    private void decidesFromTheViewOnly(long walkSeed, java.util.function.LongFunction<Player> player) {
        int[] compared = new int[1];
        walk(walkSeed, (match, seat, d, random) -> {
            if (match.legalMoves().size() < 2 || random.nextInt(4) != 0 || compared[0] >= searchComparisons()) {
                return;
            }
            View view = match.view(seat);
            // Another state with this very view: other hands, another stock order.
            MatchState other = d.sample(view, new SeededRandom(random.split()));
            assertThat(other.view(seat)).isEqualTo(view);
            long seed = random.split();
            Player a = player.apply(seed);
            Player b = player.apply(seed);
            Move fromReal = a.choose(match.view(seat), match.legalMoves());
            Move fromOther = b.choose(other.view(seat), other.legalMoves());
            assertThat(fromOther).isEqualTo(fromReal);
            assertThat(new ArrayList<Move>(match.legalMoves())).contains(fromReal);
            compared[0]++;
        });
        assertThat(compared[0]).isPositive();
    }

    @Test
    @DisplayName("search players finish whole matches with legal moves")
    void searchPlaysWholeMatches() {
        SearchBudget config = ai().searchBudget(options()).withIterations(8).withMillis(0);
        int seats = seatCounts().get(0);
        MatchState match = game().newMatch(options(), seats, 77);
        List<Player> players = new ArrayList<>();
        for (int s = 0; s < seats; s++) {
            // The generic search and the game's own, when it has one, side by side.
            players.add(s % 2 == 0 ? IsmctsPlayer.of(ai(), options(), config, 100 + s)
                    : ai().searchPlayer(options(), config, 100 + s));
        }
        int hands = wholeMatchHands();
        int lastHand = match.handNumber() + hands - 1;
        for (int step = 0; !match.isOver() && (hands == 0 || match.handNumber() <= lastHand) && step < 5000; step++) {
            int seat = match.toAct();
            Move m = players.get(seat).choose(match.view(seat), match.legalMoves());
            assertThat(match.apply(seat, m)).isInstanceOf(Outcome.Applied.class);
        }
        assertThat(match.isOver() || (hands > 0 && match.handNumber() > lastHand)).isTrue();
    }
}
