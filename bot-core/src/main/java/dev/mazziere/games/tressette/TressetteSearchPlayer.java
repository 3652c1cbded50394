package dev.mazziere.games.tressette;

import dev.mazziere.ai.Appraisal;
import dev.mazziere.ai.MoveEvaluator;
import dev.mazziere.ai.SearchBudget;
import dev.mazziere.ai.SearchPlayer;
import dev.mazziere.cards.ItalianCard;
import dev.mazziere.cards.SeededRandom;
import dev.mazziere.game.Move;
import dev.mazziere.game.Options;
import dev.mazziere.game.View;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Tressette's {@code hard} player. Where the view tells everything, it solves the hand
 * exactly: with 2 players once the stock is out, every card it has not seen is in the
 * other hand, and {@link TressetteSolver} plays the rest of the hand out by alpha-beta.
 * Otherwise it searches as the other trick games' {@code hard} does, by single-observer
 * ISMCTS, on fast positions ({@link TressettePosition}) instead of match states: every
 * iteration deals the cards it has not seen as its {@link TressetteDeterminizer} reads
 * them (voids shown, cards seen in hands, the accusi declared or not), descends a tree of
 * its information sets by UCB1, expands one card, plays the hand out with
 * {@link TressettePolicy} and credits each card with the result of the side that played
 * it: the match won or lost when the hand ends it, otherwise
 * {@code 0.5 + 0.5 tanh(margin / scale)} on the hand's card points after rounding.
 *
 * <p>As a {@link MoveEvaluator}, for a coach, it values each card in points of the hand,
 * exactly where it solves, else by the mean margin of its playouts ({@link #appraise}).
 *
 * <p>It reads only its view. With a budget in iterations only, its decisions depend only
 * on its seed and the views it was shown.
 */
final class TressetteSearchPlayer implements SearchPlayer, MoveEvaluator {

    private final TressetteDeterminizer dealer;
    private final TressetteMatch.Cappotto cappotto;
    private final SearchBudget budget;
    private final SeededRandom random;
    private final TressetteSolver solver = new TressetteSolver();
    private int lastIterations;

    TressetteSearchPlayer(TressetteGame game, Options options, SearchBudget budget, long seed) {
        this.dealer = new TressetteDeterminizer(game, options);
        this.cappotto = TressetteMatch.Cappotto.valueOf(
                options.choice(TressetteGame.CAPPOTTO).toUpperCase(java.util.Locale.ROOT));
        this.budget = budget;
        this.random = new SeededRandom(seed);
    }

    @Override
    public int lastIterations() {
        return lastIterations;
    }

    @Override
    public Move choose(View view, List<? extends Move> legal) {
        TressetteView v = (TressetteView) view;
        dealer.observe(v);
        if (legal.size() == 1) {
            lastIterations = 0;
            return legal.get(0);
        }
        int card = v.seats() == 2 && v.stock() == 0 ? solve(v) : search(v);
        for (Move m : legal) {
            if (((TressetteMove) m).card().index() == card) {
                return m;
            }
        }
        throw new IllegalStateException("the search chose " + ItalianCard.ofIndex(card) + ", not among " + legal);
    }

    /** Two players, no stock: the other hand is every card not seen; the rest of the hand solved exactly. */
    private int solve(TressetteView v) {
        TressettePosition p = dealer.sampler(v).position(new SeededRandom(random.split()));
        lastIterations = 1;
        return solver.best(p, cappotto);
    }

    private int search(TressetteView v) {
        Node best = null;
        for (Node child : grow(v).children) {
            if (child != null && (best == null || child.visits > best.visits)) {
                best = child;
            }
        }
        return best.card;
    }

    /**
     * The card {@link #choose} plays and the value of every legal card for the seat's side,
     * in points of this hand: its side's points less the other's, cappotto doubled as the
     * option scores it. Where the view tells everything (two players, no stock) each card's
     * value is exact, the solver's; otherwise it is the mean margin of the playouts that
     * began with the card, and the card played is the most visited, which weighs the match
     * (the target, a cappotto with {@code cappotto=win}) and a clear hand rather than the
     * mean margin: where the two disagree a coach counts the card played as costing
     * nothing ({@link Appraisal#lost}).
     */
    @Override
    public Appraisal appraise(View view, List<? extends Move> legal, Move also) {
        TressetteView v = (TressetteView) view;
        dealer.observe(v);
        Map<Move, Double> values = new LinkedHashMap<>();
        int sign = TressetteRules.sideOf(v.viewer()) == 0 ? 1 : -1;
        if (v.seats() == 2 && v.stock() == 0) {
            TressettePosition p = dealer.sampler(v).position(new SeededRandom(random.split()));
            lastIterations = 1;
            int best = solver.best(p, cappotto);
            TressettePosition q = p.copy();
            for (Move m : legal) {
                q.copyFrom(p);
                q.play(((TressetteMove) m).card().index());
                values.put(m, (double) sign * TressetteSolver.handMargin(solver.value(q, cappotto)));
            }
            return new Appraisal(moveOf(legal, best), values);
        }
        Node root = grow(v);
        Node best = null;
        for (Node child : root.children) {
            if (child != null && (best == null || child.visits > best.visits)) {
                best = child;
            }
        }
        for (Move m : legal) {
            Node child = root.children[((TressetteMove) m).card().index()];
            if (child != null && child.visits > 0) {
                values.put(m, child.margin / child.visits);
            }
        }
        return new Appraisal(moveOf(legal, best.card), values);
    }

    @Override
    public Map<Move, Double> evaluate(View view, List<? extends Move> legal) {
        return appraise(view, legal, null).values();
    }

    private static Move moveOf(List<? extends Move> legal, int card) {
        for (Move m : legal) {
            if (((TressetteMove) m).card().index() == card) {
                return m;
            }
        }
        throw new IllegalStateException("the search chose " + ItalianCard.ofIndex(card) + ", not among " + legal);
    }

    /** The search tree grown from the view within the budget. */
    private Node grow(TressetteView v) {
        long deadline = budget.deadline();
        Node root = new Node(null, -1, -1);
        TressetteSampler sampler = dealer.sampler(v);
        Stakes stakes = new Stakes(v);
        int iterations = 0;
        while ((budget.iterations() == 0 || iterations < budget.iterations())
                && (iterations == 0 || !budget.past(deadline))) {
            iterate(root, sampler.position(random), stakes);
            iterations++;
        }
        lastIterations = iterations;
        return root;
    }

    private void iterate(Node root, TressettePosition p, Stakes stakes) {
        int[] unopenedAccusi = stakes.unopenedAccusi(p);
        Node node = root;
        // Selection and expansion.
        while (!p.over()) {
            long available = p.legal();
            long untried = available & ~node.tried;
            for (long b = available & node.tried; b != 0; b &= b - 1) {
                node.children[Long.numberOfTrailingZeros(b)].available++;
            }
            Node next;
            if (untried != 0) {
                int card = nth(untried, random.nextInt(Long.bitCount(untried)));
                next = node.add(card, p.toAct);
            } else {
                next = select(node, available);
            }
            p.play(next.card);
            node = next;
            if (untried != 0) {
                break;
            }
        }
        // Playout to the end of the hand.
        while (!p.over()) {
            p.play(TressettePolicy.choose(p, random));
        }
        double reward0 = reward(p, stakes, unopenedAccusi);
        int margin0 = margin(p);
        for (Node n = node; n != root; n = n.parent) {
            n.visits++;
            n.reward += (n.mover & 1) == 0 ? reward0 : 1 - reward0;
            n.margin += (n.mover & 1) == 0 ? margin0 : -margin0;
        }
    }

    private Node select(Node node, long available) {
        Node best = null;
        double bestValue = Double.NEGATIVE_INFINITY;
        for (long b = available; b != 0; b &= b - 1) {
            Node child = node.children[Long.numberOfTrailingZeros(b)];
            double value = child.reward / child.visits
                    + budget.exploration() * Math.sqrt(Math.log(child.available) / child.visits);
            if (value > bestValue) {
                bestValue = value;
                best = child;
            }
        }
        return best;
    }

    private static int nth(long bits, int n) {
        for (int i = 0; i < n; i++) {
            bits &= bits - 1;
        }
        return Long.numberOfTrailingZeros(bits);
    }

    /**
     * Side 0's reward for a hand played out: 1 or 0 when the hand ends the match (a side
     * over the target with the higher total, counting the accusi; a cappotto with
     * {@code cappotto=win}), else by the margin of card points after rounding.
     *
     * @param unopenedAccusi the accusi per side of the seats that had not played when the search began
     */
    double reward(TressettePosition p, Stakes stakes, int[] unopenedAccusi) {
        int side = p.cappotto();
        int[] points = {p.points(0), p.points(1)};
        if (side >= 0 && cappotto == TressetteMatch.Cappotto.WIN) {
            return side == 0 ? 1 : 0;
        }
        if (side >= 0 && cappotto == TressetteMatch.Cappotto.DOUBLE) {
            points[side] *= 2;
        }
        int total0 = stakes.before[0] + unopenedAccusi[0] + points[0];
        int total1 = stakes.before[1] + unopenedAccusi[1] + points[1];
        if ((total0 >= stakes.target || total1 >= stakes.target) && total0 != total1) {
            return total0 > total1 ? 1 : 0;
        }
        return 0.5 + 0.5 * Math.tanh((points[0] - points[1]) / budget.rewardScale());
    }

    /** Side 0's points less side 1's in a hand played out, a cappotto doubled with {@code cappotto=double}. */
    private int margin(TressettePosition p) {
        int side = p.cappotto();
        int[] points = {p.points(0), p.points(1)};
        if (side >= 0 && cappotto == TressetteMatch.Cappotto.DOUBLE) {
            points[side] *= 2;
        }
        return points[0] - points[1];
    }

    /** What a hand's end is played for, from the view: the totals with the accusi declared, the target. */
    static final class Stakes {
        final int[] before = new int[2];
        final int target;
        /** The seats that have not played yet this hand, whose accusi are still to come (accusi on). */
        final boolean[] unopened;

        Stakes(TressetteView v) {
            for (int side = 0; side < 2; side++) {
                before[side] = v.totals().get(side) + v.sideAccusi().get(side);
            }
            target = v.target();
            unopened = new boolean[v.seats()];
            for (int s = 0; s < v.seats(); s++) {
                unopened[s] = v.accusi() && !v.opened(s);
            }
        }

        /** The accusi per side that the seats yet to play hold in this deal (their hands are as dealt). */
        int[] unopenedAccusi(TressettePosition p) {
            int[] points = new int[2];
            for (int s = 0; s < unopened.length; s++) {
                if (unopened[s]) {
                    points[s & 1] += Accuso.points(p.hands[s]);
                }
            }
            return points;
        }
    }

    /** One information set: the cards played to reach it, from this seat's point of view. */
    private static final class Node {
        final Node parent;
        final int card;
        /** The seat that played {@link #card}. */
        final int mover;
        final Node[] children = new Node[40];
        long tried;
        int visits;
        int available;
        double reward;
        /** The sum of the mover's side's points margins over the visits. */
        double margin;

        Node(Node parent, int card, int mover) {
            this.parent = parent;
            this.card = card;
            this.mover = mover;
        }

        Node add(int card, int mover) {
            Node child = new Node(this, card, mover);
            child.available = 1;
            children[card] = child;
            tried |= 1L << card;
            return child;
        }
    }
}
