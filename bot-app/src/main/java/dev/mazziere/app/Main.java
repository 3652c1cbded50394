package dev.mazziere.app;

import dev.mazziere.app.console.ConsoleChat;
import dev.mazziere.app.console.ConsoleConfig;
import dev.mazziere.app.ops.ErrorReport;
import dev.mazziere.app.ops.Health;
import dev.mazziere.app.ops.MeteredStore;
import dev.mazziere.app.ops.Metrics;
import dev.mazziere.app.ops.OpsServer;
import dev.mazziere.app.ops.Misconfigured;
import dev.mazziere.app.ops.Secrets;
import dev.mazziere.app.ops.Settings;
import dev.mazziere.store.Store;
import dev.mazziere.store.Stores;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.OutputStreamWriter;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.Callable;
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
    /** The first wait before trying a platform again, doubling up to {@link #LONGEST_PAUSE}. */
    static final Duration FIRST_PAUSE = Duration.ofSeconds(2);
    static final Duration LONGEST_PAUSE = Duration.ofMinutes(2);

    private final Map<String, String> env;

    Main(Map<String, String> env) {
        this.env = env;
    }

    @Override
    public Integer call() throws InterruptedException {
        Settings settings = Settings.fromEnv(env);
        boolean telegram = !isBlank(env.get(TELEGRAM_TOKEN));
        boolean discord = !isBlank(env.get(DISCORD_TOKEN));
        if (!telegram && !discord) {
            ConsoleConfig console;
            try {
                console = ConsoleConfig.defaults(env);
            } catch (IllegalArgumentException e) {
                throw new Misconfigured(e.getMessage(), e);
            }
            // Emoji cards need UTF-8 whatever the platform's default encoding.
            PrintStream out = new PrintStream(new FileOutputStream(FileDescriptor.out), true, StandardCharsets.UTF_8);
            // /health (the store) and /metrics serve the console too, if asked: the image always asks.
            Metrics metrics = new Metrics();
            try (MeteredStore store = metrics.around(openStore(env));
                 Health health = new Health(store, Duration.ofSeconds(2))) {
                OpsServer http = settings.httpPort() == null ? null
                        : OpsServer.start(settings.httpAddress(), settings.httpPort(), health::check, metrics::scrape);
                try {
                    ConsoleChat.run(System.in, out, console, store, Path.of("data", "files"),
                            Path.of("data", "pictures"));
                } finally {
                    if (http != null) {
                        http.close();
                    }
                }
            }
            return 0;
        }
        BotProcess bot = new BotProcess(env, settings, FIRST_PAUSE, LONGEST_PAUSE, System.err);
        Thread hook = new Thread(() -> {
            try {
                bot.stop(0, Duration.ofSeconds(30));
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }, "mazziere-stop");
        Runtime.getRuntime().addShutdownHook(hook);
        int status = bot.run();
        try {
            Runtime.getRuntime().removeShutdownHook(hook);
        } catch (IllegalStateException e) {
            // already shutting down: the hook is running and returns once run() has
        }
        return status;
    }

    /**
     * The store of {@code MAZZIERE_DB_URL} in {@code env}.
     *
     * @throws Misconfigured for a URL of another database, or an in-memory one
     * @throws dev.mazziere.store.StoreException when it cannot be opened
     */
    static Store openStore(Map<String, String> env) {
        try {
            return Stores.fromEnvironment(env, Clock.systemUTC());
        } catch (IllegalArgumentException e) {
            throw new Misconfigured(e.getMessage() + "; check " + Stores.URL_VARIABLE, e);
        }
    }

    private static boolean isBlank(String value) {
        return value == null || value.isBlank();
    }

    public static void main(String[] args) {
        Secrets.install(Secrets.of(System.getenv()));
        System.exit(run(args, System.getenv(),
                new PrintWriter(new OutputStreamWriter(System.out, StandardCharsets.UTF_8), true),
                new PrintWriter(new OutputStreamWriter(System.err, StandardCharsets.UTF_8), true)));
    }

    /** Runs the command line in this process's environment. */
    static int run(String[] args, PrintWriter out, PrintWriter err) {
        return run(args, System.getenv(), out, err);
    }

    /**
     * Runs the command line: a bad argument or setting is one line on {@code err} and exit
     * status 2, any other failure one line and status 1 (the stack trace only in the log at
     * DEBUG).
     */
    static int run(String[] args, Map<String, String> env, PrintWriter out, PrintWriter err) {
        CommandLine cli = new CommandLine(new Main(env));
        cli.setOut(out);
        cli.setErr(err);
        cli.setParameterExceptionHandler((ex, arguments) -> ErrorReport.report(ex, ex.getCommandLine().getErr()));
        cli.setExecutionExceptionHandler((ex, command, parsed) -> ErrorReport.report(ex, command.getErr()));
        return cli.execute(args);
    }
}
