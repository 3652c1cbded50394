package dev.mazziere.games.scopa;

import dev.mazziere.ai.MoveEvaluator;
import dev.mazziere.ai.SearchBudget;
import dev.mazziere.ai.SearchPlayer;
import dev.mazziere.cards.ItalianCard;
import dev.mazziere.cards.SeededRandom;
import dev.mazziere.game.Move;
import dev.mazziere.game.Options;
import dev.mazziere.game.View;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Scopa's {@code hard} player: it deals the cards it has not seen into the other hands
 * and the stock many times over, consistently with its view, solves each deal with every
 * card known ({@link ScopaSolver}: alpha-beta on the points margin, past the current deal
 * of three) and plays the move with the best margin on average, each deal weighed by how
 * well its hands explain the plays seen this deal ({@link ScopaReading}). With two players,
 * while the stock lasts, the other seat plays as {@link ScopaMoveRating} rates its moves (it
 * cannot see this hand), and this seat answers each reply with one move for every deal
 * where it is made ({@link ScopaAnswers}), since at the table it sees the reply, not the hand.
 *
 * <p>Where the view tells everything it solves once, exactly: once the stock is empty and
 * a single other seat holds cards (two players in the last deal), the cards it has not
 * seen in hands, on the table or in a capture pile are that seat's hand, and the hand is
 * solved to its end, with the whole count and the last taker's sweep. With more seats the
 * hidden cards' split among them stays unknown to the end, so every deal is sampled, and
 * solved exactly when the tree is small enough (the last deal of Scopa; the last cards of
 * Scopone), else to a horizon (Scopone's ten-card hands early on) with a leaf estimate.
 *
 * <p>It can also tell what every legal move is worth ({@link #evaluate}): the same search,
 * each move's margin averaged, for a coach.
 *
 * <p>It reads only its view: the determinizations come from the view and what earlier
 * views showed (who captured last, {@link ScopaDeterminizer#lastCapturer}). With a budget
 * in determinizations only, its decisions depend only on its seed and the views.
 */
final class ScopaSearchPlayer implements SearchPlayer, MoveEvaluator {

    private final ScopaDeterminizer memory;
    private final ScopaReading reading;
    private final boolean fewest;
    private final HandCount count;
    private final SearchBudget budget;
    private final SeededRandom random;
    private final ScopaSolver solver = new ScopaSolver();
    private int lastIterations;

    ScopaSearchPlayer(ScopaGame game, Options options, SearchBudget budget, long seed) {
        this.memory = new ScopaDeterminizer(game, options);
        this.fewest = "fewest".equals(options.choice(ScopaGame.CAPTURE_CHOICE));
        this.reading = new ScopaReading(!ScopaGame.isScopone(options), fewest);
        this.count = new HandCount("each".equals(options.choice(ScopaGame.TIES)),
                options.flag(ScopaGame.NAPOLA), options.flag(ScopaGame.REBELLO));
        this.budget = budget;
        this.random = new SeededRandom(seed);
    }

    @Override
    public int lastIterations() {
        return lastIterations;
    }

    /** Positions the solver visited in all (for benchmarks). */
    long nodes() {
        return solver.nodes();
    }

    @Override
    public Move choose(View view, List<? extends Move> legal) {
        if (legal.size() == 1) {
            observe((ScopaView) view);
            lastIterations = 0;
            return legal.get(0);
        }
        Valued valued = search(view, legal);
        int best = 0;
        for (int i = 1; i < valued.sums.length; i++) {
            if (valued.sums[i] > valued.sums[best]) {
                best = i;
            }
        }
        return valued.played.get(best);
    }

    /**
     * The expected margin of every legal move at the end of the hand, in points: the side
     * of the seat to act minus the other sides' mean, averaged over the determinizations
     * the budget affords (exact when the view tells all); a hand that ends the match counts
     * {@link ScopaSolver#MATCH} more when won, less when lost.
     */
    @Override
    public Map<Move, Double> evaluate(View view, List<? extends Move> legal) {
        Valued valued = search(view, legal);
        Map<Move, Double> out = new LinkedHashMap<>();
        for (Move m : legal) {
            out.put(m, valued.sums[valued.played.indexOf(m)] / valued.deals);
        }
        return out;
    }

    private void observe(ScopaView v) {
        memory.observe(v);
        reading.observe(v);
    }

    /** The legal moves in a canonical order, each one's margins summed over {@code deals} determinizations. */
    private record Valued(List<Move> played, double[] sums, int deals) {
    }

    private Valued search(View view, List<? extends Move> legal) {
        ScopaView v = (ScopaView) view;
        observe(v);
        // In a canonical order, so that the decision cannot depend on how the state lists its moves.
        List<Move> played = new ArrayList<>(legal);
        played.sort(Comparator.comparing(Move::code));
        List<ScopaMove> roots = played.stream().map(m -> (ScopaMove) m).toList();
        double[] sums = search(v, roots);
        return new Valued(played, sums, lastIterations);
    }

    /**
     * The root moves' margins summed over the determinizations the budget affords, each
     * deal weighed by how likely its hands make the plays read this deal, and scaled back
     * to as many deals as were solved.
     */
    private double[] search(ScopaView v, List<ScopaMove> roots) {
        long[] rootMoves = new long[roots.size()];
        for (int i = 0; i < rootMoves.length; i++) {
            ScopaMove m = roots.get(i);
            rootMoves[i] = ScopaPosition.move(m.card().index(), CardBits.of(m.capture()));
        }
        int[] unseen = unseen(v);
        boolean known = v.stockSize() == 0 && otherSeatsWithCards(v) <= 1;
        int limit = known ? 1 : budget.iterations();
        long deadline = budget.deadline();
        int lastCapturer = memory.lastCapturer(v);
        int[] totals = v.totals().stream().mapToInt(Integer::intValue).toArray();
        double[] sums = new double[rootMoves.length];
        ScopaAnswers answers = !known && answersOnce(v) ? new ScopaAnswers(rootMoves.length) : null;
        int done = 0;
        double weights = 0;
        while ((limit == 0 || done < limit) && (done == 0 || !budget.past(deadline))) {
            ScopaPosition p = deal(v, unseen, lastCapturer, new SeededRandom(random.split()));
            solver.reset(p, v.sideOf(v.viewer()), totals, v.target());
            int depth = ScopaSolver.horizon(p, ScopaSolver.leafLimit(p.seats));
            double w = known ? 1 : weight(v, p);
            for (int i = 0; i < rootMoves.length; i++) {
                if (answers != null) {
                    int root = i;
                    solver.answers(rootMoves[i], Math.max(3, depth), (reply, answer, value) ->
                            answers.add(root, reply, answer, w * value));
                } else {
                    sums[i] += w * solver.valueOf(rootMoves[i], depth);
                }
            }
            weights += w;
            done++;
        }
        for (int i = 0; answers != null && i < sums.length; i++) {
            sums[i] = answers.sum(i);
        }
        lastIterations = done;
        for (int i = 0; i < sums.length; i++) {
            sums[i] *= done / weights;
        }
        return sums;
    }

    /**
     * True when the root's next move is chosen once per reply across the deals
     * ({@link ScopaAnswers}): two players while the stock lasts (the other seat's reply then
     * by {@link ScopaMoveRating}, as {@link ScopaSolver} plays it), the root holding a card
     * to answer with and the other seat a card to reply with before any new deal.
     */
    private static boolean answersOnce(ScopaView v) {
        return v.seats() == 2 && v.stockSize() > 0 && v.hand().size() >= 2
                && v.handSizes().get(1 - v.viewer()) >= 1;
    }

    /** How likely the plays read this deal are with the other hands of {@code p} ({@link ScopaReading#weight}). */
    private double weight(ScopaView v, ScopaPosition p) {
        double w = 1;
        for (int s = 0; s < v.seats(); s++) {
            if (s != v.viewer()) {
                w *= reading.weight(s, p.hands[s]);
            }
        }
        return w;
    }

    /**
     * The other seats' hands from the shuffled {@code cards}, each taking the first cards
     * left that it may hold (any, without {@code read}); null when some seat falls short.
     */
    private long[] fill(ScopaView v, int[] cards, boolean read) {
        long[] hands = new long[v.seats()];
        long taken = 0;
        for (int s = 0; s < v.seats(); s++) {
            if (s == v.viewer()) {
                continue;
            }
            long excluded = read ? reading.excluded(s) : 0;
            int need = v.handSizes().get(s);
            for (int i = 0; i < cards.length && need > 0; i++) {
                long bit = 1L << cards[i];
                if ((taken & bit) == 0 && (excluded & bit) == 0) {
                    hands[s] |= bit;
                    taken |= bit;
                    need--;
                }
            }
            if (need > 0) {
                return null;
            }
        }
        return hands;
    }

    private static int handCards(ScopaView v) {
        int n = 0;
        for (int s = 0; s < v.seats(); s++) {
            n += s == v.viewer() ? 0 : v.handSizes().get(s);
        }
        return n;
    }

    private static int otherSeatsWithCards(ScopaView v) {
        int n = 0;
        for (int s = 0; s < v.seats(); s++) {
            if (s != v.viewer() && v.handSizes().get(s) > 0) {
                n++;
            }
        }
        return n;
    }

    /** The cards the seat has not seen: in no capture pile, not on the table, not in its hand. */
    static int[] unseen(ScopaView v) {
        long seen = CardBits.of(v.hand()) | CardBits.of(v.table());
        for (List<ItalianCard> pile : v.captured()) {
            seen |= CardBits.of(pile);
        }
        long rest = CardBits.ALL & ~seen;
        int[] out = new int[Long.bitCount(rest)];
        int i = 0;
        for (long r = rest; r != 0; r &= r - 1) {
            out[i++] = Long.numberOfTrailingZeros(r);
        }
        return out;
    }

    /**
     * One determinization: the unseen cards shuffled, each other seat's hand filled by its
     * size with the first cards it may hold ({@link ScopaReading}), the rest the stock in
     * that order. Should the reading leave a seat short, it is ignored for that deal.
     */
    ScopaPosition deal(ScopaView v, int[] unseen, int lastCapturer, SeededRandom r) {
        if (unseen.length - handCards(v) != v.stockSize()) {
            throw new IllegalStateException("the view of seat " + v.viewer() + " does not add up: "
                    + unseen.length + " unseen cards for " + handCards(v) + " in hands and " + v.stockSize() + " in stock");
        }
        int[] cards = unseen.clone();
        for (int i = cards.length - 1; i > 0; i--) {
            int j = r.nextInt(i + 1);
            int tmp = cards[i];
            cards[i] = cards[j];
            cards[j] = tmp;
        }
        long[] hands = fill(v, cards, true);
        if (hands == null) {
            hands = fill(v, cards, false);
        }
        long held = 0;
        for (int s = 0; s < hands.length; s++) {
            held |= s == v.viewer() ? 0 : hands[s];
        }
        hands[v.viewer()] = CardBits.of(v.hand());
        int[] stock = new int[v.stockSize()];
        int next = 0;
        for (int c : cards) {
            if ((held & (1L << c)) == 0) {
                stock[next++] = c;
            }
        }
        long[] piles = new long[v.sides()];
        int[] scope = new int[v.sides()];
        for (int t = 0; t < v.sides(); t++) {
            piles[t] = CardBits.of(v.captured().get(t));
            scope[t] = v.scope().get(t);
        }
        return new ScopaPosition(v.dealer(), fewest, count, hands, CardBits.of(v.table()), piles, scope, stock,
                v.toAct(), lastCapturer);
    }
}
