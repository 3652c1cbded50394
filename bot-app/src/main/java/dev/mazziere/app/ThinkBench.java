package dev.mazziere.app;

import dev.mazziere.ai.Level;
import dev.mazziere.ai.Player;
import dev.mazziere.ai.SearchPlayer;
import dev.mazziere.cards.SeededRandom;
import dev.mazziere.game.Game;
import dev.mazziere.game.MatchState;
import dev.mazziere.game.Move;
import dev.mazziere.game.Options;
import dev.mazziere.games.GameEntry;
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
 * {@code bench think}: how long one level takes to decide, in matches against
 * {@code medium}: the wall clock a player waits and the deciding thread's CPU time, which
 * a machine shared with other work inflates much less.
 */
@Command(name = "think", mixinStandardHelpOptions = true,
        description = "Time the decisions of one level in matches against medium; print wall and CPU percentiles.")
final class ThinkBench implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Mixin
    BenchCommand.GameArgs args;

    @Option(names = "--level", defaultValue = "hard", description = "Level to time (default ${DEFAULT-VALUE}).")
    String level;

    @Option(names = "--decisions", defaultValue = "200",
            description = "Decisions to time, after 20 warm-up ones (default ${DEFAULT-VALUE}).")
    int decisions;

    @Option(names = "--seed", defaultValue = "1", description = "Base seed (default ${DEFAULT-VALUE}).")
    long seed;

    @Override
    public Integer call() {
        if (decisions < 1) {
            throw new ParameterException(spec.commandLine(), "--decisions must be at least 1, not " + decisions);
        }
        GameEntry entry = args.entry();
        Game game = entry.game();
        Options options = args.options(game);
        int seats = args.seats(game, options);
        Level timed = args.level(level);
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        int warmup = 20;
        List<Long> wall = new ArrayList<>();
        List<Long> cpu = new ArrayList<>();
        long iterations = 0;
        for (long matchSeed = seed; wall.size() < decisions; matchSeed++) {
            MatchState match = game.newMatch(options, seats, matchSeed);
            SeededRandom seeds = new SeededRandom(matchSeed);
            List<Player> players = new ArrayList<>();
            int timedSeat = (int) Math.floorMod(matchSeed, (long) seats);
            for (int s = 0; s < seats; s++) {
                players.add(args.player(entry, options, s == timedSeat ? timed : Level.MEDIUM, seeds.split()));
            }
            while (!match.isOver() && wall.size() < decisions) {
                int seat = match.toAct();
                List<? extends Move> legal = match.legalMoves();
                Player p = players.get(seat);
                long c0 = threads.getCurrentThreadCpuTime();
                long t0 = System.nanoTime();
                Move m = p.choose(match.view(seat), legal);
                long dt = System.nanoTime() - t0;
                long dc = threads.getCurrentThreadCpuTime() - c0;
                if (seat == timedSeat && legal.size() > 1) {
                    if (warmup > 0) {
                        warmup--;
                    } else {
                        wall.add(dt);
                        cpu.add(dc);
                        if (p instanceof SearchPlayer search) {
                            iterations += search.lastIterations();
                        }
                    }
                }
                BenchCommand.apply(match, seat, m);
            }
        }
        PrintWriter out = spec.commandLine().getOut();
        out.printf(Locale.ROOT, "think %s, %d players, level %s%s, %d decisions with a choice%n",
                args.game, seats, timed.id(), timed == Level.HARD ? " " + BenchCommand.describe(args.config()) : "",
                wall.size());
        print(out, "wall", wall);
        print(out, "CPU ", cpu);
        if (timed == Level.HARD) {
            out.printf(Locale.ROOT, "mean iterations per decision %.0f%n", (double) iterations / wall.size());
        }
        out.flush();
        return 0;
    }

    /** Percentiles of {@code nanos} in milliseconds, on one line after {@code what}. */
    static void print(PrintWriter out, String what, List<Long> nanos) {
        long[] sorted = nanos.stream().mapToLong(Long::longValue).sorted().toArray();
        double mean = nanos.stream().mapToLong(Long::longValue).average().orElse(0) / 1e6;
        out.printf(Locale.ROOT, "%s p50 %.1f ms, p95 %.1f ms, p99 %.1f ms, max %.1f ms, mean %.1f ms%n", what,
                BenchCommand.percentile(sorted, 50), BenchCommand.percentile(sorted, 95),
                BenchCommand.percentile(sorted, 99), sorted[sorted.length - 1] / 1e6, mean);
    }
}
