package dev.mazziere.app;

import dev.mazziere.app.console.ConsoleChat;
import dev.mazziere.app.console.ConsoleConfig;
import dev.mazziere.app.ops.BuildInfo;
import dev.mazziere.app.ops.ErrorReport;
import dev.mazziere.app.ops.Health;
import dev.mazziere.app.ops.MeteredStore;
import dev.mazziere.app.ops.Metrics;
import dev.mazziere.app.ops.Misconfigured;
import dev.mazziere.app.ops.OpsServer;
import dev.mazziere.app.ops.OperatorLine;
import dev.mazziere.app.ops.SecretFiles;
import dev.mazziere.app.ops.Secrets;
import dev.mazziere.app.ops.Settings;
import dev.mazziere.app.ops.StandardInput;
import dev.mazziere.app.ops.StopSignals;
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
import java.util.function.BooleanSupplier;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * The {@code mazziere.jar} entry point. With no command it runs the bot: on every
 * platform whose token is set, or, with no token at all, as a local chat in the
 * terminal. Either way games are kept in the store of {@code MAZZIERE_DB_URL} (a SQLite
 * file under ./data by default). The subcommands are tools ({@code simulate},
 * {@code backup} ...).
 */
@Command(name = "mazziere", mixinStandardHelpOptions = true, versionProvider = Main.Version.class,
        description = {"Traditional Italian card games for Telegram and Discord group chats.",
                "",
                "With no command, runs the bot: on Telegram when TELEGRAM_BOT_TOKEN is set, on Discord when"
                        + " DISCORD_BOT_TOKEN is set (both at once if both are), until stopped (Ctrl-C, SIGTERM)."
                        + " With neither token it opens the console table in this terminal instead: a local"
                        + " chat to play in, no account needed.",
                ""},
        footer = {"",
                "Environment (each *_FILE variant reads the value from a file, e.g. a Docker secret):",
                "  TELEGRAM_BOT_TOKEN[_FILE]      the token from BotFather (digits:secret)",
                "  TELEGRAM_WEBHOOK_URL           webhook mode: the public HTTPS address Telegram posts to",
                "  TELEGRAM_WEBHOOK_SECRET[_FILE] the webhook's secret (unset: derived from the token)",
                "  TELEGRAM_API_URL               another Bot API server",
                "  DISCORD_BOT_TOKEN[_FILE]       the Discord bot's token",
                "  DISCORD_SHARDS                 how many Discord shards this one instance runs (default 1)",
                "  MAZZIERE_DB_URL[_FILE]         jdbc:sqlite:<file> (default ./data/mazziere.db) or"
                        + " jdbc:postgresql://host:port/db",
                "  MAZZIERE_DB_USER[_FILE], MAZZIERE_DB_PASSWORD[_FILE]   PostgreSQL's user and password",
                "  MAZZIERE_HTTP_PORT, MAZZIERE_HTTP_ADDRESS   /health/live, /health/ready, /metrics, the webhook",
                "  MAZZIERE_LOG_FORMAT            text or json;  MAZZIERE_LOG_LEVEL  WARN, INFO or DEBUG",
                "  MAZZIERE_LANG                  it or en: the language of chats that chose none",
                "  MAZZIERE_TIMEZONE              the zone of the times players read (default Europe/Rome)",
                "  MAZZIERE_RETENTION             how long finished matches are kept: 365d, 8w, 2y (default 1y) or off",
                "  MAZZIERE_CONSOLE_NAME          your name at the console table",
                "",
                "Exit status: 0 stopped, 1 failed or refused by a platform, 2 a wrong setting or argument."},
        subcommands = {SimulateCommand.class, BenchCommand.class, RenderCommand.class, BackupCommand.class,
                RestoreCommand.class, CommandLine.HelpCommand.class})
public final class Main implements Callable<Integer> {

    static final String TELEGRAM_TOKEN = "TELEGRAM_BOT_TOKEN";
    static final String DISCORD_TOKEN = "DISCORD_BOT_TOKEN";
    /** The first wait before trying a platform again, doubling up to {@link #LONGEST_PAUSE}. */
    static final Duration FIRST_PAUSE = Duration.ofSeconds(2);
    static final Duration LONGEST_PAUSE = Duration.ofMinutes(2);

    private final Map<String, String> env;
    private final BooleanSupplier noInput;

    Main(Map<String, String> env, BooleanSupplier noInput) {
        this.env = env;
        this.noInput = noInput;
    }

    @Override
    public Integer call() throws InterruptedException {
        Map<String, String> env = environment(this.env);
        Settings settings = Settings.fromEnv(env);
        boolean telegram = !isBlank(env.get(TELEGRAM_TOKEN));
        boolean discord = !isBlank(env.get(DISCORD_TOKEN));
        if (!telegram && !discord) {
            return console(env, settings);
        }
        BotProcess bot = new BotProcess(env, settings, FIRST_PAUSE, LONGEST_PAUSE, System.err);
        // SIGTERM (docker stop) and Ctrl-C stop the bot in order, and the process exits 0.
        Thread hook = new Thread(() -> stopQuietly(bot), "mazziere-stop");
        Runtime.getRuntime().addShutdownHook(hook);
        StopSignals.onStop(() -> Thread.ofPlatform().name("mazziere-stop").start(() -> stopQuietly(bot)));
        int status = bot.run();
        try {
            Runtime.getRuntime().removeShutdownHook(hook);
        } catch (IllegalStateException e) {
            // already shutting down: the hook is running and returns once run() has
        }
        return status;
    }

    /** The environment as given, before secret files are read ({@link #environment}). */
    Map<String, String> env() {
        return env;
    }

    private static void stopQuietly(BotProcess bot) {
        try {
            bot.stop(0, Duration.ofSeconds(30));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /**
     * The console table, when no token is set. Without a terminal or any input to read
     * (a container started detached, a service) it would greet nobody and end at once, over
     * and over under a restart policy: that is a missing token, said in one line.
     */
    private int console(Map<String, String> env, Settings settings) {
        if (noInput.getAsBoolean()) {
            throw new Misconfigured("no token is set (" + TELEGRAM_TOKEN + ", " + DISCORD_TOKEN + " or their "
                    + SecretFiles.SUFFIX + " variants) and there is no terminal for the console table: set a token,"
                    + " or run with a terminal (docker run -it) to play in the console");
        }
        ConsoleConfig console;
        try {
            console = ConsoleConfig.defaults(env);
        } catch (IllegalArgumentException e) {
            throw new Misconfigured(e.getMessage(), e);
        }
        // Emoji cards need UTF-8 whatever the platform's default encoding.
        PrintStream out = new PrintStream(new FileOutputStream(FileDescriptor.out), true, StandardCharsets.UTF_8);
        // /health and /metrics serve the console too, if asked: the image always asks.
        Metrics metrics = new Metrics();
        try (MeteredStore store = metrics.around(openStore(env));
             Health health = new Health(store, Duration.ofSeconds(2))) {
            OpsServer http = settings.httpPort() == null ? null
                    : OpsServer.start(settings.httpAddress(), settings.httpPort(), health, metrics::scrape);
            try {
                ConsoleChat.run(System.in, out, console, store, Path.of("data", "files"), Path.of("data", "pictures"));
            } finally {
                if (http != null) {
                    http.close();
                }
            }
        }
        return 0;
    }

    /**
     * {@code env} with the secrets read from their {@code *_FILE} variables, and every
     * secret masked in what is printed from now on.
     *
     * @throws Misconfigured for a secret file that cannot be read, or a variable set both ways
     */
    static Map<String, String> environment(Map<String, String> env) {
        Map<String, String> resolved = SecretFiles.resolve(env);
        Secrets.install(Secrets.of(resolved));
        return resolved;
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
        Map<String, String> env = System.getenv();
        Secrets.install(Secrets.of(env));
        OperatorLine.install(env);
        StopSignals.install();
        System.exit(run(args, env, StandardInput::none,
                new PrintWriter(new OutputStreamWriter(System.out, StandardCharsets.UTF_8), true),
                new PrintWriter(new OutputStreamWriter(System.err, StandardCharsets.UTF_8), true)));
    }

    /** Runs the command line in this process's environment. */
    static int run(String[] args, PrintWriter out, PrintWriter err) {
        return run(args, System.getenv(), out, err);
    }

    /** Runs the command line with {@code env}, as from a terminal. */
    static int run(String[] args, Map<String, String> env, PrintWriter out, PrintWriter err) {
        return run(args, env, () -> false, out, err);
    }

    /**
     * Runs the command line: a bad argument or setting is one line on {@code err} and exit
     * status 2 (a word that is no command is followed by the usage), any other failure one
     * line and status 1 (the stack trace only in the log at DEBUG).
     *
     * @param noInput true when nobody can type at the console table (standard input is
     *                {@code /dev/null} or closed)
     */
    static int run(String[] args, Map<String, String> env, BooleanSupplier noInput, PrintWriter out,
                   PrintWriter err) {
        CommandLine cli = new CommandLine(new Main(env, noInput));
        cli.setOut(out);
        cli.setErr(err);
        cli.setParameterExceptionHandler((ex, arguments) -> {
            if (ex instanceof CommandLine.UnmatchedArgumentException unmatched) {
                return unknownWord(unmatched);
            }
            return ErrorReport.report(ex, ex.getCommandLine().getErr());
        });
        cli.setExecutionExceptionHandler((ex, command, parsed) -> ErrorReport.report(ex, command.getErr()));
        return cli.execute(args);
    }

    /** A word that is no command or option ({@code mazziere chess}): one line that says so, then the usage. */
    private static int unknownWord(CommandLine.UnmatchedArgumentException ex) {
        CommandLine where = ex.getCommandLine();
        String word = ex.getUnmatched().isEmpty() ? "" : ex.getUnmatched().get(0);
        String line;
        if (where.getParent() == null && !word.startsWith("-")) {
            line = "'" + word + "' is not a command: run with no command to start the bot (or the console table"
                    + " without a token), or name one of " + String.join(", ", where.getSubcommands().keySet());
        } else {
            line = (where.getParent() == null ? "" : where.getCommandName() + ": ") + "'" + word
                    + "' is not an option or argument here";
        }
        PrintWriter err = where.getErr();
        err.println(OperatorLine.error(Secrets.current().mask(line)));
        where.usage(err);
        err.flush();
        return ErrorReport.MISCONFIGURED;
    }

    /** {@code --version}: the version the build wrote. */
    static final class Version implements CommandLine.IVersionProvider {
        @Override
        public String[] getVersion() {
            return new String[] {"Mazziere " + BuildInfo.version()};
        }
    }
}
