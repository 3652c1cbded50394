package dev.mazziere.game;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mazziere.games.GameEntry;
import dev.mazziere.games.GameRegistry;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Keeps {@code docs/rules.md} in step with the games' options: each game's section ("## "
 * heading naming the game's id; where two headings name it, the one that is the id alone)
 * holds an option table (header {@code | option | values |
 * default |}) with one row per option, listing in backticks exactly the values the option
 * takes and its default, on/off for a flag as the lobby shows it.
 */
@DisplayName("docs/rules.md documents every game option")
final class RulesDocTest {

    /** Tests run in the module's directory; the document is at the repository's root. */
    private static final Path DOC = Path.of("..", "docs", "rules.md");

    /** The games the bot runs: a game's line in the registry is what makes this check its section. */
    private static final List<Game> GAMES = GameRegistry.standard().all().stream().map(GameEntry::game).toList();

    private static final Pattern QUOTED = Pattern.compile("`([^`]+)`");

    @Test
    @DisplayName("every option of every game is in docs/rules.md with exactly its values and its default")
    void everyOptionIsDocumented() throws IOException {
        // given
        String doc = Files.readString(DOC);

        // when
        List<String> problems = problems(doc, GAMES);

        // then
        assertThat(problems).isEmpty();
    }

    @Test
    @DisplayName("a document whose tables say what the code says passes the check")
    void aFaithfulDocumentPasses() {
        assertThat(problems(documentOf(GAMES), GAMES)).isEmpty();
    }

    @Test
    @DisplayName("an option missing from its game's table is reported by game and name")
    void aMissingOptionIsReported() {
        String doc = documentOf(GAMES).replaceAll("(?m)^\\| `napola` \\|.*\\n", "");

        assertThat(problems(doc, GAMES)).singleElement().asString().contains("scopa", "napola", "not documented");
    }

    @Test
    @DisplayName("a wrong default is reported with the default the code has")
    void aWrongDefaultIsReported() {
        String doc = documentOf(GAMES).replace("| `limit` | `21`, `31`, `41`, `51`, `101` | `31` |",
                "| `limit` | `21`, `31`, `41`, `51`, `101` | `21` |");

        assertThat(problems(doc, GAMES)).singleElement().asString().contains("traversone", "limit", "31");
    }

    @Test
    @DisplayName("a value the code does not take, or one left out, is reported")
    void wrongValuesAreReported() {
        String extra = documentOf(GAMES).replace("| `misereValue` | `3`, `4` |", "| `misereValue` | `3`, `4`, `5` |");
        String missing = documentOf(GAMES).replace("| `misereValue` | `3`, `4` |", "| `misereValue` | `3` |");

        assertThat(problems(extra, GAMES)).singleElement().asString().contains("napoleone", "misereValue");
        assertThat(problems(missing, GAMES)).singleElement().asString().contains("napoleone", "misereValue");
    }

    @Test
    @DisplayName("an option the game does not have, and a game without a section, are reported")
    void strayOptionsAndMissingGamesAreReported() {
        String stray = documentOf(GAMES).replace("| `reentry` |", "| `jokers` | `2`, `4` | `2` | gone |\n| `reentry` |");
        String noRamino = documentOf(GAMES.stream().filter(g -> !g.id().equals("ramino")).toList());

        assertThat(problems(stray, GAMES)).singleElement().asString().contains("ramino", "jokers");
        assertThat(problems(noRamino, GAMES)).singleElement().asString().contains("ramino", "section");
    }

    @Test
    @DisplayName("a heading naming two games (Briscola chiamata) is the second's: the first keeps the heading that is its name alone")
    void aHeadingNamingTwoGames() {
        String doc = documentOf(GAMES).replace("## chiamata\n", "## Briscola chiamata (`/chiamata`)\n");

        assertThat(problems(doc, GAMES)).isEmpty();
    }

    // ---- the check

    /** What the document gets wrong about these games' options; empty when nothing. */
    static List<String> problems(String doc, List<Game> games) {
        Map<String, String> sections = sections(doc);
        List<String> problems = new ArrayList<>();
        for (Game game : games) {
            List<String> own = sections.keySet().stream()
                    .filter(h -> h.toLowerCase(Locale.ROOT).contains(game.id())).toList();
            if (own.size() > 1) {
                // "## Briscola chiamata" names briscola too: a heading that is the game's name alone is its own.
                List<String> exact = own.stream().filter(h -> h.equalsIgnoreCase("## " + game.id())).toList();
                own = exact.isEmpty() ? own : exact;
            }
            if (own.size() != 1) {
                problems.add(game.id() + ": expected one section whose heading names it, found " + own);
                continue;
            }
            Map<String, List<String>> rows = new LinkedHashMap<>();
            for (List<String> row : optionRows(sections.get(own.get(0)))) {
                if (rows.put(row.get(0), row) != null) {
                    problems.add(game.id() + ": option " + row.get(0) + " is documented twice");
                }
            }
            for (OptionSpec spec : game.options()) {
                List<String> row = rows.remove("`" + spec.name() + "`");
                if (row == null) {
                    problems.add(game.id() + ": option " + spec.name() + " is not documented");
                    continue;
                }
                List<String> values = spec.allowed().stream().map(RulesDocTest::shown).toList();
                if (!new HashSet<>(quoted(row.get(1))).equals(new HashSet<>(values))
                        || quoted(row.get(1)).size() != values.size()) {
                    problems.add(game.id() + ": option " + spec.name() + " takes " + values
                            + " but the document says " + quoted(row.get(1)));
                }
                if (!quoted(row.get(2)).equals(List.of(shown(spec.defaultValue())))) {
                    problems.add(game.id() + ": option " + spec.name() + " defaults to "
                            + shown(spec.defaultValue()) + " but the document says " + quoted(row.get(2)));
                }
            }
            for (String stray : rows.keySet()) {
                problems.add(game.id() + ": the document has option " + stray + ", which the game does not");
            }
        }
        return problems;
    }

    /** The body of each "## " section, by its heading line. */
    private static Map<String, String> sections(String doc) {
        Map<String, String> sections = new LinkedHashMap<>();
        String heading = "";
        StringBuilder body = new StringBuilder();
        for (String line : doc.split("\n", -1)) {
            if (line.startsWith("## ")) {
                sections.put(heading, body.toString());
                heading = line;
                body.setLength(0);
            } else {
                body.append(line).append('\n');
            }
        }
        sections.put(heading, body.toString());
        return sections;
    }

    /** The cells of every row of the option tables in a section (option, values, default, ...). */
    private static List<List<String>> optionRows(String section) {
        List<List<String>> rows = new ArrayList<>();
        boolean inTable = false;
        for (String line : section.split("\n")) {
            List<String> cells = cells(line);
            if (cells.size() >= 3 && cells.subList(0, 3).equals(List.of("option", "values", "default"))) {
                inTable = true;
            } else if (!line.startsWith("|")) {
                inTable = false;
            } else if (inTable && !cells.get(0).startsWith("---")) {
                rows.add(cells);
            }
        }
        return rows;
    }

    private static List<String> cells(String line) {
        if (!line.startsWith("|")) {
            return List.of();
        }
        String inner = line.substring(1, line.endsWith("|") ? line.length() - 1 : line.length());
        return Arrays.stream(inner.split("\\|", -1)).map(String::trim).toList();
    }

    private static List<String> quoted(String cell) {
        List<String> out = new ArrayList<>();
        Matcher m = QUOTED.matcher(cell);
        while (m.find()) {
            out.add(m.group(1));
        }
        return out;
    }

    /** A value as the lobby shows it: on/off for a flag. */
    private static String shown(Object value) {
        return value instanceof Boolean b ? (b ? "on" : "off") : String.valueOf(value);
    }

    /** A document saying exactly what the code says, one section and table per game. */
    private static String documentOf(List<Game> games) {
        StringBuilder doc = new StringBuilder("# Rules\n\n## Common to all games\n\n");
        for (Game game : games) {
            doc.append("## ").append(game.id()).append("\n\n| option | values | default | what it does |\n|---|---|---|---|\n");
            for (OptionSpec spec : game.options()) {
                String values = spec.allowed().stream().map(v -> "`" + shown(v) + "`").collect(Collectors.joining(", "));
                doc.append("| `").append(spec.name()).append("` | ").append(values)
                        .append(" | `").append(shown(spec.defaultValue())).append("` | ... |\n");
            }
            doc.append('\n');
        }
        return doc.toString();
    }
}
