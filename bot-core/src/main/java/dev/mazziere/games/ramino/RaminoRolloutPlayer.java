package dev.mazziere.games.ramino;

import dev.mazziere.ai.Appraisal;
import dev.mazziere.ai.Determinizer;
import dev.mazziere.ai.MoveEvaluator;
import dev.mazziere.ai.SearchBudget;
import dev.mazziere.ai.SearchPlayer;
import dev.mazziere.cards.SeededRandom;
import dev.mazziere.game.Move;
import dev.mazziere.game.Options;
import dev.mazziere.game.Outcome;
import dev.mazziere.game.View;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The {@code hard} Ramino player: the heuristic's game, with its draws and discards
 * checked by rollouts. A Ramino turn is many moves with many choices each, too wide for a
 * tree search within a budget, so only the choices that decide a hand are searched: when
 * the heuristic would draw, the candidates are both draws; when it would discard or lay
 * down, every discard (keeping the cards instead of laying them down) and its own move.
 *
 * <p>Each candidate is played on the same determinizations of the hidden cards
 * ({@link RaminoDeterminizer}, which reads the other seats' last turns from the views), and
 * the rest of the hand is played out by {@code medium} players in every seat, with the
 * same seeds for every candidate (common random numbers), so candidates differ by their
 * own consequences rather than by luck. A candidate's value is what the others paid on
 * average minus what this seat paid, and {@value #MATCH_POINTS} points more or less when
 * the hand ends the match. Successive halving spends the budget on the best candidates:
 * each round the worse half drops out, the heuristic's own move never does, and it is
 * played unless another did better on the same deals.
 *
 * <p>As a {@link MoveEvaluator}, for a coach, it tells each candidate's mean value over the
 * deals it was played on; the move a seat made joins the candidates and stays to the end.
 *
 * <p>It reads only the views it is given. With a budget in determinizations only it is
 * deterministic for its seed and the views; a budget in milliseconds stops earlier on a
 * slow machine.
 */
final class RaminoRolloutPlayer implements SearchPlayer, MoveEvaluator {

    /** What deciding the match within a rollout is worth, in penalty points. */
    static final int MATCH_POINTS = 50;

    private final Determinizer determinizer;
    private final RaminoHeuristicPlayer heuristic;
    private final int samples;
    private final long millis;
    private final SeededRandom random;
    private int lastSamples;

    /**
     * @param config {@code iterations}: determinizations the finalists are tried on (0 for
     *               no limit); {@code millis}: the time limit (0 for none); the rest is unused
     */
    RaminoRolloutPlayer(Determinizer determinizer, SearchBudget config, long seed) {
        this.determinizer = determinizer;
        this.samples = config.iterations();
        this.millis = config.millis();
        this.random = new SeededRandom(seed);
        this.heuristic = new RaminoHeuristicPlayer(random.split());
    }

    /** Determinizations the last decision played out (for benchmarks). */
    @Override
    public int lastIterations() {
        return lastSamples;
    }

    @Override
    public Move choose(View view, List<? extends Move> legal) {
        determinizer.observe(view);
        lastSamples = 0;
        if (legal.size() == 1) {
            return legal.get(0);
        }
        return rollouts(view, legal, null).best();
    }

    /**
     * The values of the moves the rollouts weigh, as {@link #appraise} tells them: the
     * heuristic's own move and those that compete with it (both draws; every discard).
     */
    @Override
    public Map<Move, Double> evaluate(View view, List<? extends Move> legal) {
        return appraise(view, legal, null).values();
    }

    /**
     * The move {@link #choose} plays and each candidate's mean value over the deals it was
     * played on, in penalty points (what the others paid on average minus what this seat
     * paid, {@value #MATCH_POINTS} more or less when the hand ends the match). {@code also}
     * (the move a seat made) joins the candidates and, like the heuristic's own move, is
     * never dropped, so the two are compared on the same deals.
     */
    @Override
    public Appraisal appraise(View view, List<? extends Move> legal, Move also) {
        determinizer.observe(view);
        lastSamples = 0;
        if (legal.size() == 1) {
            return new Appraisal(legal.get(0), Map.of(legal.get(0), 0.0));
        }
        return rollouts(view, legal, (RaminoMove) also);
    }

    /** Successive halving over the candidates; {@code also} (or null) is kept to the end. */
    private Appraisal rollouts(View view, List<? extends Move> legal, RaminoMove also) {
        RaminoView v = (RaminoView) view;
        RaminoMove own = (RaminoMove) heuristic.choose(view, legal);
        SeededRandom seeds = new SeededRandom(random.split());
        List<RaminoMove> candidates = candidates(v, legal, own);
        if (also != null && !candidates.contains(also)) {
            candidates.add(also);
            candidates.sort(Comparator.comparing(Move::code));
        }
        if (candidates.size() < 2) {
            return new Appraisal(own, Map.of(own, 0.0));
        }
        List<RaminoMove> kept = also == null || also.equals(own) ? List.of(own) : List.of(own, also);
        long deadline = millis > 0 ? System.nanoTime() + millis * 1_000_000L : Long.MAX_VALUE;
        int rounds = rounds(candidates.size());
        double[] value = new double[candidates.size()];
        int[] played = new int[candidates.size()];
        List<Integer> alive = new ArrayList<>();
        for (int i = 0; i < candidates.size(); i++) {
            alive.add(i);
        }
        int n = 0;
        for (int round = 1; round <= rounds; round++) {
            // Round r brings the finalists' determinizations to samples * 2^(r - rounds), at least one more.
            int target = samples == 0 ? Integer.MAX_VALUE : Math.max(n + 1, samples >> (rounds - round));
            for (; n < target && (n == 0 || System.nanoTime() < deadline); n++) {
                RaminoMatch sample = (RaminoMatch) determinizer.sample(view, new SeededRandom(seeds.split()));
                long playout = seeds.split();
                for (int i : alive) {
                    value[i] += rollout(sample.copy(), v.viewer(), candidates.get(i), playout);
                    played[i]++;
                }
            }
            if (round < rounds) {
                alive = halve(alive, value, candidates, kept);
            }
        }
        lastSamples = n;
        int best = candidates.indexOf(own);
        for (int i : alive) {
            if (value[i] > value[best]) {
                best = i;
            }
        }
        return new Appraisal(candidates.get(best), means(candidates, value, played));
    }

    /** Each candidate played at least once, with its mean value over the deals it was played on. */
    private static Map<Move, Double> means(List<RaminoMove> candidates, double[] value, int[] played) {
        Map<Move, Double> means = new LinkedHashMap<>();
        for (int i = 0; i < candidates.size(); i++) {
            if (played[i] > 0) {
                means.put(candidates.get(i), value[i] / played[i]);
            }
        }
        return means;
    }

    /** The better half of {@code alive} by value, with every candidate of {@code kept} in it. */
    private static List<Integer> halve(List<Integer> alive, double[] value, List<RaminoMove> candidates,
                                       List<RaminoMove> kept) {
        int keep = Math.max((alive.size() + 1) / 2, kept.size());
        List<Integer> sorted = new ArrayList<>(alive);
        sorted.sort(Comparator.comparingDouble((Integer i) -> -value[i]).thenComparing(i -> i));
        List<Integer> next = new ArrayList<>(sorted.subList(0, keep));
        for (RaminoMove k : kept) {
            int index = candidates.indexOf(k);
            if (!next.contains(index)) {
                // Replaces the worst of those kept that is not itself a move to keep.
                for (int j = next.size() - 1; j >= 0; j--) {
                    if (!kept.contains(candidates.get(next.get(j)))) {
                        next.set(j, index);
                        break;
                    }
                }
            }
        }
        return next;
    }

    /** Halving rounds until two candidates are left: 1 for two, 2 for three or four, 3 up to eight, ... */
    private static int rounds(int candidates) {
        int rounds = 1;
        for (int alive = candidates; alive > 2; alive = (alive + 1) / 2) {
            rounds++;
        }
        return rounds;
    }

    /** The moves worth a rollout, in a canonical order: the heuristic's own among them. */
    private static List<RaminoMove> candidates(RaminoView v, List<? extends Move> legal, RaminoMove own) {
        List<RaminoMove> out = new ArrayList<>();
        out.add(own);
        switch (v.phase()) {
            case DRAW -> legal.forEach(m -> {
                if (!out.contains(m)) {
                    out.add((RaminoMove) m);
                }
            });
            case PLAY -> {
                for (Move m : legal) {
                    // A joker is worth more in hand than any discard saves.
                    if (m instanceof RaminoMove.Discard d && !d.card().isJoker() && !out.contains(d)) {
                        out.add(d);
                    }
                }
            }
            case REENTRY -> {
                // Coming back in is never worse than staying out.
            }
        }
        out.sort(Comparator.comparing(Move::code));
        return out;
    }

    /** The hand result for {@code me} after {@code first} and medium play to the end of the hand. */
    private static double rollout(RaminoMatch state, int me, RaminoMove first, long seed) {
        int hand = state.handNumber();
        List<Integer> before = state.totals();
        if (!(state.apply(me, first) instanceof Outcome.Applied)) {
            // The determinization disagrees with the view: no candidate gains from it.
            return 0;
        }
        SeededRandom seeds = new SeededRandom(seed);
        RaminoHeuristicPlayer[] players = new RaminoHeuristicPlayer[state.seatCount()];
        for (int s = 0; s < players.length; s++) {
            players[s] = new RaminoHeuristicPlayer(seeds.split());
        }
        while (!state.isOver() && state.handNumber() == hand) {
            int seat = state.toAct();
            List<RaminoMove> moves = state.legalMoves();
            Move m = moves.size() == 1 ? moves.get(0) : players[seat].choose(state.view(seat), moves);
            state.apply(seat, m);
        }
        return value(state, me, before);
    }

    /** What the others paid on average minus what {@code me} paid, and the match when decided. */
    private static double value(RaminoMatch state, int me, List<Integer> before) {
        List<Integer> after = state.totals();
        int others = 0;
        double paid = 0;
        for (int s = 0; s < after.size(); s++) {
            if (s != me) {
                others++;
                paid += after.get(s) - before.get(s);
            }
        }
        double v = paid / Math.max(1, others) - (after.get(me) - before.get(me));
        if (state.isOver() && state.result() != null) {
            v += state.result().winners().contains(me) ? MATCH_POINTS : -MATCH_POINTS;
        }
        return v;
    }
}
