package dev.mazziere.table.flow;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The table layer's three rooms keep their dependencies one way, package by package: events
 * in ({@code dev.mazziere.table}) use the flow and the record; the record
 * ({@code dev.mazziere.table.record}) maps the flow's state to the store; the flow
 * ({@code dev.mazziere.table.flow}) decides on a table's state and names nothing of the store,
 * the record or the events. A class added to a package is checked by being there.
 */
@DisplayName("A table's flow imports nothing of the store")
class FlowKnowsNoStoreTest {

    /** Tests run in the module's directory. */
    private static final Path TABLE = Path.of("src", "main", "java", "dev", "mazziere", "table");

    /** What a flow class may not name: the store, the record, or a class of the events' package. */
    private static final Pattern NOT_FOR_THE_FLOW =
            Pattern.compile("dev\\.mazziere\\.(store|table\\.record|table\\.(?!flow\\b)\\w+)");
    /** What a record class may not name: a class of the events' package. */
    private static final Pattern NOT_FOR_THE_RECORD =
            Pattern.compile("dev\\.mazziere\\.(table\\.(?!flow\\b|record\\b)\\w+)");

    @Test
    @DisplayName("no class of the flow names the store, the record or the events' package")
    void theFlowKnowsNoStore() throws IOException {
        Map<String, String> flow = sources("flow");
        assertThat(flow).as("the flow's sources").containsKeys("Table", "Lobby", "TurnLoop", "TableState");
        assertThat(problems(flow, NOT_FOR_THE_FLOW)).isEmpty();
    }

    @Test
    @DisplayName("no class of the record names the events' package")
    void theRecordKnowsNoEvents() throws IOException {
        Map<String, String> record = sources("record");
        assertThat(record).as("the record's sources").containsKeys("TableRows", "TableRepository", "TableSaver");
        assertThat(problems(record, NOT_FOR_THE_RECORD)).isEmpty();
    }

    @Test
    @DisplayName("a flow class that imports the store, the record or the events is reported; the flow itself is not")
    void aViolationIsReported() {
        Map<String, String> sources = new TreeMap<>();
        sources.put("Lobby", "package dev.mazziere.table.flow;\nimport dev.mazziere.store.Store;\nfinal class Lobby {}\n");
        sources.put("TurnLoop", "package dev.mazziere.table.flow;\n"
                + "final class TurnLoop { void f(dev.mazziere.table.record.TableSaver s) { } }\n");
        sources.put("TurnClock", "package dev.mazziere.table.flow;\nimport dev.mazziere.table.*;\nfinal class TurnClock {}\n");
        sources.put("Table", "package dev.mazziere.table.flow;\nimport dev.mazziere.table.flow.Step;\n"
                + "/** Saved by {@link dev.mazziere.table.record.TableSaver}. */\nfinal class Table {}\n");

        assertThat(problems(sources, NOT_FOR_THE_FLOW)).containsExactly("Lobby names dev.mazziere.store",
                "TurnClock names dev.mazziere.table.*", "TurnLoop names dev.mazziere.table.record");
    }

    /** The sources of one package under {@code dev.mazziere.table}, by class name. */
    private static Map<String, String> sources(String pkg) throws IOException {
        Map<String, String> out = new TreeMap<>();
        try (Stream<Path> files = Files.list(TABLE.resolve(pkg))) {
            for (Path f : files.filter(p -> p.toString().endsWith(".java")).toList()) {
                out.put(f.getFileName().toString().replace(".java", ""), Files.readString(f));
            }
        }
        return out;
    }

    /** What the classes among {@code sources} name that {@code banned} forbids, one line each. */
    static List<String> problems(Map<String, String> sources, Pattern banned) {
        List<String> out = new ArrayList<>();
        sources.forEach((name, source) -> {
            Matcher m = banned.matcher(withoutComments(source).replace(".*", ".__ANY__"));
            while (m.find()) {
                String named = m.group().replace("__ANY__", "*");
                String line = name + " names " + named;
                if (!out.contains(line)) {
                    out.add(line);
                }
            }
        });
        return out;
    }

    /** The code without its comments: a Javadoc may name another room's class. */
    private static String withoutComments(String source) {
        return source.replaceAll("(?s)/\\*.*?\\*/", "").replaceAll("//[^\\n]*", "");
    }
}
