package dev.mazziere.app;

import dev.mazziere.ai.Level;
import dev.mazziere.ai.Simulator;
import dev.mazziere.game.Game;
import dev.mazziere.games.GameEntry;
import dev.mazziere.games.GameRegistry;
import dev.mazziere.game.Options;
import dev.mazziere.game.SetupException;
import dev.mazziere.text.GameCommand;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * {@code simulate}: plays whole matches between computer players and writes one
 * {@code mazziere-transcript/1} JSON line per match.
 */
@Command(name = "simulate", mixinStandardHelpOptions = true,
        description = "Play matches between computer players and write their transcripts as JSON lines.")
final class SimulateCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Option(names = "--game", required = true,
            description = "Game, by any name its chat command has (${COMPLETION-CANDIDATES}); scopone presets variant=scopone.",
            completionCandidates = GameIds.class)
    String game;

    @Option(names = "--players", required = true, description = "Number of players.")
    int players;

    @Option(names = "--matches", defaultValue = "1", description = "Number of matches (default ${DEFAULT-VALUE}).")
    int matches;

    @Option(names = "--seed", defaultValue = "1",
            description = "Seed of the first match; match i uses seed + i (default ${DEFAULT-VALUE}).")
    long seed;

    @Option(names = "--option", paramLabel = "NAME=VALUE", description = "A rule option, repeatable.")
    List<String> options = new ArrayList<>();

    @Option(names = "--level", defaultValue = "medium", paramLabel = "LEVEL[,LEVEL...]",
            description = "Computer player level for every seat, or one per seat: easy, medium, hard (default ${DEFAULT-VALUE}).")
    String level;

    @Option(names = "--out", paramLabel = "FILE", description = "Write to FILE instead of standard output.")
    Path out;

    /** The games' command names for picocli's help text: the names {@code --game} takes. */
    static final class GameIds extends ArrayList<String> {
        GameIds() {
            super(GameRegistry.standard().commands().stream().map(GameCommand::name).toList());
        }
    }

    @Override
    public Integer call() throws IOException {
        Simulator simulator = simulator();
        try (Writer writer = out == null ? new NonClosingWriter(spec.commandLine().getOut()) : open(out)) {
            for (int i = 0; i < matches; i++) {
                writer.write(simulator.transcript(seed + i).toJson());
                writer.write('\n');
            }
        }
        if (out != null) {
            PrintWriter err = spec.commandLine().getErr();
            err.println(matches + " " + game + " matches written to " + out);
            err.flush();
        }
        return 0;
    }

    /** The --out file, its folder created; a path that cannot be written is a bad argument, said in one line. */
    private Writer open(Path file) {
        try {
            Path parent = file.toAbsolutePath().getParent();
            if (parent != null) {
                Files.createDirectories(parent);
            }
            return Files.newBufferedWriter(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new ParameterException(spec.commandLine(), "cannot write --out " + file + ": " + reason(e));
        }
    }

    private static String reason(IOException e) {
        return switch (e) {
            case java.nio.file.AccessDeniedException a -> "permission denied";
            case java.nio.file.NoSuchFileException n -> "no such folder";
            case java.nio.file.FileAlreadyExistsException x -> "a file is in the way: " + x.getFile();
            case java.nio.file.FileSystemException f when f.getReason() != null -> f.getReason();
            case java.nio.file.FileSystemException f -> f.getClass().getSimpleName().replace("Exception", "");
            default -> e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
        };
    }

    /** Standard output stays open after the command. */
    private static final class NonClosingWriter extends java.io.FilterWriter {
        NonClosingWriter(Writer out) {
            super(out);
        }

        @Override
        public void close() throws IOException {
            flush();
        }
    }

    /** Checks every argument and builds the simulator; a bad one is a one-line error. */
    private Simulator simulator() {
        if (matches < 1) {
            throw new ParameterException(spec.commandLine(), "--matches must be at least 1, not " + matches);
        }
        try {
            GameRegistry registry = GameRegistry.standard();
            // --game takes what /scopone, /rovescino ... take: a command and the options it presets.
            GameRegistry.Opening opening = registry.opening(game).orElseThrow(() -> new ParameterException(
                    spec.commandLine(), "unknown game '" + game + "' (games: " + String.join(", ", new GameIds()) + ")"));
            GameEntry entry = opening.entry();
            Game g = entry.game();
            Map<String, String> raw = new LinkedHashMap<>(opening.command().preset());
            raw.putAll(parseOptions());
            Options resolved = g.resolveOptions(raw);
            g.seats(resolved).check(game, players);
            return new Simulator(g, entry.ai(), resolved, levels());
        } catch (SetupException e) {
            throw new ParameterException(spec.commandLine(), e.getMessage());
        }
    }

    private Map<String, String> parseOptions() {
        Map<String, String> raw = new LinkedHashMap<>();
        for (String option : options) {
            int eq = option.indexOf('=');
            if (eq <= 0) {
                throw new ParameterException(spec.commandLine(),
                        "--option needs NAME=VALUE, not '" + option + "'");
            }
            raw.put(option.substring(0, eq).trim(), option.substring(eq + 1).trim());
        }
        return raw;
    }

    private List<Level> levels() {
        String[] parts = level.split(",");
        if (parts.length != 1 && parts.length != players) {
            throw new ParameterException(spec.commandLine(), "--level takes one level or one per player ("
                    + players + "), not " + parts.length);
        }
        List<Level> levels = new ArrayList<>();
        for (int s = 0; s < players; s++) {
            String text = parts[parts.length == 1 ? 0 : s];
            try {
                levels.add(Level.parse(text));
            } catch (IllegalArgumentException e) {
                throw new ParameterException(spec.commandLine(), e.getMessage());
            }
        }
        return levels;
    }
}
