package dev.mazziere.app;

import dev.mazziere.ai.Coach;
import dev.mazziere.ai.Decision;
import dev.mazziere.ai.Hint;
import dev.mazziere.ai.Level;
import dev.mazziere.ai.Mistake;
import dev.mazziere.ai.Player;
import dev.mazziere.ai.Review;
import dev.mazziere.ai.SearchBudget;
import dev.mazziere.cards.SeededRandom;
import dev.mazziere.game.Game;
import dev.mazziere.game.MatchState;
import dev.mazziere.game.Move;
import dev.mazziere.game.Options;
import dev.mazziere.game.View;
import dev.mazziere.games.GameEntry;
import dev.mazziere.text.Lang;
import dev.mazziere.text.Texts;
import java.io.PrintWriter;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * {@code bench review}: what the coach costs. One seat, played by a stand-in for a human
 * (a level, {@code easy} by default), plays whole hands against {@code medium}; at the end
 * of each hand the coach reviews that seat's decisions with its fixed budget, timed in the
 * deciding thread's CPU and on the wall clock; with {@code --hints}, every decision of
 * that seat with a choice also asks for a hint at the table's budget, timed the same way.
 */
@Command(name = "review", mixinStandardHelpOptions = true,
        description = "Time the coach's hand reviews (and hints) of one seat in matches against medium.")
final class ReviewBench implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Mixin
    BenchCommand.GameArgs args;

    @Option(names = "--level", defaultValue = "easy", description = "Level of the reviewed seat (default ${DEFAULT-VALUE}).")
    String level;

    @Option(names = "--hands", defaultValue = "40", description = "Hands to review, after 2 warm-up ones (default ${DEFAULT-VALUE}).")
    int hands;

    @Option(names = "--hints", description = "Also time a hint at each of the seat's decisions with a choice.")
    boolean hints;

    @Option(names = "--seed", defaultValue = "1", description = "Base seed (default ${DEFAULT-VALUE}).")
    long seed;

    private final ThreadMXBean threads = ManagementFactory.getThreadMXBean();
    private final List<Long> reviewCpu = new ArrayList<>();
    private final List<Long> reviewWall = new ArrayList<>();
    private final List<Long> hintCpu = new ArrayList<>();
    private final List<Long> hintWall = new ArrayList<>();
    private int warmup = 2;
    private int shown;
    private int shownByFact;
    private int hintsByFact;
    private int silent;
    private Review sample;
    private List<Decision> sampleHand;

    @Override
    public Integer call() {
        if (hands < 1) {
            throw new ParameterException(spec.commandLine(), "--hands must be at least 1, not " + hands);
        }
        GameEntry entry = args.entry();
        Game game = entry.game();
        Options options = args.options(game);
        int seats = args.seats(game, options);
        Coach coach = entry.ai().coach(options);
        if (coach == null) {
            throw new ParameterException(spec.commandLine(), game.id() + " has no coach yet");
        }
        Level reviewed = args.level(level);
        SearchBudget hintBudget = args.config();
        for (long matchSeed = seed; reviewCpu.size() < hands; matchSeed++) {
            play(entry, options, seats, coach, reviewed, hintBudget, matchSeed);
        }
        print(entry, game, seats, coach, reviewed, hintBudget);
        return 0;
    }

    /** One match, the reviewed seat's hands reviewed as they end. */
    private void play(GameEntry entry, Options options, int seats, Coach coach, Level reviewed, SearchBudget hintBudget,
                      long matchSeed) {
        MatchState match = entry.game().newMatch(options, seats, matchSeed);
        SeededRandom seeds = new SeededRandom(matchSeed);
        int me = (int) Math.floorMod(matchSeed, (long) seats);
        List<Player> players = new ArrayList<>();
        for (int s = 0; s < seats; s++) {
            players.add(entry.player(s == me ? reviewed : Level.MEDIUM, options, seeds.split()));
        }
        List<Decision> hand = new ArrayList<>();
        int handNumber = match.handNumber();
        while (!match.isOver() && reviewCpu.size() < hands) {
            int seat = match.toAct();
            List<? extends Move> legal = match.legalMoves();
            View view = match.view(seat);
            if (seat == me && hints && legal.size() > 1) {
                long c0 = threads.getCurrentThreadCpuTime();
                long t0 = System.nanoTime();
                Hint hint = coach.hint(hand, view, legal, hintBudget, seeds.split());
                record(hintWall, hintCpu, t0, c0, hint);
                hintsByFact += warmup == 0 && byFact(hint.reason()) ? 1 : 0;
            }
            Move move = players.get(seat).choose(view, legal);
            if (seat == me) {
                hand.add(new Decision(view, List.copyOf(legal), move));
            }
            BenchCommand.apply(match, seat, move);
            if (match.isOver() || match.handNumber() != handNumber) {
                review(coach, hand, seeds.split());
                hand = new ArrayList<>();
                handNumber = match.handNumber();
            }
        }
    }

    private void review(Coach coach, List<Decision> hand, long reviewSeed) {
        if (hand.isEmpty()) {
            return;
        }
        long c0 = threads.getCurrentThreadCpuTime();
        long t0 = System.nanoTime();
        Review review = coach.review(hand, reviewSeed);
        long dt = System.nanoTime() - t0;
        long dc = threads.getCurrentThreadCpuTime() - c0;
        if (warmup > 0) {
            warmup--;
            return;
        }
        reviewWall.add(dt);
        reviewCpu.add(dc);
        shown += review.costliest().size();
        shownByFact += (int) review.costliest().stream().filter(m -> byFact(m.reason())).count();
        silent += review.nothingToSay() ? 1 : 0;
        if (sample == null && review.costliest().size() == Coach.REVIEWED) {
            sample = review;
            sampleHand = hand;
        }
    }

    /** True when a reason is a fact of the game's, not the search's own figure. */
    private static boolean byFact(dev.mazziere.ai.Reason reason) {
        return !reason.bundle().equals(dev.mazziere.ai.Explainer.BUNDLE);
    }

    private void record(List<Long> wall, List<Long> cpu, long t0, long c0, Object result) {
        long dt = System.nanoTime() - t0;
        long dc = threads.getCurrentThreadCpuTime() - c0;
        if (result != null && warmup == 0) {
            wall.add(dt);
            cpu.add(dc);
        }
    }

    private void print(GameEntry entry, Game game, int seats, Coach coach, Level reviewed, SearchBudget hintBudget) {
        PrintWriter out = spec.commandLine().getOut();
        out.printf(Locale.ROOT, "review %s, %d players, reviewed seat %s, review budget %s, threshold %.2f, %d hands%n",
                args.game, seats, reviewed.id(), BenchCommand.describe(coach.reviewBudget()), coach.threshold(),
                reviewCpu.size());
        ThinkBench.print(out, "review CPU ", reviewCpu);
        ThinkBench.print(out, "review wall", reviewWall);
        out.printf(Locale.ROOT, "decisions shown %d (%.2f a hand, %d with a fact of the position), nothing to say in %d hands"
                + " of %d%n", shown, (double) shown / reviewCpu.size(), shownByFact, silent, reviewCpu.size());
        if (hints && !hintCpu.isEmpty()) {
            out.printf(Locale.ROOT, "hints at %s, %d, %d with a fact of the position%n", BenchCommand.describe(hintBudget),
                    hintCpu.size(), hintsByFact);
            ThinkBench.print(out, "hint CPU   ", hintCpu);
            ThinkBench.print(out, "hint wall  ", hintWall);
        }
        if (sample != null) {
            Texts texts = Texts.core(Lang.IT);
            out.println("a review (Italian):");
            for (Mistake m : sample.costliest()) {
                View view = sampleHand.get(m.decision()).view();
                out.printf(Locale.ROOT, "  %s invece di %s: −%s punti, %s%n",
                        entry.presenter().moveLabel(m.played(), view, texts),
                        entry.presenter().moveLabel(m.preferred(), view, texts),
                        dev.mazziere.ai.Reason.points(m.pointsLost(), Lang.IT), m.reason().render(Lang.IT));
            }
        }
        out.flush();
    }
}
