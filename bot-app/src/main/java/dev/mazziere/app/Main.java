package dev.mazziere.app;

import dev.mazziere.app.console.ConsoleChat;
import dev.mazziere.app.console.ConsoleConfig;
import dev.mazziere.discord.DiscordBot;
import dev.mazziere.discord.DiscordConfig;
import dev.mazziere.games.GameRegistry;
import dev.mazziere.store.Store;
import dev.mazziere.store.Stores;
import dev.mazziere.table.ExecutorScheduler;
import dev.mazziere.table.TableConfig;
import dev.mazziere.table.Tables;
import dev.mazziere.telegram.TelegramBot;
import dev.mazziere.telegram.TelegramConfig;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.OutputStreamWriter;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.time.Clock;
import java.time.Duration;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicReference;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * The {@code mazziere.jar} entry point. With no command it runs the bot: on every
 * platform whose token is set, or, with no token at all, as a local chat in the
 * terminal. Either way games are kept in the store of {@code MAZZIERE_DB_URL} (a SQLite
 * file under ./data by default). The subcommands are tools ({@code simulate}).
 */
@Command(name = "mazziere", mixinStandardHelpOptions = true, version = "Mazziere 0.1.0",
        description = "Traditional Italian card games for Telegram and Discord group chats.",
        subcommands = {SimulateCommand.class, BenchCommand.class, RenderCommand.class})
public final class Main implements Callable<Integer> {

    static final String TELEGRAM_TOKEN = "TELEGRAM_BOT_TOKEN";
    static final String DISCORD_TOKEN = "DISCORD_BOT_TOKEN";
    /** How long a computer player waits before it moves, so people can follow. */
    private static final Duration BOT_PAUSE = Duration.ofMillis(1200);

    private final Map<String, String> env;

    Main(Map<String, String> env) {
        this.env = env;
    }

    @Override
    public Integer call() throws InterruptedException {
        boolean telegram = !isBlank(env.get(TELEGRAM_TOKEN));
        boolean discord = !isBlank(env.get(DISCORD_TOKEN));
        if (!telegram && !discord) {
            // Emoji cards need UTF-8 whatever the platform's default encoding.
            PrintStream out = new PrintStream(new FileOutputStream(FileDescriptor.out), true, StandardCharsets.UTF_8);
            try (Store store = Stores.fromEnvironment()) {
                ConsoleChat.run(System.in, out, ConsoleConfig.defaults(), store, Path.of("data", "files"));
            }
            return 0;
        }
        ZoneId zone;
        try {
            zone = TableConfig.zone(env);
        } catch (IllegalArgumentException e) {
            System.err.println("mazziere: " + e.getMessage());
            return 1;
        }
        List<AutoCloseable> running = new ArrayList<>();
        Store store = Stores.fromEnvironment();
        running.add(store);
        ExecutorScheduler scheduler = new ExecutorScheduler();
        running.add(0, scheduler);
        SecureRandom random = new SecureRandom();
        TableConfig tableConfig = TableConfig.of(Clock.systemUTC(), scheduler, BOT_PAUSE, random::nextLong)
                .withZone(zone);
        try {
            if (telegram) {
                AtomicReference<Tables> tables = new AtomicReference<>();
                TelegramBot bot = TelegramBot.start(TelegramConfig.fromEnv(env), port -> {
                    tables.set(new Tables(GameRegistry.standard(), port, tableConfig, store));
                    return tables.get();
                });
                running.add(0, bot);
                running.add(1, tables.get());
                tables.get().restore();
                System.err.println("mazziere: Telegram bot @" + bot.username() + " is running.");
            }
            if (discord) {
                DiscordConfig config = DiscordConfig.fromEnv(env);
                DiscordBot bot;
                try {
                    bot = DiscordBot.start(config, store, tableConfig);
                } catch (RuntimeException e) {
                    // JDA's texts are not ours to vouch for: never print them, they might carry the token.
                    throw new IllegalStateException("cannot connect to Discord (" + e.getClass().getSimpleName()
                            + "); check " + DISCORD_TOKEN + ".");
                }
                running.add(0, bot);
                running.add(1, bot.tables());
                bot.tables().restore();
                System.err.println("mazziere: Discord bot is running.");
            }
        } catch (RuntimeException e) {
            // Our own messages and the Telegram adapter's are token-free (it scrubs them).
            System.err.println("mazziere: " + e.getMessage());
            closeAll(running);
            return 1;
        }
        System.err.println("mazziere: Ctrl-C stops the bot.");
        runUntilStopped(running);
        return 0;
    }

    /** Blocks until the process is asked to stop (Ctrl-C, SIGTERM), then disconnects everything. */
    private static void runUntilStopped(List<AutoCloseable> running) throws InterruptedException {
        CountDownLatch stopped = new CountDownLatch(1);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            closeAll(running);
            stopped.countDown();
        }, "mazziere-stop"));
        stopped.await();
    }

    /** Closes platforms first, then their tables (writing what waits), then the scheduler, then the store. */
    private static void closeAll(List<AutoCloseable> running) {
        for (AutoCloseable c : running) {
            try {
                c.close();
            } catch (Exception e) {
                // stopping anyway: one part failing to close must not keep the others open
            }
        }
    }

    private static boolean isBlank(String value) {
        return value == null || value.isBlank();
    }

    public static void main(String[] args) {
        System.exit(run(args,
                new PrintWriter(new OutputStreamWriter(System.out, StandardCharsets.UTF_8), true),
                new PrintWriter(new OutputStreamWriter(System.err, StandardCharsets.UTF_8), true)));
    }

    /** Runs the command line; a bad argument is one line on {@code err} and exit code 2. */
    static int run(String[] args, PrintWriter out, PrintWriter err) {
        CommandLine cli = new CommandLine(new Main(System.getenv()));
        cli.setOut(out);
        cli.setErr(err);
        cli.setParameterExceptionHandler((ex, arguments) -> {
            ex.getCommandLine().getErr().println("mazziere: " + ex.getMessage());
            ex.getCommandLine().getErr().flush();
            return 2;
        });
        return cli.execute(args);
    }
}
