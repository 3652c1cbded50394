package dev.mazziere.text;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mazziere.games.GameEntry;
import dev.mazziere.games.GameRegistry;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Words as players read them: a number agrees with its noun in both languages, and one
 * Italian word stands for one thing in every game.
 */
@DisplayName("Words: plurals that agree, one Italian word per thing")
class WordsTest {

    private final Texts en = Texts.core(Lang.EN);
    private final Texts it = Texts.core(Lang.IT);

    @ParameterizedTest(name = "{0} in {1}: {2}")
    @CsvSource({
            "stats.played, 1, 1 giocata", "stats.played, 2, 2 giocate", "stats.played, 0, 0 giocate",
            "stats.won, 1, 1 vinta", "stats.points, 1, 1 punto", "stats.points, 13, 13 punti"})
    @DisplayName("an Italian count agrees with its number")
    void italianCounts(String key, int n, String shown) {
        assertThat(it.count(key, n)).isEqualTo(shown);
    }

    @Test
    @DisplayName("an English count agrees with its number; a key with no singular is used as it is")
    void englishCounts() {
        assertThat(en.count("stats.points", 1)).isEqualTo("1 pt");
        assertThat(en.count("stats.points", 2)).isEqualTo("2 pts");
        assertThat(en.count("stats.played", 1)).isEqualTo("1 played");
        assertThat(en.count("lobby.full", 1)).isEqualTo(en.get("lobby.full", 1));
    }

    @Test
    @DisplayName("1 scopa, 2 scope: in a hand's score and at the table, in both languages")
    void scope() {
        Texts scopa = it.bundle("dev.mazziere.games.scopa.scopa");
        assertThat(scopa.count("scope.count", 1)).isEqualTo("1 scopa");
        assertThat(scopa.count("scope.count", 2)).isEqualTo("2 scope");
        assertThat(en.bundle("dev.mazziere.games.scopa.scopa").count("scope.count", 1)).isEqualTo("1 scopa");
    }

    @Test
    @DisplayName("Ramino's hand says 1 point, not 1 points")
    void raminoPoints() {
        Texts ramino = en.bundle("dev.mazziere.games.ramino.ramino");
        assertThat(ramino.count("points", 1)).isEqualTo("1 point");
        assertThat(it.bundle("dev.mazziere.games.ramino.ramino").count("points", 1)).isEqualTo("1 punto");
    }

    /** Every Italian text of the core and of each game, with where it comes from. */
    private static List<String> italianTexts() {
        List<String> bases = new ArrayList<>(List.of("dev/mazziere/text/messages", "dev/mazziere/text/commands",
                "dev/mazziere/picture/picture"));
        for (GameEntry game : GameRegistry.standard().all()) {
            bases.add("dev/mazziere/games/" + game.id() + "/" + game.id());
            bases.add("dev/mazziere/games/" + game.id() + "/picture");
        }
        List<String> texts = new ArrayList<>();
        for (String base : bases) {
            Properties p = new Properties();
            try (InputStream in = WordsTest.class.getClassLoader().getResourceAsStream(base + "_it.properties")) {
                assertThat(in).as(base).isNotNull();
                p.load(new InputStreamReader(in, StandardCharsets.UTF_8));
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            p.forEach((k, v) -> texts.add(base + ":" + k + "=" + v));
        }
        return texts;
    }

    @Test
    @DisplayName("Italian: cards in hand are 'carte', a trick a 'presa', a deal a 'smazzata', the dealer the 'mazziere'")
    void oneItalianWordPerThing() {
        List<String> texts = italianTexts();

        assertThat(texts).hasSizeGreaterThan(200)
                .noneMatch(t -> t.contains("La tua mano") || t.contains("nella tua mano") || t.contains("mano vecchia"))
                .noneMatch(t -> t.contains("Ultima mano") || t.contains("prima mano") || t.contains("prende la mano"))
                .noneMatch(t -> t.matches(".*\\(mano \\{1\\} di.*") || t.matches(".*=mano \\{0\\} di.*"))
                .noneMatch(t -> t.contains("ha dato"))
                .noneMatch(t -> t.contains("sfidant"));
    }

    @Test
    @DisplayName("Italian answers speak to one player, with no gendered forms")
    void neutralItalian() {
        assertThat(italianTexts()).noneMatch(t -> t.contains("Sei già seduto") || t.contains("Non sei seduto")
                || t.contains("Bentornato") || t.contains("riprovate") || t.contains("Scusate"));
    }
}
