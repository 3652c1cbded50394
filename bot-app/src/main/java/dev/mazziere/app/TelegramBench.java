package dev.mazziere.app;

import dev.mazziere.telegram.PacingBench;
import java.io.PrintWriter;
import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * {@code bench telegram}: a whole match of players who press as soon as their turn comes,
 * against the whole bot on a Bot API emulator that refuses every call over Telegram's
 * flood limits with 429, as Telegram does, printing what the players saw
 * ({@link PacingBench}), with the load average beside it.
 */
@Command(name = "telegram", mixinStandardHelpOptions = true,
        description = "Play a brisk match against the bot on a Bot API emulator with Telegram's flood limits "
                + "(1 call/s a chat, 20 a minute a group, 30/s overall) and print the group's gaps, the hand "
                + "results and throw-ins it saw, the commands' answers and each move's wait.")
final class TelegramBench implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Option(names = "--game", defaultValue = "napoleone", description = "The game (default ${DEFAULT-VALUE}).")
    String game;

    @Option(names = "--players", description = "Human players (default: 4 for napoleone, else 2; 1 with --alone).")
    Integer players;

    @Option(names = "--alone", description = "One player in their private chat against the computer.")
    boolean alone;

    @Option(names = "--option", paramLabel = "NAME=VALUE",
            description = "A table option the owner sets, repeatable (default for napoleone: end=hands, hands=5).")
    List<String> options = new ArrayList<>();

    @Option(names = "--speed", defaultValue = "1",
            description = "How many times faster than Telegram time runs (default ${DEFAULT-VALUE}: real time).")
    double speed;

    @Option(names = "--seed", defaultValue = "1", description = "Deals and the players' picks (default ${DEFAULT-VALUE}).")
    long seed;

    @Option(names = "--moves", defaultValue = "0", description = "Moves at most (default: the whole match).")
    int moves;

    @Override
    public Integer call() throws Exception {
        if (speed <= 0 || moves < 0) {
            throw new ParameterException(spec.commandLine(), "--speed must be positive and --moves not negative");
        }
        int n = players != null ? players : alone ? 1 : game.equals("napoleone") ? 4 : 2;
        List<String> lines = new ArrayList<>();
        List<String> given = options.isEmpty() && game.equals("napoleone") ? List.of("end=hands", "hands=5") : options;
        for (String o : given) {
            int eq = o.indexOf('=');
            if (eq <= 0) {
                throw new ParameterException(spec.commandLine(), "--option takes NAME=VALUE, not " + o);
            }
            lines.add(o.substring(0, eq) + " " + o.substring(eq + 1));
        }
        PrintWriter out = spec.commandLine().getOut();
        out.printf(Locale.ROOT, "telegram, load average %s%n", load());
        out.flush();
        PacingBench.Figures f = PacingBench.run(new PacingBench.Setup(game, n, alone, lines, speed, seed, moves, !alone));
        f.lines().forEach(out::println);
        out.printf(Locale.ROOT, "load average %s (%d cores)%n", load(), Runtime.getRuntime().availableProcessors());
        out.flush();
        return 0;
    }

    private static String load() {
        double load = ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage();
        return load < 0 ? "n/a" : String.format(Locale.ROOT, "%.2f", load);
    }
}
