package dev.mazziere.app;

import dev.mazziere.app.console.ConsoleChat;
import dev.mazziere.app.console.ConsoleConfig;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.OutputStreamWriter;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * The {@code mazziere.jar} entry point. With no command it runs the bot: on the
 * platforms whose token is set, or, with no token at all, as a local chat in the
 * terminal. The subcommands are tools ({@code simulate}).
 */
@Command(name = "mazziere", mixinStandardHelpOptions = true, version = "Mazziere 0.1.0",
        description = "Traditional Italian card games for Telegram and Discord group chats.",
        subcommands = {SimulateCommand.class, BenchCommand.class})
public final class Main implements Callable<Integer> {

    static final String TELEGRAM_TOKEN = "TELEGRAM_BOT_TOKEN";
    static final String DISCORD_TOKEN = "DISCORD_BOT_TOKEN";

    private final Map<String, String> env;

    Main(Map<String, String> env) {
        this.env = env;
    }

    @Override
    public Integer call() {
        if (isBlank(env.get(TELEGRAM_TOKEN)) && isBlank(env.get(DISCORD_TOKEN))) {
            // Emoji cards need UTF-8 whatever the platform's default encoding.
            PrintStream out = new PrintStream(new FileOutputStream(FileDescriptor.out), true, StandardCharsets.UTF_8);
            ConsoleChat.run(System.in, out, ConsoleConfig.defaults());
            return 0;
        }
        System.err.println("mazziere: the Telegram and Discord connections are not built yet;"
                + " unset " + TELEGRAM_TOKEN + " and " + DISCORD_TOKEN + " to play in the terminal.");
        return 2;
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
