package dev.mazziere.app;

import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * The {@code mazziere.jar} entry point. With no command it runs the bot; the
 * subcommands are tools ({@code simulate}).
 */
@Command(name = "mazziere", mixinStandardHelpOptions = true, version = "Mazziere 0.1.0",
        description = "Traditional Italian card games for Telegram and Discord group chats.",
        subcommands = {SimulateCommand.class})
public final class Main implements Callable<Integer> {

    @Override
    public Integer call() {
        CommandLine.usage(this, System.out);
        return 0;
    }

    public static void main(String[] args) {
        System.exit(run(args,
                new PrintWriter(new OutputStreamWriter(System.out, StandardCharsets.UTF_8), true),
                new PrintWriter(new OutputStreamWriter(System.err, StandardCharsets.UTF_8), true)));
    }

    /** Runs the command line; a bad argument is one line on {@code err} and exit code 2. */
    static int run(String[] args, PrintWriter out, PrintWriter err) {
        CommandLine cli = new CommandLine(new Main());
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
