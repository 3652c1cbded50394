package dev.mazziere.games.briscola;

import dev.mazziere.ai.Appraisal;
import dev.mazziere.ai.MoveEvaluator;
import dev.mazziere.ai.SearchBudget;
import dev.mazziere.ai.SearchPlayer;
import dev.mazziere.cards.SeededRandom;
import dev.mazziere.game.Move;
import dev.mazziere.game.View;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The {@code hard} Briscola player: determinized search. Each iteration deals the cards
 * it cannot see ({@link BriscolaDeterminizer}: the other hands and the order of the stock,
 * consistently with its view and what it remembers of the face-up card), and on that deal
 * plays each of its cards, then the rest of the hand: exactly (minimax, every card known)
 * once the stock is empty and few cards are left, else with a fast policy for every seat
 * ({@link BriscolaPosition#policy()}). Every card is tried on the same deals; the one whose
 * hands end best on average is played. A hand is worth 1 won, ½ drawn, 0 lost, plus a
 * little for the card points' margin, so that among hands it wins or loses anyway it
 * still plays for points.
 *
 * <p>As a {@link MoveEvaluator}, for a coach, it values each card by its mean card points'
 * margin over the same deals ({@link #appraise}).
 *
 * <p>It reads only its view. With a budget in iterations only its decisions depend only
 * on its seed and the views it was shown.
 */
final class BriscolaSearchPlayer implements SearchPlayer, MoveEvaluator {

    /** Cards left in the hands at most, once the stock is empty, for the rest of the hand to be solved exactly. */
    static final int SOLVE_CARDS = 9;
    /** The weight of the card points' margin (over the whole deck) beside winning the hand. */
    private static final double MARGIN_WEIGHT = 0.25;

    private final BriscolaDeterminizer determinizer;
    private final SearchBudget budget;
    private final SeededRandom random;
    private int lastIterations;

    BriscolaSearchPlayer(BriscolaDeterminizer determinizer, SearchBudget budget, long seed) {
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
        BriscolaView v = (BriscolaView) view;
        determinizer.observe(v);
        if (legal.size() == 1) {
            lastIterations = 0;
            return legal.get(0);
        }
        return search(v, legal).best(legal);
    }

    /**
     * The card {@link #choose} plays, and each card's mean margin of card points at the end
     * of the hand (the seat's side less the best other side's), over the same deals: the
     * search weighs winning the hand first, so where a card that wins it more often makes a
     * smaller margin, the card played is not the one with the highest margin, and a coach
     * counts it as costing nothing ({@link Appraisal#lost}).
     */
    @Override
    public Appraisal appraise(View view, List<? extends Move> legal, Move also) {
        BriscolaView v = (BriscolaView) view;
        determinizer.observe(v);
        Searched searched = search(v, legal);
        Map<Move, Double> values = new LinkedHashMap<>();
        for (int j = 0; j < searched.moves.size(); j++) {
            values.put(searched.moves.get(j), searched.margin[j] / searched.deals);
        }
        return new Appraisal(searched.best(legal), values);
    }

    @Override
    public Map<Move, Double> evaluate(View view, List<? extends Move> legal) {
        return appraise(view, legal, null).values();
    }

    /** The cards in a canonical order, each one's worth and card points' margin summed over {@code deals} deals. */
    private record Searched(List<Move> moves, double[] worth, double[] margin, int deals) {

        /** The card with the best worth, the first in canonical order on a tie, as {@code legal} holds it. */
        Move best(List<? extends Move> legal) {
            int best = 0;
            for (int j = 1; j < moves.size(); j++) {
                if (worth[j] > worth[best]) {
                    best = j;
                }
            }
            Move chosen = moves.get(best);
            for (Move m : legal) {
                if (m.equals(chosen)) {
                    return m;
                }
            }
            return legal.get(0);
        }
    }

    private Searched search(BriscolaView v, List<? extends Move> legal) {
        // In a canonical order, so that the decision cannot depend on how the state lists its moves.
        List<Move> moves = new ArrayList<>(legal);
        moves.sort(Comparator.comparing(Move::code));
        long deadline = budget.deadline();
        int side = v.sideOf(v.viewer());
        double[] total = new double[moves.size()];
        double[] margin = new double[moves.size()];
        BriscolaDeterminizer.Hidden hidden = determinizer.hidden(v);
        BriscolaPosition shown = BriscolaPosition.of(v, hidden);
        int[] cards = hidden.unseen().clone();
        int iterations = 0;
        while ((budget.iterations() == 0 || iterations < budget.iterations())
                && (iterations == 0 || !budget.past(deadline))) {
            BriscolaDeterminizer.shuffle(cards, random);
            BriscolaPosition deal = shown.dealt(hidden, cards);
            for (int j = 0; j < moves.size(); j++) {
                BriscolaPosition p = deal.copy();
                p.play(p.indexOf(((BriscolaMove) moves.get(j)).card()));
                double worth = finish(p, side);
                total[j] += worth;
                margin[j] += margin(worth);
            }
            iterations++;
        }
        lastIterations = iterations;
        return new Searched(moves, total, margin, iterations);
    }

    /** What the rest of the hand is worth to {@code side} from this position. */
    private static double finish(BriscolaPosition p, int side) {
        if (p.stockLeft() == 0 && cardsLeft(p) <= SOLVE_CARDS) {
            return p.solve(side, BriscolaSearchPlayer::worth);
        }
        p.playOut();
        return worth(p, side);
    }

    private static int cardsLeft(BriscolaPosition p) {
        int n = 0;
        for (int s = 0; s < p.seats; s++) {
            n += p.handSize(s);
        }
        return n;
    }

    /**
     * The card points' margin a finished hand's {@link #worth} stands for: above ½ a hand
     * won, whose margin is positive; below, one lost; ½ exactly, a draw, no margin.
     */
    static double margin(double worth) {
        double outcome = worth > 0.5 ? 1 : worth < 0.5 ? 0 : 0.5;
        return (worth - outcome) * BriscolaRules.DECK_POINTS / MARGIN_WEIGHT;
    }

    /** A finished hand to {@code side}: 1 won, ½ drawn, 0 lost, plus the points' margin over the best other side. */
    static double worth(BriscolaPosition finished, int side) {
        int mine = finished.sidePoints[side];
        int other = Integer.MIN_VALUE;
        for (int s = 0; s < finished.sidePoints.length; s++) {
            if (s != side && finished.sidePoints[s] > other) {
                other = finished.sidePoints[s];
            }
        }
        double outcome = mine > other ? 1 : mine == other ? 0.5 : 0;
        return outcome + MARGIN_WEIGHT * (mine - other) / BriscolaRules.DECK_POINTS;
    }
}
