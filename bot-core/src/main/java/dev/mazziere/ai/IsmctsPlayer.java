package dev.mazziere.ai;

import dev.mazziere.cards.SeededRandom;
import dev.mazziere.game.MatchState;
import dev.mazziere.game.Move;
import dev.mazziere.game.Options;
import dev.mazziere.game.Outcome;
import dev.mazziere.game.View;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * The {@code hard} player: single-observer Information Set Monte Carlo Tree Search
 * (Cowling, Powley and Whitehouse, 2012) over any game of the SPI. One tree of
 * information sets from this seat's point of view; every iteration deals a fresh
 * determinization of the hidden cards from the seat's view ({@link Determinizer}),
 * descends the tree by UCB1 over the moves available in that determinization
 * (counting availability, not parent visits), expands one move, plays out to the end
 * of the hand with the game's heuristic (or random moves) and backs up, at each node,
 * the reward of the side that made the move.
 *
 * <p>The reward is per side: 1 for winning the match within the playout, 0 for losing
 * it; otherwise {@code 0.5 + 0.5 tanh(d / scale)} where {@code d} is the side's points
 * this hand minus the mean of the other sides' (negated when fewer points are better).
 *
 * <p>As a {@link MoveEvaluator}, for a coach, it values each move at the root by the mean
 * points margin of the playouts that began with it: the side's points this hand minus
 * the mean of the other sides' (negated when fewer points are better), whoever won the
 * match. The move it plays is still the most visited, which weighs the chance of winning
 * the match and of a clear hand ({@code rewardScale}) rather than the mean margin: where
 * the two disagree, the move played may have a lower mean margin than another, and a
 * coach then counts the move it plays as costing nothing ({@link Appraisal#lost}).
 *
 * <p>It reads only the view it is given: the determinizer builds states from the view.
 * With a budget in iterations only, its decisions depend only on its seed and the views
 * it was shown; a budget in milliseconds stops earlier on a slow machine.
 */
public final class IsmctsPlayer implements SearchPlayer, MoveEvaluator {

    private final Determinizer determinizer;
    private final Player playoutPlayer;
    private final SearchBudget config;
    private final SeededRandom random;
    private int lastIterations;

    /**
     * @param heuristic the game's heuristic, used in playouts when {@link SearchBudget.Playout#HEURISTIC};
     *                  it must decide from views only
     */
    public IsmctsPlayer(Determinizer determinizer, Player heuristic, SearchBudget config, long seed) {
        this.determinizer = Objects.requireNonNull(determinizer);
        this.config = config;
        this.random = new SeededRandom(seed);
        this.playoutPlayer = config.playout() == SearchBudget.Playout.HEURISTIC
                ? Objects.requireNonNull(heuristic) : new RandomPlayer(random.split());
    }

    /** A search player of a game with this budget (its heuristic when the game has no determinizer). */
    public static Player of(GameAi ai, Options options, SearchBudget budget, long seed) {
        Determinizer d = ai.determinizer(options);
        SeededRandom seeds = new SeededRandom(seed);
        long own = seeds.split();
        Player heuristic = ai.heuristic(options, seeds.split());
        return d == null ? heuristic : new IsmctsPlayer(d, heuristic, budget, own);
    }

    /** Iterations run by the last decision (for benchmarks). */
    @Override
    public int lastIterations() {
        return lastIterations;
    }

    @Override
    public Move choose(View view, List<? extends Move> legal) {
        determinizer.observe(view);
        if (legal.size() == 1) {
            lastIterations = 0;
            return legal.get(0);
        }
        return mostVisited(search(view, legal), legal);
    }

    @Override
    public Map<Move, Double> evaluate(View view, List<? extends Move> legal) {
        return appraise(view, legal, null).values();
    }

    /**
     * The move {@link #choose} would play (the most visited) and the mean points margin of
     * every root move the search tried (with at least as many iterations as legal moves,
     * every one); {@code also} needs nothing more, every legal move being a root move.
     */
    @Override
    public Appraisal appraise(View view, List<? extends Move> legal, Move also) {
        determinizer.observe(view);
        Node root = search(view, legal);
        Map<Move, Double> values = new LinkedHashMap<>();
        for (Move m : legal) {
            Node child = root.child(m);
            if (child != null && child.visits > 0) {
                values.put(m, child.margin / child.visits);
            }
        }
        return new Appraisal(mostVisited(root, legal), values);
    }

    /** The tree grown from {@code view} within the budget. */
    private Node search(View view, List<? extends Move> legal) {
        long deadline = config.deadline();
        // In a canonical order, so that the decision cannot depend on how the state lists its moves.
        List<Move> rootMoves = new ArrayList<>(legal);
        rootMoves.sort(java.util.Comparator.comparing(Move::code));
        Node root = new Node(null, null, -1);
        int iterations = 0;
        while ((config.iterations() == 0 || iterations < config.iterations())
                && (iterations == 0 || !config.past(deadline))) {
            iterate(root, view, rootMoves);
            iterations++;
        }
        lastIterations = iterations;
        return root;
    }

    /** The legal move whose root node was visited most: the first of {@code legal} when none was. */
    private static Move mostVisited(Node root, List<? extends Move> legal) {
        Node best = null;
        for (Node child : root.children) {
            if (best == null || child.visits > best.visits) {
                best = child;
            }
        }
        if (best != null) {
            for (Move m : legal) {
                if (m.equals(best.move)) {
                    return m;
                }
            }
        }
        return legal.get(0);
    }

    private void iterate(Node root, View view, List<Move> rootLegal) {
        MatchState state = determinizer.sample(view, new SeededRandom(random.split()));
        int hand = state.handNumber();
        List<Integer> before = state.totals();
        Node node = root;
        List<Move> available = new ArrayList<>();
        // Selection and expansion, within the hand.
        while (!state.isOver() && state.handNumber() == hand) {
            int seat = state.toAct();
            available.clear();
            if (node == root) {
                available.addAll(rootLegal);
            } else {
                available.addAll(state.legalMoves());
            }
            Node untriedParent = node;
            List<Move> untried = new ArrayList<>();
            for (Move m : available) {
                Node child = node.child(m);
                if (child == null) {
                    untried.add(m);
                } else {
                    child.available++;
                }
            }
            Node next;
            if (!untried.isEmpty()) {
                Move m = untried.get(random.nextInt(untried.size()));
                next = new Node(untriedParent, m, seat);
                next.available = 1;
                untriedParent.children.add(next);
            } else {
                next = select(node, available);
            }
            if (!(state.apply(seat, next.move) instanceof Outcome.Applied)) {
                // The determinization disagrees with the view: drop this iteration.
                if (next.visits == 0) {
                    untriedParent.children.remove(next);
                }
                return;
            }
            node = next;
            if (!untried.isEmpty()) {
                break;
            }
        }
        // Playout to the end of the hand.
        while (!state.isOver() && state.handNumber() == hand) {
            int seat = state.toAct();
            List<? extends Move> legal = state.legalMoves();
            Move m = legal.size() == 1 ? legal.get(0) : playoutPlayer.choose(state.view(seat), legal);
            state.apply(seat, m);
        }
        double[] reward = rewards(state, before);
        double[] margin = margins(state, before);
        for (Node n = node; n != root; n = n.parent) {
            n.visits++;
            n.reward += reward[state.teamOf(n.mover)];
            n.margin += margin[state.teamOf(n.mover)];
        }
    }

    private Node select(Node node, List<Move> available) {
        Node best = null;
        double bestValue = Double.NEGATIVE_INFINITY;
        for (Move m : available) {
            Node child = node.child(m);
            double value = child.reward / child.visits
                    + config.exploration() * Math.sqrt(Math.log(child.available) / child.visits);
            if (value > bestValue) {
                bestValue = value;
                best = child;
            }
        }
        return best;
    }

    private double[] rewards(MatchState state, List<Integer> before) {
        int teams = state.teamCount();
        double[] reward = new double[teams];
        if (state.isOver() && state.result() != null && !state.result().winners().isEmpty()) {
            for (int w : state.result().winners()) {
                reward[w] = 1.0 / state.result().winners().size();
            }
            return reward;
        }
        double[] margin = margins(state, before);
        for (int t = 0; t < teams; t++) {
            reward[t] = 0.5 + 0.5 * Math.tanh(margin[t] / config.rewardScale());
        }
        return reward;
    }

    /** Each side's points this hand minus the mean of the other sides' (negated when fewer points are better). */
    private double[] margins(MatchState state, List<Integer> before) {
        int teams = state.teamCount();
        List<Integer> after = state.totals();
        double[] gain = new double[teams];
        double sum = 0;
        for (int t = 0; t < teams; t++) {
            gain[t] = after.get(t) - before.get(t);
            sum += gain[t];
        }
        double sign = determinizer.morePointsBetter() ? 1 : -1;
        double[] margin = new double[teams];
        for (int t = 0; t < teams; t++) {
            double others = teams > 1 ? (sum - gain[t]) / (teams - 1) : 0;
            margin[t] = sign * (gain[t] - others);
        }
        return margin;
    }

    /** One information set: the moves made to reach it, from this seat's point of view. */
    private static final class Node {
        final Node parent;
        final Move move;
        /** The seat that made {@link #move}. */
        final int mover;
        final List<Node> children = new ArrayList<>(8);
        int visits;
        int available;
        double reward;
        /** The sum of the mover's side's points margins over the visits. */
        double margin;

        Node(Node parent, Move move, int mover) {
            this.parent = parent;
            this.move = move;
            this.mover = mover;
        }

        Node child(Move m) {
            for (Node c : children) {
                if (c.move.equals(m)) {
                    return c;
                }
            }
            return null;
        }
    }
}
