package dev.mazziere.app;

import dev.mazziere.games.GameRegistry;
import dev.mazziere.store.Stores;
import dev.mazziere.table.ExecutorScheduler;
import dev.mazziere.table.Tables;
import dev.mazziere.table.flow.TableConfig;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Clock;
import java.time.Duration;
import java.util.Arrays;
import java.util.Comparator;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.stream.Stream;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * {@code bench tables}: many tables played at once through the production classes
 * ({@link Stores#open}, the {@link ExecutorScheduler}, one {@link Tables}) with only the
 * chat platform recorded ({@link BenchPort}), at an offered load ({@link PressDriver}).
 * Prints one figure per line: latency from a press to its table's edit, throughput,
 * errors, store transactions and platform calls per move, the timer queue, the restart
 * time of every open table and the heap each idle table takes.
 */
@Command(name = "tables", mixinStandardHelpOptions = true,
        description = "Play N tables at R presses/s for S seconds through the production store, scheduler and "
                + "tables; print latency percentiles, throughput, errors, costs per move, restart time and heap.")
final class TablesBench implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Option(names = "--tables", defaultValue = "1000", description = "Open tables (default ${DEFAULT-VALUE}).")
    int tables;

    @Option(names = "--rate", defaultValue = "500", description = "Offered presses per second (default ${DEFAULT-VALUE}).")
    double rate;

    @Option(names = "--seconds", defaultValue = "30", description = "Measured seconds (default ${DEFAULT-VALUE}).")
    double seconds;

    @Option(names = "--warmup", defaultValue = "5", description = "Seconds pressed before measuring (default ${DEFAULT-VALUE}).")
    double warmup;

    @Option(names = "--threads", defaultValue = "4",
            description = "Threads handing events to the tables, as an adapter's (default ${DEFAULT-VALUE}).")
    int threads;

    @Option(names = "--overdue", description = "Also time an outage: every turn's time runs out while no bot "
            + "runs, and a third instance plays them all.")
    boolean overdue;

    @Option(names = "--db", description = "jdbc:sqlite:<file> (default: a fresh file, deleted afterwards) or "
            + "jdbc:postgresql://host/db?user=..&password=.. (the bench works in a schema of its own and drops it).")
    String db;

    @Override
    public Integer call() throws Exception {
        if (tables < 1 || !(rate > 0) || !(seconds > 0) || warmup < 0 || threads < 1) {
            throw new ParameterException(spec.commandLine(),
                    "--tables, --rate, --seconds and --threads must be positive, --warmup not negative");
        }
        PrintWriter out = spec.commandLine().getOut();
        try (Database database = Database.of(db)) {
            out.printf(Locale.ROOT, "bench tables: %d tables of Scopa for two, %.0f presses/s offered for %.0f s "
                            + "after %.0f s warm-up, %d handler threads, %s, load average %s%n",
                    tables, rate, seconds, warmup, threads, database.describe(), load());
            out.flush();
            measure(out, database.url());
        }
        out.printf(Locale.ROOT, "load average %s (%d cores)%n", load(), Runtime.getRuntime().availableProcessors());
        out.flush();
        return 0;
    }

    private void measure(PrintWriter out, String url) throws Exception {
        BenchPort port = new BenchPort(tables, (int) Math.min(50_000_000L, Math.round(rate * seconds * 1.2) + 1000));
        ExecutorService workers = Executors.newFixedThreadPool(threads);
        try {
            play(out, url, port, workers);
        } finally {
            workers.shutdownNow();
        }
        // The first instance is out of scope now, so its heap can be told from the second's.
        restart(out, url, port);
        if (overdue) {
            overdue(out, url, port);
        }
    }

    /**
     * An outage: every turn's time runs out while no bot runs (the stored deadlines are
     * moved into the past); times a new instance until the computer has played them all.
     */
    private void overdue(PrintWriter out, String url, BenchPort port) throws SQLException, InterruptedException {
        try (Connection c = DriverManager.getConnection(url); Statement s = c.createStatement()) {
            s.executeUpdate("UPDATE table_deadlines SET due_at = " + (System.currentTimeMillis() - 1000));
        }
        long before = port.timedOut.sum();
        long cpu = processCpu();
        long start = System.nanoTime();
        Instance third = Instance.start(url, port);
        third.tables().restore();
        long limit = start + Duration.ofMinutes(10).toNanos();
        while (port.timedOut.sum() - before < tables && System.nanoTime() < limit) {
            Thread.sleep(10);
        }
        out.printf(Locale.ROOT, "overdue turns after an outage: %d of %d played in %.1f s (cpu %.1f s)%n",
                port.timedOut.sum() - before, tables, (System.nanoTime() - start) / 1e9, (processCpu() - cpu) / 1e9);
        out.flush();
        third.close();
    }

    /** The first instance: opens every table, presses through the warm-up and the measured seconds, and stops. */
    private void play(PrintWriter out, String url, BenchPort port, ExecutorService workers) throws Exception {
        AtomicInteger queueMax = new AtomicInteger();
        Instance first = Instance.start(url, port);
        try {
            Thread sampler = sampler(first.scheduler(), queueMax);
            PressDriver driver = new PressDriver(first.tables(), port, workers);
            long setup = driver.openAll();
            out.printf(Locale.ROOT, "setup %d tables in %.1f s%n", tables, setup / 1e9);
            out.flush();
            if (warmup > 0) {
                driver.run(rate, warmup, false);
            }
            long calls = port.calls.sum();
            long writes = first.store().writes.sum();
            long reads = first.store().reads.sum();
            long cpu = processCpu();
            PressDriver.Run run = driver.run(rate, seconds, true);
            long cpuUsed = processCpu() - cpu;
            long moves = port.latencies().length;
            printLatencies(out, port.latencies());
            out.printf(Locale.ROOT, "throughput %.1f presses/s%n", run.perSecond());
            out.printf(Locale.ROOT, "presses %d%n", run.presses());
            out.printf(Locale.ROOT, "errors %d%n", run.noEdit() + run.lost());
            out.printf(Locale.ROOT, "answers other than an acknowledgement %s%n", answers(port));
            out.printf(Locale.ROOT, "matches ended %d%n", run.matches());
            double perMove = 1.0 / Math.max(1, moves);
            out.printf(Locale.ROOT, "store transactions per move %.2f (writes %.2f, reads %.2f)%n",
                    (first.store().writes.sum() - writes + first.store().reads.sum() - reads) * perMove,
                    (first.store().writes.sum() - writes) * perMove, (first.store().reads.sum() - reads) * perMove);
            out.printf(Locale.ROOT, "platform calls per move %.2f%n", (port.calls.sum() - calls) * perMove);
            out.printf(Locale.ROOT, "cpu per move %.2f ms (the process, all threads)%n", cpuUsed / 1e6 * perMove);
            sampler.interrupt();
            out.printf(Locale.ROOT, "scheduler queue max %d (open tables %d)%n", queueMax.get(), tables);
            out.flush();
        } finally {
            first.close();
        }
    }

    /** Times a second instance restoring every open table, and weighs it. */
    private void restart(PrintWriter out, String url, BenchPort port) {
        long before = usedHeap();
        long cpu = processCpu();
        long start = System.nanoTime();
        Instance second = Instance.start(url, port);
        second.tables().restore();
        long nanos = System.nanoTime() - start;
        out.printf(Locale.ROOT, "restart %d open tables %.2f s (cpu %.2f s)%n", tables, nanos / 1e9,
                (processCpu() - cpu) / 1e9);
        long after = usedHeap();
        out.printf(Locale.ROOT, "heap per idle table %.2f KB%n", (after - before) / 1024.0 / tables);
        out.printf(Locale.ROOT, "scheduler queue after restart %d (open tables %d)%n", second.scheduler().queued(), tables);
        out.flush();
        second.close();
    }

    private static void printLatencies(PrintWriter out, long[] latencies) {
        if (latencies.length == 0) {
            out.println("no table was edited");
            return;
        }
        Arrays.sort(latencies);
        for (int p : new int[] {50, 95, 99}) {
            out.printf(Locale.ROOT, "p%d %.1f ms%n", p, BenchCommand.percentile(latencies, p));
        }
        out.printf(Locale.ROOT, "max %.1f ms%n", latencies[latencies.length - 1] / 1e6);
    }

    private static String answers(BenchPort port) {
        return port.answers.isEmpty() ? "none" : port.answers.entrySet().stream()
                .map(e -> e.getValue().sum() + " × " + e.getKey().replace('\n', ' ')).sorted().toList().toString();
    }

    private static Thread sampler(ExecutorScheduler scheduler, AtomicInteger max) {
        Thread t = new Thread(() -> {
            while (!Thread.currentThread().isInterrupted()) {
                max.accumulateAndGet(scheduler.queued(), Math::max);
                try {
                    Thread.sleep(50);
                } catch (InterruptedException e) {
                    return;
                }
            }
        }, "bench-queue-sampler");
        t.setDaemon(true);
        t.start();
        return t;
    }

    /** The heap in use once the garbage is collected. */
    private static long usedHeap() {
        long used = Long.MAX_VALUE;
        for (int i = 0; i < 4; i++) {
            System.gc();
            try {
                Thread.sleep(100);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            used = Math.min(used, ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed());
        }
        return used;
    }

    /** The CPU time of the whole process so far, in nanoseconds, or 0 where the JVM does not tell it. */
    private static long processCpu() {
        return ManagementFactory.getOperatingSystemMXBean() instanceof com.sun.management.OperatingSystemMXBean os
                ? os.getProcessCpuTime() : 0;
    }

    static String load() {
        double load = ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage();
        return load < 0 ? "n/a" : String.format(Locale.ROOT, "%.2f", load);
    }

    /** One bot instance: its store (counted), its timer thread, its tables. */
    private record Instance(CountingStore store, ExecutorScheduler scheduler, Tables tables) {

        static Instance start(String url, BenchPort port) {
            CountingStore store = new CountingStore(Stores.open(url, Clock.systemUTC()));
            ExecutorScheduler scheduler = new ExecutorScheduler();
            AtomicLong seeds = new AtomicLong(1);
            TableConfig config = TableConfig.of(Clock.systemUTC(), scheduler, Duration.ZERO, seeds::getAndIncrement);
            return new Instance(store, scheduler, new Tables(GameRegistry.standard(), port, config, store));
        }

        /** Stops as the bot does: what waits is written, running timers finish, then the store closes. */
        void close() {
            tables.close();
            scheduler.close(Duration.ofSeconds(5));
            store.close();
        }
    }

    /** The bench's database: a fresh SQLite file, or a schema of its own in a PostgreSQL database. */
    private record Database(String url, Path folder, String adminUrl, String schema) implements AutoCloseable {

        static Database of(String url) throws SQLException {
            if (url == null || url.isBlank()) {
                try {
                    Path folder = Files.createTempDirectory("mazziere-bench");
                    return new Database("jdbc:sqlite:" + folder.resolve("bench.db"), folder, null, null);
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            }
            if (!url.startsWith("jdbc:postgresql:")) {
                return new Database(url, null, null, null);
            }
            String schema = "mazziere_bench_" + ProcessHandle.current().pid() + "_" + System.currentTimeMillis();
            try (Connection c = DriverManager.getConnection(url); Statement s = c.createStatement()) {
                s.execute("CREATE SCHEMA " + schema);
            }
            return new Database(url + (url.contains("?") ? "&" : "?") + "currentSchema=" + schema, null, url, schema);
        }

        String describe() {
            return schema != null ? "PostgreSQL, schema " + schema
                    : folder != null ? "SQLite, a fresh file" : "SQLite " + url;
        }

        @Override
        public void close() throws SQLException {
            if (schema != null) {
                try (Connection c = DriverManager.getConnection(adminUrl); Statement s = c.createStatement()) {
                    s.execute("DROP SCHEMA " + schema + " CASCADE");
                }
            }
            if (folder != null) {
                try (Stream<Path> files = Files.walk(folder)) {
                    files.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            }
        }
    }
}
