package dev.mazziere.app;

import dev.mazziere.ai.SearchBudget;
import dev.mazziere.ai.Level;
import dev.mazziere.ai.Player;
import dev.mazziere.cards.SeededRandom;
import dev.mazziere.game.Game;
import dev.mazziere.games.GameEntry;
import dev.mazziere.games.GameRegistry;
import dev.mazziere.game.MatchState;
import dev.mazziere.game.Move;
import dev.mazziere.game.Options;
import dev.mazziere.game.Outcome;
import dev.mazziere.game.SetupException;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * {@code bench}: measurements of the computer players and the engines, for people
 * and docs/measured.md, never for unit tests (timings depend on the machine).
 */
@Command(name = "bench", mixinStandardHelpOptions = true,
        description = "Benchmarks: player strength (duel), engine speed (engine), decision time (think), "
                + "the coach's reviews (review) and hints at a table (coach), picture drawing (render), "
                + "tables under load (tables), ratings recomputed (ratings), the records store (records), "
                + "Telegram's flood limits (telegram).",
        subcommands = {BenchCommand.Duel.class, BenchCommand.Engine.class, ThinkBench.class, ReviewBench.class, CoachBench.class,
                RenderBench.class, TablesBench.class, RatingsBench.class, RecordsBench.class, TelegramBench.class})
final class BenchCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        throw new ParameterException(spec.commandLine(),
                "bench needs a subcommand: duel, engine, think, review, coach, render, tables, ratings, records or telegram");
    }

    /** The options every bench shares: the game, its options and the seat count. */
    static final class GameArgs {

        @Spec(Spec.Target.MIXEE)
        CommandSpec spec;

        @Option(names = "--game", required = true, description = "Game id (${COMPLETION-CANDIDATES}).",
                completionCandidates = SimulateCommand.GameIds.class)
        String game;

        @Option(names = "--option", paramLabel = "NAME=VALUE", description = "A rule option, repeatable.")
        List<String> options = new ArrayList<>();

        @Option(names = "--players", description = "Number of players (default: the fewest the game allows).")
        Integer players;

        @Option(names = "--iterations", description = "hard: search iterations per decision (default "
                + "the table's, with no time limit when given).")
        Integer iterations;

        @Option(names = "--millis", description = "hard: milliseconds per decision instead of iterations.")
        Long millis;

        @Option(names = "--playout", description = "hard: playout policy, heuristic or random (default heuristic).")
        String playout;

        @Option(names = "--clock", description = "hard: what its milliseconds count, wall (as at a table) or cpu "
                + "(the deciding thread's CPU time, so that a loaded machine does not weaken it; default wall).")
        String clock;

        /** The game --game names: an id or any command that opens it, as /scopone or /rovescino. */
        GameRegistry.Opening opening() {
            return GameRegistry.standard().opening(game).orElseThrow(() -> new ParameterException(
                    spec.commandLine(), "unknown game '" + game + "' (games: "
                            + String.join(", ", new SimulateCommand.GameIds()) + ")"));
        }

        GameEntry entry() {
            return opening().entry();
        }

        /** The rule options: what the command named by --game presets, then each --option over it. */
        Options options(Game g) {
            Map<String, String> raw = new LinkedHashMap<>(opening().command().preset());
            for (String option : options) {
                int eq = option.indexOf('=');
                if (eq <= 0) {
                    throw new ParameterException(spec.commandLine(), "--option needs NAME=VALUE, not '" + option + "'");
                }
                raw.put(option.substring(0, eq).trim(), option.substring(eq + 1).trim());
            }
            try {
                return g.resolveOptions(raw);
            } catch (IllegalArgumentException e) {
                throw new ParameterException(spec.commandLine(), e.getMessage());
            }
        }

        int seats(Game g, Options o) {
            int n = players == null ? g.seats(o).min() : players;
            try {
                g.seats(o).check(g.id(), n);
            } catch (SetupException e) {
                throw new ParameterException(spec.commandLine(), e.getMessage());
            }
            return n;
        }

        Level level(String text) {
            try {
                return Level.parse(text);
            } catch (IllegalArgumentException e) {
                throw new ParameterException(spec.commandLine(), e.getMessage());
            }
        }

        SearchBudget config() {
            GameEntry g = entry();
            SearchBudget c = g.ai().searchBudget(options(g.game()));
            if (iterations != null || millis != null) {
                if ((iterations != null && iterations < 1) || (millis != null && millis < 1)) {
                    throw new ParameterException(spec.commandLine(), "--iterations and --millis must be positive");
                }
                c = c.withIterations(iterations == null ? 0 : iterations).withMillis(millis == null ? 0 : millis);
            }
            if (clock != null) {
                c = switch (clock.trim().toLowerCase(Locale.ROOT)) {
                    case "wall" -> c.withClock(SearchBudget.Clock.WALL);
                    case "cpu" -> c.withClock(SearchBudget.Clock.THREAD_CPU);
                    default -> throw new ParameterException(spec.commandLine(), "--clock is wall or cpu, not '" + clock + "'");
                };
            }
            if (playout != null) {
                try {
                    c = c.withPlayout(SearchBudget.Playout.valueOf(playout.trim().toUpperCase(Locale.ROOT)));
                } catch (IllegalArgumentException e) {
                    throw new ParameterException(spec.commandLine(), "--playout is heuristic or random, not '" + playout + "'");
                }
            }
            return c;
        }

        Player player(GameEntry e, Options o, Level level, long seed) {
            return level == Level.HARD ? e.ai().searchPlayer(o, config(), seed) : e.player(level, o, seed);
        }
    }

    /** {@code bench duel}: level A against level B over many matches. */
    @Command(name = "duel", mixinStandardHelpOptions = true,
            description = "Play matches of level A against level B, seats swapped and rotated; print A's record.")
    static final class Duel implements Callable<Integer> {

        @Spec
        CommandSpec spec;

        @Mixin
        GameArgs args;

        @Option(names = "--a", defaultValue = "hard", description = "Level of player A (default ${DEFAULT-VALUE}).")
        String a;

        @Option(names = "--b", defaultValue = "medium", description = "Level of the other seats (default ${DEFAULT-VALUE}).")
        String b;

        @Option(names = "--matches", defaultValue = "100", description = "Number of matches (default ${DEFAULT-VALUE}).")
        int matches;

        @Option(names = "--seed", defaultValue = "1", description = "Base seed (default ${DEFAULT-VALUE}).")
        long seed;

        @Override
        public Integer call() {
            if (matches < 1) {
                throw new ParameterException(spec.commandLine(), "--matches must be at least 1, not " + matches);
            }
            GameEntry entry = args.entry();
            Game game = entry.game();
            Options options = args.options(game);
            int seats = args.seats(game, options);
            Level levelA = args.level(a);
            Level levelB = args.level(b);
            List<List<Integer>> rotations = rotations(game, options, seats);
            PrintWriter out = spec.commandLine().getOut();
            out.printf(Locale.ROOT, "duel %s, %d players, A=%s vs B=%s, %d matches from seed %d%s%n",
                    args.game, seats, levelA.id(), levelB.id(), matches, seed,
                    levelA == Level.HARD || levelB == Level.HARD ? ", hard " + describe(args.config()) : "");
            boolean fewerBetter = entry.ai().determinizer(options) != null
                    && !entry.ai().determinizer(options).morePointsBetter();
            DuelTally tally = new DuelTally(fewerBetter);
            long start = System.nanoTime();
            for (int i = 0; i < matches; i++) {
                // Each deal seed is played once per rotation of A's seats, so luck evens out.
                long matchSeed = seed + i / rotations.size();
                List<Integer> seatsA = rotations.get(i % rotations.size());
                MatchState match = game.newMatch(options, seats, matchSeed);
                SeededRandom seeds = new SeededRandom(~matchSeed * 31 + i);
                List<Player> players = new ArrayList<>();
                for (int s = 0; s < seats; s++) {
                    players.add(args.player(entry, options, seatsA.contains(s) ? levelA : levelB, seeds.split()));
                }
                play(match, players);
                tally.add(match.result(), match.teamOf(seatsA.get(0)), match.teamCount(), match.handNumber());
            }
            double seconds = (System.nanoTime() - start) / 1e9;
            tally.print(out, rotations.size(), seconds);
            out.flush();
            return 0;
        }

        /** A's seats in each rotation: every seat of one side, each side in turn. */
        private static List<List<Integer>> rotations(Game game, Options options, int seats) {
            MatchState probe = game.newMatch(options, seats, 0);
            List<List<Integer>> out = new ArrayList<>();
            for (int t = 0; t < probe.teamCount(); t++) {
                List<Integer> side = new ArrayList<>();
                for (int s = 0; s < seats; s++) {
                    if (probe.teamOf(s) == t) {
                        side.add(s);
                    }
                }
                out.add(side);
            }
            return out;
        }
    }

    /** {@code bench engine}: random playout speed. */
    @Command(name = "engine", mixinStandardHelpOptions = true,
            description = "Random playouts on one thread; print moves per second.")
    static final class Engine implements Callable<Integer> {

        @Spec
        CommandSpec spec;

        @Mixin
        GameArgs args;

        @Option(names = "--seconds", defaultValue = "10", description = "How long to measure (default ${DEFAULT-VALUE}).")
        double seconds;

        @Option(names = "--seed", defaultValue = "1", description = "Base seed (default ${DEFAULT-VALUE}).")
        long seed;

        @Override
        public Integer call() {
            if (!(seconds > 0)) {
                throw new ParameterException(spec.commandLine(), "--seconds must be positive");
            }
            GameEntry entry = args.entry();
            Game game = entry.game();
            Options options = args.options(game);
            int seats = args.seats(game, options);
            SeededRandom random = new SeededRandom(seed);
            // Warm up the JIT for a fifth of the time, then measure.
            run(game, options, seats, random, (long) (seconds * 0.2e9));
            long cpuBefore = processCpuNanos();
            long[] counts = run(game, options, seats, random, (long) (seconds * 1e9));
            long cpu = processCpuNanos() - cpuBefore;
            double elapsed = counts[2] / 1e9;
            PrintWriter out = spec.commandLine().getOut();
            out.printf(Locale.ROOT, "engine %s, %d players, random playouts, 1 thread%n", args.game, seats);
            out.printf(Locale.ROOT, "%d moves in %d matches in %.2f s: %.0f moves/s, %.1f matches/s%n",
                    counts[0], counts[1], elapsed, counts[0] / elapsed, counts[1] / elapsed);
            if (cpuBefore >= 0 && cpu > 0) {
                // On a shared machine the wall clock counts other programs' time too.
                out.printf(Locale.ROOT, "%.2f s of this process's CPU (JIT and GC included): %.0f moves per CPU second%n",
                        cpu / 1e9, counts[0] / (cpu / 1e9));
            }
            out.flush();
            return 0;
        }

        /** The CPU time of this whole process so far, in nanoseconds; -1 where the JVM does not tell. */
        static long processCpuNanos() {
            if (java.lang.management.ManagementFactory.getOperatingSystemMXBean()
                    instanceof com.sun.management.OperatingSystemMXBean os) {
                return os.getProcessCpuTime();
            }
            return -1;
        }

        /** Moves, matches and nanoseconds played within {@code nanos}. */
        private static long[] run(Game game, Options options, int seats, SeededRandom random, long nanos) {
            long start = System.nanoTime();
            long moves = 0;
            long matches = 0;
            long now = start;
            while (now - start < nanos) {
                MatchState m = game.newMatch(options, seats, random.nextLong());
                while (!m.isOver()) {
                    List<? extends Move> legal = m.legalMoves();
                    m.apply(m.toAct(), legal.get(random.nextInt(legal.size())));
                    moves++;
                }
                matches++;
                now = System.nanoTime();
            }
            return new long[] {moves, matches, now - start};
        }
    }

    static String describe(SearchBudget c) {
        return "(" + (c.iterations() > 0 ? c.iterations() + " iterations" : "")
                + (c.iterations() > 0 && c.millis() > 0 ? ", " : "")
                + (c.millis() > 0 ? c.millis() + " ms" + (c.clock() == SearchBudget.Clock.THREAD_CPU ? " of CPU" : "") : "")
                + ", " + c.playout().name().toLowerCase(Locale.ROOT) + " playouts)";
    }

    /** The nearest-rank percentile, in milliseconds. */
    static double percentile(long[] sorted, double p) {
        int rank = (int) Math.ceil(p / 100 * sorted.length);
        return sorted[Math.max(0, Math.min(sorted.length - 1, rank - 1))] / 1e6;
    }

    /** The Wilson score interval at 95% for {@code successes} of {@code n}. */
    static double[] wilson(double successes, int n) {
        double z = 1.959963984540054;
        double p = successes / n;
        double denom = 1 + z * z / n;
        double centre = (p + z * z / (2 * n)) / denom;
        double half = z * Math.sqrt(p * (1 - p) / n + z * z / (4.0 * n * n)) / denom;
        return new double[] {Math.max(0, centre - half), Math.min(1, centre + half)};
    }

    private static void play(MatchState match, List<Player> players) {
        for (int moves = 0; !match.isOver(); moves++) {
            if (moves > 1_000_000) {
                throw new IllegalStateException("a match of " + match.game().id() + " did not end");
            }
            int seat = match.toAct();
            apply(match, seat, players.get(seat).choose(match.view(seat), match.legalMoves()));
        }
    }

    static void apply(MatchState match, int seat, Move move) {
        if (match.apply(seat, move) instanceof Outcome.Rejected r) {
            throw new IllegalStateException("illegal move " + move.code() + ": " + r.rejection());
        }
    }
}
