package dev.mazziere.games.chiamata;

import dev.mazziere.ai.Appraisal;
import dev.mazziere.ai.MoveEvaluator;
import dev.mazziere.ai.SearchBudget;
import dev.mazziere.ai.SearchPlayer;
import dev.mazziere.cards.ItalianCard;
import dev.mazziere.cards.ItalianSuit;
import dev.mazziere.cards.SeededRandom;
import dev.mazziere.game.Move;
import dev.mazziere.game.View;
import dev.mazziere.games.tricks.CardPoints;
import dev.mazziere.games.tricks.TrickEvents;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The {@code hard} Briscola chiamata player: determinized search, reading the view only.
 * Each iteration deals the cards it cannot see ({@link ChiamataDeterminizer}: the called
 * card to a seat drawn by what the play has shown, the briscole above it mostly to the
 * caller), and on that deal plays out each choice, every seat then playing the fast policy
 * of {@link ChiamataPosition} and the last two tricks solved exactly; the choice whose
 * hands score best on average for this seat is played.
 *
 * <ul>
 *   <li>A card: each card of the hand is played on the same deals.</li>
 *   <li>The call: each of the four cards is called on the same deals (its holder the
 *       partner, its suit briscola) and the hand played out from the first trick.</li>
 *   <li>A bid: on each deal, every rank still open is called in every suit and played
 *       out once; that gives, for every bid still allowed (a rank, or the 2 at any
 *       points), what being the caller would score with its best suit. It bids the bid
 *       worth most, if that is worth more than passing ({@link #BID_THRESHOLD}), else passes.</li>
 * </ul>
 *
 * <p>A hand is worth its score for this seat (+2, +1, -1 ... as the match scores it), plus
 * a little for its side's card points. As a {@link MoveEvaluator}, for a coach, it gives
 * every legal choice that value ({@link #appraise}). With a budget in iterations only,
 * its decisions depend only on its seed and the views it was shown.
 */
final class ChiamataSearchPlayer implements SearchPlayer, MoveEvaluator {

    /**
     * Cards left in the hands at most for the rest of the hand to be solved exactly: the last
     * two tricks (32 lines of play). Three tricks are 7,776 lines on each deal, up to 190 ms a
     * decision: the playouts play the third from the end.
     */
    static final int SOLVE_CARDS = 10;
    /** What being the caller must be worth, in points of this seat's score, to bid rather than pass. */
    static final double BID_THRESHOLD = 0.25;
    /** A deal of the auction plays out up to 40 hands, a deal of the call 4: they get fewer deals than a card. */
    private static final int AUCTION_SHARE = 6;
    private static final int CALL_SHARE = 2;

    private final ChiamataDeterminizer determinizer;
    private final SearchBudget budget;
    private final SeededRandom random;
    private int lastIterations;

    ChiamataSearchPlayer(ChiamataDeterminizer determinizer, SearchBudget budget, long seed) {
        this.determinizer = determinizer;
        this.budget = budget;
        this.random = new SeededRandom(seed);
    }

    @Override
    public int lastIterations() {
        return lastIterations;
    }

    @Override
    public Move choose(View view, List<? extends Move> legal) {
        if (legal.size() == 1) {
            lastIterations = 0;
            return legal.get(0);
        }
        return appraise(view, legal, null).best();
    }

    /**
     * The choice {@link #choose} makes and the value of every legal one for this seat, in
     * points of its score for the hand (+2, +1, -1 ... as the match scores it, plus a
     * little for its side's card points): a card's or a call's mean over the deals; a bid's,
     * what being the caller with it is worth in its best suit; a pass's, the
     * {@link #BID_THRESHOLD} a bid must beat.
     */
    @Override
    public Appraisal appraise(View view, List<? extends Move> legal, Move also) {
        ChiamataView v = (ChiamataView) view;
        // In a canonical order, so that the decision cannot depend on how the state lists its moves.
        List<Move> moves = new ArrayList<>(legal);
        moves.sort(Comparator.comparing(Move::code));
        long deadline = budget.deadline();
        Map<Move, Double> values = switch (v.phase()) {
            case PLAY -> play(v, moves, deadline);
            case CALL -> call(v, moves, deadline);
            case AUCTION -> bid(v, legal, deadline);
        };
        Move chosen = v.phase() == ChiamataMatch.Phase.AUCTION ? bidOf(values) : moves.get(argmax(moves, values));
        for (Move m : legal) {
            if (m.equals(chosen)) {
                return new Appraisal(m, values);
            }
        }
        return new Appraisal(legal.get(0), values);
    }

    @Override
    public Map<Move, Double> evaluate(View view, List<? extends Move> legal) {
        return appraise(view, legal, null).values();
    }

    private boolean goOn(int iterations, int share, long deadline) {
        int limit = budget.iterations() == 0 ? Integer.MAX_VALUE : Math.max(1, budget.iterations() / share);
        return iterations < limit && (iterations == 0 || !budget.past(deadline));
    }

    // ---- a card

    private Map<Move, Double> play(ChiamataView v, List<Move> moves, long deadline) {
        ChiamataDeterminizer.Hidden hidden = determinizer.hidden(v);
        double[] total = new double[moves.size()];
        int iterations = 0;
        while (goOn(iterations, 1, deadline)) {
            ChiamataPosition deal = position(v, hidden.dealIndices(random));
            for (int j = 0; j < moves.size(); j++) {
                ChiamataPosition p = deal.copy();
                p.play(p.indexOf(((ChiamataMove.Play) moves.get(j)).card()));
                total[j] += finish(p, v.viewer());
            }
            iterations++;
        }
        lastIterations = iterations;
        return means(moves, total, iterations);
    }

    /** Each move with its total over the deals, divided by their number. */
    private static Map<Move, Double> means(List<Move> moves, double[] total, int deals) {
        Map<Move, Double> values = new LinkedHashMap<>();
        for (int j = 0; j < moves.size(); j++) {
            values.put(moves.get(j), total[j] / Math.max(1, deals));
        }
        return values;
    }

    /** The position a view shows, with the other hands dealt. */
    static ChiamataPosition position(ChiamataView v, int[][] deal) {
        int called = v.called().index();
        int partner = v.partner();
        for (int s = 0; partner < 0 && s < v.seats(); s++) {
            for (int c : deal[s]) {
                if (c == called) {
                    partner = s;
                }
            }
        }
        ChiamataPosition p = new ChiamataPosition(v.trump().ordinal(), v.caller(), partner, v.needed(), v.cappotto());
        for (int s = 0; s < v.seats(); s++) {
            if (s == v.viewer()) {
                v.hand().forEach(c -> p.give(v.viewer(), c.index()));
            } else {
                for (int c : deal[s]) {
                    p.give(s, c);
                }
            }
            p.took(s, CardPoints.BRISCOLA.of(v.table().taken().get(s)));
        }
        for (TrickEvents.Play<ItalianCard> play : v.trick()) {
            p.onTable(play.card().index());
        }
        p.turn(v.table().leader(), v.toAct());
        return p;
    }

    /** What the rest of the hand is worth to {@code seat} from this position. */
    private static double finish(ChiamataPosition p, int seat) {
        if (p.cardsLeft() <= SOLVE_CARDS) {
            return p.solve(seat);
        }
        p.playOut();
        return p.value(seat);
    }

    // ---- the call

    private Map<Move, Double> call(ChiamataView v, List<Move> moves, long deadline) {
        ChiamataDeterminizer.Hidden hidden = determinizer.hidden(v);
        double[] total = new double[moves.size()];
        int iterations = 0;
        int me = v.viewer();
        while (goOn(iterations, CALL_SHARE, deadline)) {
            int[][] deal = hidden.dealIndices(random);
            for (int j = 0; j < moves.size(); j++) {
                ItalianCard card = ((ChiamataMove.Call) moves.get(j)).card();
                ChiamataPosition p = fresh(v, deal, card, v.needed());
                p.playOut();
                total[j] += p.value(me);
            }
            iterations++;
        }
        lastIterations = iterations;
        return means(moves, total, iterations);
    }

    /** A hand from its first trick, the viewer calling {@code card} and needing {@code needed}. */
    private static ChiamataPosition fresh(ChiamataView v, int[][] deal, ItalianCard card, int needed) {
        int me = v.viewer();
        int partner = v.hand().contains(card) ? me : holderIn(deal, card.index());
        ChiamataPosition p = new ChiamataPosition(card.suit().ordinal(), me, partner, needed, v.cappotto());
        for (int s = 0; s < v.seats(); s++) {
            if (s == me) {
                v.hand().forEach(c -> p.give(me, c.index()));
            } else {
                for (int c : deal[s]) {
                    p.give(s, c);
                }
            }
        }
        int leader = "caller".equals(v.lead()) ? me : (v.dealer() + 1) % v.seats();
        p.turn(leader, leader);
        return p;
    }

    private static int holderIn(int[][] deal, int card) {
        for (int s = 0; s < deal.length; s++) {
            for (int c : deal[s]) {
                if (c == card) {
                    return s;
                }
            }
        }
        throw new IllegalStateException("card " + card + " dealt to nobody");
    }

    // ---- a bid

    /** Every legal bid with what being the caller with it is worth in its best suit, and a pass at {@link #BID_THRESHOLD}. */
    private Map<Move, Double> bid(ChiamataView v, List<? extends Move> legal, long deadline) {
        int lowest = v.highest() == null ? 0 : v.highest().level() + 1;
        // The ranks still open, each with the lowest level of a bid on it.
        List<Integer> ranks = new ArrayList<>();
        for (int level = lowest; level < Contract.LEVELS; level++) {
            int rank = Contract.ofLevel(level).rank();
            if (!ranks.contains(rank)) {
                ranks.add(rank);
            }
        }
        ItalianSuit[] suits = ItalianSuit.values();
        // Per level and suit: what being the caller there scored, summed over the deals.
        double[][] total = new double[Contract.LEVELS][suits.length];
        ChiamataDeterminizer.Hidden hidden = determinizer.hidden(v);
        int iterations = 0;
        while (goOn(iterations, AUCTION_SHARE, deadline)) {
            int[][] deal = hidden.dealIndices(random);
            for (int rank : ranks) {
                for (ItalianSuit suit : suits) {
                    ItalianCard card = ItalianCard.of(rank, suit);
                    ChiamataPosition p = fresh(v, deal, card, Contract.PLAIN);
                    p.playOut();
                    int side = p.sidePoints();
                    boolean alone = v.hand().contains(card);
                    for (int level = lowest; level < Contract.LEVELS; level++) {
                        Contract c = Contract.ofLevel(level);
                        if (c.rank() == rank) {
                            total[level][suit.ordinal()] += callerValue(side, c.points(), alone, v.cappotto());
                        }
                    }
                }
            }
            iterations++;
        }
        lastIterations = iterations;
        Map<Move, Double> values = new LinkedHashMap<>();
        for (Move m : legal) {
            if (m instanceof ChiamataMove.Bid b) {
                double best = Double.NEGATIVE_INFINITY;
                for (int s = 0; s < suits.length; s++) {
                    best = Math.max(best, total[b.contract().level()][s] / Math.max(1, iterations));
                }
                values.put(m, best);
            } else {
                values.put(m, BID_THRESHOLD);
            }
        }
        return values;
    }

    /** The bid worth most, the lowest on a tie, if it is worth more than passing; else a pass. */
    private static Move bidOf(Map<Move, Double> values) {
        Move best = ChiamataMove.pass();
        double bestValue = BID_THRESHOLD;
        int bestLevel = Integer.MAX_VALUE;
        for (Map.Entry<Move, Double> e : values.entrySet()) {
            if (e.getKey() instanceof ChiamataMove.Bid b && (e.getValue() > bestValue
                    || e.getValue() == bestValue && best instanceof ChiamataMove.Bid && b.contract().level() < bestLevel)) {
                best = b;
                bestValue = e.getValue();
                bestLevel = b.contract().level();
            }
        }
        return best;
    }

    /** What the caller scores with these side points against {@code needed}, plus a little for the points. */
    static double callerValue(int side, int needed, boolean alone, boolean doubleCappotto) {
        int unit = side >= needed ? 1 : -1;
        if (doubleCappotto && ChiamataRules.cappotto(side)) {
            unit *= 2;
        }
        return (alone ? 4 : 2) * unit
                + ChiamataPosition.MARGIN_WEIGHT * (side - ChiamataRules.DECK_POINTS / 2.0) / ChiamataRules.DECK_POINTS;
    }

    private static int argmax(List<Move> moves, Map<Move, Double> values) {
        int best = 0;
        for (int j = 1; j < moves.size(); j++) {
            if (values.get(moves.get(j)) > values.get(moves.get(best))) {
                best = j;
            }
        }
        return best;
    }
}
