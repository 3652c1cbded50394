package dev.mazziere.app.console;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mazziere.store.SqliteStore;
import dev.mazziere.store.Store;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The console table a test plays at: the console chat on a SQLite store in the test's
 * temporary folder, its output read back as text, and a scripted player who answers
 * each new prompt until the match is over.
 */
final class ConsoleTable {

    private static final Pattern JOIN = Pattern.compile("\\[(\\d+)] ✋ Join");
    private static final String MATCH_OVER = "🏁 Match over · 🏆";

    private final Path dir;
    private final ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    private final PrintStream out = new PrintStream(bytes, true, StandardCharsets.UTF_8);
    private ConsoleChat console;
    /** Where the console writes pictures; null: text alone, as most tests play (drawing costs time). */
    private Path pictures;
    private ConsolePictures writer;

    /** {@code dir}: the test's temporary folder, for the store and the files the console writes. */
    ConsoleTable(Path dir) {
        this.dir = dir;
    }

    /** The console writes the table's and the hands' pictures, to {@code pictures} in the test's folder. */
    ConsoleTable withPictures() {
        pictures = dir.resolve("pictures");
        return this;
    }

    /** Opens the console in English, its computer players seeded from 42; then the test types. */
    ConsoleTable open() {
        console = new ConsoleChat(out, ConsoleConfig.scripted(Locale.ENGLISH, 42), store(), files(), pictures);
        return this;
    }

    /** As {@link #open()}, keeping only {@code buttons} buttons pressable and {@code pictures} pictures in the folder. */
    ConsoleTable openBounded(int buttons, int pictures) {
        writer = this.pictures == null ? null : new ConsolePictures(this.pictures, pictures);
        console = new ConsoleChat(out, ConsoleConfig.scripted(Locale.ENGLISH, 42), store(), files(), writer, buttons);
        return this;
    }

    /** What writes the console's pictures, once {@link #openBounded} with pictures. */
    ConsolePictures writer() {
        return writer;
    }

    /** Runs the console on {@code script} as piped input, to its end. */
    void pipe(String script, Locale locale, long seed) {
        ConsoleChat.run(new ByteArrayInputStream(script.getBytes(StandardCharsets.UTF_8)), out,
                ConsoleConfig.scripted(locale, seed), store(), files(), pictures);
    }

    /** Runs the console on {@code script}, its own user shown as {@code name}. */
    void pipeAs(String name, String script, Locale locale, long seed) {
        ConsoleConfig scripted = ConsoleConfig.scripted(locale, seed);
        ConsoleChat.run(new ByteArrayInputStream(script.getBytes(StandardCharsets.UTF_8)), out,
                new ConsoleConfig(scripted.locale(), scripted.botPause(), scripted.seeds(), scripted.clock(),
                        scripted.scheduler(), name), store(), files(), pictures);
    }

    /** Types each line at the console, as the console's user or as {@code name> ...}. */
    void type(String... lines) {
        for (String line : lines) {
            console.handleLine(line);
        }
    }

    /** {@code user} presses the lobby's Join button. */
    void join(String user) {
        Matcher join = JOIN.matcher(output());
        assertThat(join.find()).as("a Join button").isTrue();
        type(user + "> #" + join.group(1));
    }

    /** Everything the console printed so far. */
    String output() {
        return bytes.toString(StandardCharsets.UTF_8);
    }

    /**
     * The table message as the console printed it last: at the end of a match, with the
     * last hand's breakdown and totals, then who won.
     */
    String finalTable() {
        return output().substring(output().lastIndexOf("[chat] (edit) 🃏"));
    }

    /**
     * Answers the newest prompt printed since the last answer with what {@code answer}
     * types, until the match is over or {@code most} answers were typed. Prompts are
     * private messages with buttons; {@code withEdits}: redrawn ones count too.
     */
    Played playToTheEnd(int most, boolean withEdits, Function<ConsolePrompts.Prompt, String> answer) {
        List<ConsolePrompts.Prompt> prompts = new ArrayList<>();
        List<String> typed = new ArrayList<>();
        int mark = 0;
        while (typed.size() < most) {
            String fresh = output().substring(mark);
            if (fresh.contains(MATCH_OVER)) {
                break;
            }
            ConsolePrompts.Prompt prompt = ConsolePrompts.last(fresh, withEdits);
            assertThat(prompt).as("a prompt in: %s", fresh).isNotNull();
            mark = output().length();
            String line = answer.apply(prompt);
            type(line);
            prompts.add(prompt);
            typed.add(line);
        }
        return new Played(prompts, typed);
    }

    /** The prompts answered in order, and what was typed for each. */
    record Played(List<ConsolePrompts.Prompt> prompts, List<String> typed) {

        int presses() {
            return typed.size();
        }
    }

    private Store store() {
        return SqliteStore.open(dir.resolve("console.db"), Clock.systemUTC());
    }

    private Path files() {
        return dir.resolve("files");
    }
}
