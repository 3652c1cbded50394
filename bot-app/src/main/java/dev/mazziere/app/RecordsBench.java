package dev.mazziere.app;

import dev.mazziere.ai.Level;
import dev.mazziere.cards.SeededRandom;
import dev.mazziere.chat.Message;
import dev.mazziere.games.GameRegistry;
import dev.mazziere.profile.ProfileAnswer;
import dev.mazziere.profile.RankingAnswers;
import dev.mazziere.rating.Member;
import dev.mazziere.rating.RatedMatch;
import dev.mazziere.rating.Side;
import dev.mazziere.records.PlayedMatch;
import dev.mazziere.records.PlayedSeat;
import dev.mazziere.records.PlayerRecords;
import dev.mazziere.store.MatchSetup;
import dev.mazziere.store.NewTable;
import dev.mazziere.store.PlayerResult;
import dev.mazziere.store.SeatRecord;
import dev.mazziere.store.Store;
import dev.mazziere.store.Stores;
import dev.mazziere.store.TableCommit;
import dev.mazziere.store.TableCreation;
import dev.mazziere.store.TableRecord;
import dev.mazziere.store.TableStatus;
import dev.mazziere.store.TableChange;
import dev.mazziere.text.Lang;
import dev.mazziere.text.Texts;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/**
 * {@code bench records}: a store filled with seeded synthetic matches through the bot's own
 * path (each match's table opened, started and ended, its ratings and profile recorded in
 * the ending transaction), then the ratings rebuilt from scratch from the stored matches,
 * and {@code /profile} and {@code /stats global} answered over and over, each timed (and
 * {@code /stats global} right after a write that makes it read the database again); with
 * the machine's load average beside the figures. A new SQLite file unless
 * {@code --db-url} names another database (PostgreSQL: an empty one); {@code --no-fill}
 * only answers, on a store an earlier run filled.
 */
@Command(name = "records", mixinStandardHelpOptions = true,
        description = "Fill a store with N synthetic matches as the bot ends them; time each end's transaction, the "
                + "ratings rebuilt from scratch, /profile and /stats global.")
final class RecordsBench implements Callable<Integer> {

    private static final String PLATFORM = "bench";

    @Spec
    CommandSpec spec;

    @Option(names = "--matches", defaultValue = "100000", description = "Synthetic matches (default ${DEFAULT-VALUE}).")
    int matches;

    @Option(names = "--players", defaultValue = "10000", description = "Players in the pool (default ${DEFAULT-VALUE}).")
    int players;

    @Option(names = "--seed", defaultValue = "1", description = "Generator seed (default ${DEFAULT-VALUE}).")
    long seed;

    @Option(names = "--queries", defaultValue = "2000", description = "Answers of each kind timed (default ${DEFAULT-VALUE}).")
    int queries;

    @Option(names = "--no-fill", description = "Answer only, on a store an earlier run filled: skip the fill and the "
            + "rebuild (the same data timed before and after a change).")
    boolean noFill;

    @Option(names = "--db-url", description = "The store: jdbc:sqlite:<file> or jdbc:postgresql://... (default: a new SQLite file).")
    String url;

    @Option(names = "--db-user", description = "PostgreSQL's user.")
    String user;

    @Option(names = "--db-password", description = "PostgreSQL's password.")
    String password;

    @Override
    public Integer call() throws Exception {
        if (matches < 1 || players < 2 || queries < 1) {
            throw new ParameterException(spec.commandLine(), "--matches and --queries must be at least 1, --players 2");
        }
        PrintWriter out = spec.commandLine().getOut();
        Path temp = null;
        if (url == null) {
            temp = Files.createTempDirectory("mazziere-bench-records");
            url = "jdbc:sqlite:" + temp.resolve("records.db");
        }
        Map<String, String> env = new HashMap<>();
        env.put(Stores.URL_VARIABLE, url);
        if (user != null) {
            env.put("MAZZIERE_DB_USER", user);
        }
        if (password != null) {
            env.put("MAZZIERE_DB_PASSWORD", password);
        }
        out.printf(Locale.ROOT, "bench records: %s, %d players, seed %d, %s, 1 thread, load average %s%n",
                noFill ? "answers only, on the store as filled" : matches + " synthetic matches", players, seed,
                url.startsWith("jdbc:sqlite") ? "SQLite" : "PostgreSQL", TablesBench.load());
        try (Store store = Stores.fromEnvironment(env, Clock.systemUTC())) {
            PlayerRecords records = store.records();
            if (!noFill) {
                fill(store, out);
            }
            for (int p = 0; p < players; p += 10) {
                records.setGlobalRanking(PLATFORM, "p" + p, "p" + p, true);
            }
            Texts t = Texts.core(Lang.IT);
            Clock clock = Clock.systemUTC();
            ProfileAnswer profiles = new ProfileAnswer(records, GameRegistry.standard(), clock);
            RankingAnswers rankings = new RankingAnswers(store, clock, ZoneId.of("Europe/Rome"));
            SeededRandom random = new SeededRandom(seed + 1);
            long[] profile = new long[queries];
            long[] global = new long[queries];
            int lines = 0;
            for (int q = 0; q < queries; q++) {
                long s = System.nanoTime();
                Message m = profiles.of(PLATFORM, "p" + random.nextInt(players), t, false);
                profile[q] = System.nanoTime() - s;
                s = System.nanoTime();
                Message g = rankings.global(t, false);
                global[q] = System.nanoTime() - s;
                lines += m.text().length() > 0 && g.text().length() > 0 ? 1 : 0;
            }
            // Each of these follows a write that moves the global ranking's version, as a match of a
            // player who joined does: the answer reads the ranking from the database again.
            long[] fresh = new long[Math.max(1, queries / 5)];
            for (int q = 0; q < fresh.length; q++) {
                records.setGlobalRanking(PLATFORM, "p0", "p0", true);
                long s = System.nanoTime();
                Message g = rankings.global(t, false);
                fresh[q] = System.nanoTime() - s;
                lines += g.text().isEmpty() ? -1 : 0;
            }
            Arrays.sort(profile);
            Arrays.sort(global);
            Arrays.sort(fresh);
            out.printf(Locale.ROOT, "/profile (a random player, 6 months of trend): %s%n", summary(profile));
            out.printf(Locale.ROOT, "/stats global (every board's top 10 and their month): %s%n", summary(global));
            out.printf(Locale.ROOT, "/stats global right after a write to the ranking (read from the database, %d): %s%n",
                    fresh.length, summary(fresh));
            out.printf(Locale.ROOT, "%d answers of each; load average %s (%d cores)%n", lines, TablesBench.load(),
                    Runtime.getRuntime().availableProcessors());
        } finally {
            if (temp != null) {
                delete(temp);
            }
        }
        out.flush();
        return 0;
    }

    /** Stores the synthetic matches as the bot ends them, then rebuilds the ratings from them; each timed. */
    private void fill(Store store, PrintWriter out) {
        SyntheticMatches synthetic = new SyntheticMatches(players, seed);
        List<RatedMatch> all = synthetic.matches(matches);
        long[] ends = new long[all.size()];
        long t0 = System.nanoTime();
        for (int i = 0; i < all.size(); i++) {
            ends[i] = play(store, all.get(i), synthetic, i);
            if ((i + 1) % 20_000 == 0) {
                out.printf(Locale.ROOT, "  %d matches stored, %.0f s, load average %s%n", i + 1,
                        (System.nanoTime() - t0) / 1e9, TablesBench.load());
                out.flush();
            }
        }
        Arrays.sort(ends);
        out.printf(Locale.ROOT, "filled in %.1f s; a match's ending transaction with its records: %s%n",
                (System.nanoTime() - t0) / 1e9, summary(ends));
        out.flush();

        PlayerRecords records = store.records();
        t0 = System.nanoTime();
        PlayerRecords.Rebuilt rebuilt = records.rebuildRatings();
        out.printf(Locale.ROOT, "ratings rebuilt from scratch from the store: %.2f s (%d matches, %d rated, %d updates,"
                + " %d ratings), load average %s%n", (System.nanoTime() - t0) / 1e9, rebuilt.matches(),
                rebuilt.rated(), rebuilt.updates(), rebuilt.ratings(), TablesBench.load());
        out.flush();
    }

    /** Opens, starts and ends a table for {@code m} as the bot does; returns the ending transaction's nanoseconds. */
    private static long play(Store store, RatedMatch m, SyntheticMatches synthetic, int n) {
        List<SeatRecord> seats = new ArrayList<>();
        List<PlayedSeat> played = new ArrayList<>();
        List<PlayerResult> results = new ArrayList<>();
        String chat = null;
        for (int team = 0; team < m.sides().size(); team++) {
            Side side = m.sides().get(team);
            for (Member member : side.members()) {
                int seat = seats.size();
                boolean won = side.place() == 1;
                switch (member) {
                    case Member.Player p -> {
                        chat = chat != null ? chat : "g" + synthetic.groupOf(Integer.parseInt(p.id().substring(1)));
                        seats.add(SeatRecord.human(seat, p.id(), p.id()));
                        played.add(new PlayedSeat(seat, p.id(), p.id(), Level.MEDIUM, true, team, side.place(), won,
                                Map.of()));
                        results.add(new PlayerResult(p.id(), p.id(), won, won ? 11 : 5));
                    }
                    case Member.Computer c -> {
                        seats.add(new SeatRecord(seat, null, "🤖 " + c.level().id(), c.level().id()));
                        played.add(new PlayedSeat(seat, null, "🤖", c.level(), false, team, side.place(), won, Map.of()));
                    }
                    // The generator's taken-over seats have no user: a computer seat of their level here.
                    case Member.TakenOver o -> {
                        seats.add(new SeatRecord(seat, null, "🤖 " + o.level().id(), o.level().id()));
                        played.add(new PlayedSeat(seat, null, "🤖", o.level(), false, team, side.place(), won, Map.of()));
                    }
                }
            }
        }
        chat = chat != null ? chat : "solo-" + n;
        String owner = seats.stream().map(SeatRecord::userId).filter(u -> u != null).findFirst().orElse("nobody");
        TableRecord t = ((TableCreation.Created) store.createTable(new NewTable(PLATFORM, chat, m.board(), Map.of(),
                owner, "it", seats, "{}"))).table();
        TableRecord playing = t.withStatus(TableStatus.PLAYING);
        TableCommit.Committed started = (TableCommit.Committed) store.commit(TableChange.on(t).withRow(playing, false)
                .withStart(new MatchSetup(m.board(), Map.of(), seats.size(), n)));
        TableRecord now = playing.withVersion(started.version());
        PlayedMatch match = new PlayedMatch(started.matchId(), PLATFORM, m.board(), m.board(), played);
        long s = System.nanoTime();
        TableCommit end = store.commit(TableChange.on(now).withRow(now.withStatus(TableStatus.FINISHED), false)
                .withEnd(started.matchId(), m.board(), "{}", results), match);
        long took = System.nanoTime() - s;
        if (!(end instanceof TableCommit.Committed)) {
            throw new IllegalStateException("match " + n + " not committed: " + end);
        }
        return took;
    }

    private static String summary(long[] sorted) {
        return String.format(Locale.ROOT, "mean %.2f ms, p50 %.2f ms, p99 %.2f ms, max %.2f ms",
                Arrays.stream(sorted).average().orElse(0) / 1e6, BenchCommand.percentile(sorted, 50),
                BenchCommand.percentile(sorted, 99), sorted[sorted.length - 1] / 1e6);
    }

    private static void delete(Path dir) {
        try (var files = Files.walk(dir)) {
            files.sorted(java.util.Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
