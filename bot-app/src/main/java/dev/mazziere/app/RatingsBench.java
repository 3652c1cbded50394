package dev.mazziere.app;

import dev.mazziere.rating.Member;
import dev.mazziere.rating.RatedMatch;
import dev.mazziere.rating.Rater;
import dev.mazziere.rating.Rating;
import dev.mazziere.rating.RatingBook;
import dev.mazziere.rating.RatingUpdate;
import dev.mazziere.rating.Rankings;
import dev.mazziere.rating.Season;
import dev.mazziere.rating.Side;
import java.io.PrintWriter;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * {@code bench ratings}: the ratings recomputed from scratch over many seeded synthetic
 * matches ({@link SyntheticMatches}), cold and then warm, one match's update timed over
 * every match, a season's ranking drawn from all the updates, and how well the ratings
 * found the players' hidden skills; with the machine's load average beside the figures.
 */
@Command(name = "ratings", mixinStandardHelpOptions = true,
        description = "Recompute the ratings from scratch over N synthetic matches; print the time, one match's "
                + "update percentiles, a season ranking's time and how well the ratings match the hidden skills.")
final class RatingsBench implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Option(names = "--matches", defaultValue = "100000", description = "Synthetic matches (default ${DEFAULT-VALUE}).")
    int matches;

    @Option(names = "--players", defaultValue = "10000", description = "Players in the pool (default ${DEFAULT-VALUE}).")
    int players;

    @Option(names = "--seed", defaultValue = "1", description = "Generator seed (default ${DEFAULT-VALUE}).")
    long seed;

    @Override
    public Integer call() {
        if (matches < 1) {
            throw new ParameterException(spec.commandLine(), "--matches must be at least 1, not " + matches);
        }
        if (players < 2) {
            throw new ParameterException(spec.commandLine(), "--players must be at least 2, not " + players);
        }
        PrintWriter out = spec.commandLine().getOut();
        out.printf(Locale.ROOT, "bench ratings: %d synthetic matches, %d players, seed %d, 1 thread, load average %s%n",
                matches, players, seed, TablesBench.load());
        SyntheticMatches synthetic = new SyntheticMatches(players, seed);
        long t0 = System.nanoTime();
        List<RatedMatch> all = synthetic.matches(matches);
        out.printf(Locale.ROOT, "generated in %.2f s: %s%n", (System.nanoTime() - t0) / 1e9, describe(all));

        List<RatingUpdate> updates = new ArrayList<>();
        long cpu0 = BenchCommand.Engine.processCpuNanos();
        t0 = System.nanoTime();
        RatingBook book = RatingBook.replay(all, updates::add);
        double cold = (System.nanoTime() - t0) / 1e9;
        out.printf(Locale.ROOT, "recompute from scratch (cold JVM) %.2f s (cpu %s): %.0f matches/s, %d updates, %d ratings%n",
                cold, cpuSince(cpu0), matches / cold, updates.size(), book.size());
        cpu0 = BenchCommand.Engine.processCpuNanos();
        t0 = System.nanoTime();
        RatingBook.replay(all, u -> { });
        double warm = (System.nanoTime() - t0) / 1e9;
        out.printf(Locale.ROOT, "recompute again (warm) %.2f s (cpu %s): %.0f matches/s%n", warm, cpuSince(cpu0),
                matches / warm);

        long[][] timed = timeEachUpdate(all);
        out.printf(Locale.ROOT, "one match's update: %s (each of the %d matches)%n", summary(timed[0]), matches);
        out.printf(Locale.ROOT, "one match's update, this thread's CPU: %s%n", summary(timed[1]));

        // The last whole month: the season whose podium the bot would show.
        Season last = Season.of(all.get(all.size() - 1).at(), ZoneId.of("Europe/Rome")).previous();
        t0 = System.nanoTime();
        int ranked = Rankings.season(updates, "scopa", last).size();
        out.printf(Locale.ROOT, "season ranking (scopa, %s) from all %d updates: %.1f ms, %d players%n",
                last.month(), updates.size(), (System.nanoTime() - t0) / 1e6, ranked);
        out.println(accuracy(synthetic, book));
        out.printf(Locale.ROOT, "load average %s (%d cores)%n", TablesBench.load(), Runtime.getRuntime().availableProcessors());
        out.flush();
        return 0;
    }

    /** This process's CPU seconds since {@code cpu0} (JIT and GC included), or "n/a". */
    private static String cpuSince(long cpu0) {
        long now = BenchCommand.Engine.processCpuNanos();
        return cpu0 < 0 || now < 0 ? "n/a" : String.format(Locale.ROOT, "%.2f s", (now - cpu0) / 1e9);
    }

    /**
     * Each match's update in a fresh book, timed one by one: the wall-clock nanoseconds and
     * the thread's CPU nanoseconds (which time waiting for a core on a busy machine does
     * not inflate), each sorted.
     */
    private static long[][] timeEachUpdate(List<RatedMatch> all) {
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        RatingBook book = new RatingBook(new Rater());
        long[] nanos = new long[all.size()];
        long[] cpu = new long[all.size()];
        for (int i = 0; i < all.size(); i++) {
            long c = threads.getCurrentThreadCpuTime();
            long t = System.nanoTime();
            book.apply(all.get(i));
            nanos[i] = System.nanoTime() - t;
            cpu[i] = threads.getCurrentThreadCpuTime() - c;
        }
        Arrays.sort(nanos);
        Arrays.sort(cpu);
        return new long[][] {nanos, cpu};
    }

    /** Mean, p50, p99 and max of sorted nanoseconds, in milliseconds, and how many passed 5 ms. */
    private static String summary(long[] sorted) {
        return String.format(Locale.ROOT, "mean %.3f ms, p50 %.3f ms, p99 %.3f ms, max %.3f ms, %d over 5 ms",
                Arrays.stream(sorted).average().orElse(0) / 1e6, BenchCommand.percentile(sorted, 50),
                BenchCommand.percentile(sorted, 99), sorted[sorted.length - 1] / 1e6,
                Arrays.stream(sorted).filter(n -> n > 5_000_000).count());
    }

    private static String describe(List<RatedMatch> all) {
        int rated = 0;
        int withComputer = 0;
        int minSides = Integer.MAX_VALUE;
        int maxSides = 0;
        int maxTeam = 0;
        for (RatedMatch m : all) {
            rated += m.rated() ? 1 : 0;
            boolean computer = false;
            for (Side s : m.sides()) {
                maxTeam = Math.max(maxTeam, s.members().size());
                computer |= s.members().stream().anyMatch(x -> x instanceof Member.Computer);
            }
            withComputer += computer ? 1 : 0;
            minSides = Math.min(minSides, m.sides().size());
            maxSides = Math.max(maxSides, m.sides().size());
        }
        return String.format(Locale.ROOT, "%d rated, %d with a computer seat, %d-%d sides, teams of 1-%d",
                rated, withComputer, minSides, maxSides, maxTeam);
    }

    /** The correlation of rating and hidden skill over the (player, board) ratings with 10 matches or more. */
    private String accuracy(SyntheticMatches synthetic, RatingBook book) {
        List<double[]> pairs = new ArrayList<>();
        for (String board : List.of("scopa", "scopone", "traversone", "napoleone", "ramino", "ramino due mazzi")) {
            for (Map.Entry<String, Rating> e : book.board(board).entrySet()) {
                if (!e.getValue().provisional()) {
                    pairs.add(new double[] {synthetic.skill(Integer.parseInt(e.getKey().substring(1))), e.getValue().mu()});
                }
            }
        }
        return String.format(Locale.ROOT,
                "hidden skill vs mu over %d settled ratings (10+ matches): Pearson r %.3f", pairs.size(), pearson(pairs));
    }

    private static double pearson(List<double[]> pairs) {
        int n = pairs.size();
        double mx = 0;
        double my = 0;
        for (double[] p : pairs) {
            mx += p[0] / n;
            my += p[1] / n;
        }
        double sxy = 0;
        double sxx = 0;
        double syy = 0;
        for (double[] p : pairs) {
            sxy += (p[0] - mx) * (p[1] - my);
            sxx += (p[0] - mx) * (p[0] - mx);
            syy += (p[1] - my) * (p[1] - my);
        }
        return n < 2 ? Double.NaN : sxy / Math.sqrt(sxx * syy);
    }
}
