package dev.mazziere.table;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The table layer's three rooms keep their dependencies one way: a table's flow (its
 * facade, its parts, its state, the {@link Step}s it returns) decides on the table's state
 * and knows nothing of the store: no {@code dev.mazziere.store} type, none of the record's
 * classes ({@link Persisted}, {@link TableRows}, {@link TableSaver} ...), and none of the
 * classes that run events and carry the steps out. Every class of the package is the flow's
 * unless it is named below as one of the two other rooms', so a new class starts in the flow.
 */
@DisplayName("A table's flow imports nothing of the store")
class FlowKnowsNoStoreTest {

    /** Tests run in the module's directory. */
    private static final Path SOURCES = Path.of("src", "main", "java", "dev", "mazziere", "table");

    /** Events in: a chat event becomes work on one table, under its chat's lock, once; the steps carried out. */
    static final Set<String> EVENTS_IN = Set.of("Tables", "BotCore", "ChatSerializer", "ChatLocks", "SeenEvents",
            "EventMark", "EventRouter", "ChatCommands", "ChatRecords", "PrivateChat", "Rematches", "PastReviews",
            "StepRunner", "StartupRedraws", "Watchers");
    /** The table's record: one mapping between state and rows, loaded and written in one place. */
    static final Set<String> RECORD = Set.of("TableRows", "TableRepository", "TableSaver", "WriteBehind", "Persisted",
            "Records", "RowPrint", "Seated");

    @Test
    @DisplayName("no class of the flow names the store, the record or the events' classes")
    void theFlowKnowsNoStore() throws IOException {
        assertThat(problems(sources())).isEmpty();
    }

    @Test
    @DisplayName("a flow class that imports the store, or saves itself, is reported")
    void aViolationIsReported() {
        Map<String, String> sources = new TreeMap<>();
        sources.put("Lobby", "package dev.mazziere.table;\nimport dev.mazziere.store.Store;\nfinal class Lobby {}\n");
        sources.put("TurnLoop", "final class TurnLoop { void f(TableSaver s) { } }\n");
        sources.put("TableRepository", "import dev.mazziere.store.Store;\nfinal class TableRepository {}\n");

        assertThat(problems(sources)).containsExactly("Lobby names dev.mazziere.store",
                "TurnLoop names TableSaver");
    }

    /** The package's sources by class name. */
    private static Map<String, String> sources() throws IOException {
        Map<String, String> out = new TreeMap<>();
        try (Stream<Path> files = Files.list(SOURCES)) {
            for (Path f : files.filter(p -> p.toString().endsWith(".java")).toList()) {
                String name = f.getFileName().toString().replace(".java", "");
                out.put(name, Files.readString(f));
            }
        }
        assertThat(out).as("the table package's sources").containsKeys("Table", "Lobby", "TurnLoop");
        return out;
    }

    /** What the flow's classes among {@code sources} name that they may not. */
    static List<String> problems(Map<String, String> sources) {
        List<String> banned = new ArrayList<>();
        banned.addAll(EVENTS_IN);
        banned.addAll(RECORD);
        List<String> out = new ArrayList<>();
        sources.forEach((name, source) -> {
            if (EVENTS_IN.contains(name) || RECORD.contains(name) || name.equals("package-info")) {
                return;
            }
            String code = withoutComments(source);
            if (code.contains("dev.mazziere.store")) {
                out.add(name + " names dev.mazziere.store");
            }
            for (String other : banned) {
                if (Pattern.compile("\\b" + other + "\\b").matcher(code).find()) {
                    out.add(name + " names " + other);
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
