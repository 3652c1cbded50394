package dev.mazziere.text;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mazziere.games.GameRegistry;
import java.util.ArrayList;
import java.util.List;
import java.util.ResourceBundle;
import java.util.Set;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

@DisplayName("Localized texts")
class BundlesTest {

    private static Set<String> keys(String base, Lang lang) {
        ResourceBundle b = ResourceBundle.getBundle(base, lang == Lang.EN ? java.util.Locale.ROOT : lang.locale(),
                ResourceBundle.Control.getNoFallbackControl(ResourceBundle.Control.FORMAT_PROPERTIES));
        return b.keySet();
    }

    @ParameterizedTest(name = "{0} has the same keys in Italian and English")
    @MethodSource("bundles")
    @DisplayName("every text exists in both languages (an option's older names, alias.*, are words of one language)")
    void sameKeys(String base) {
        assertThat(texts(base, Lang.IT)).containsExactlyInAnyOrderElementsOf(texts(base, Lang.EN));
    }

    /**
     * The core's bundles, and each game's ({@code dev.mazziere.games.<id>.<id>}) and its
     * picture's ({@code dev.mazziere.games.<id>.picture}), for every game the registry runs.
     */
    static List<String> bundles() {
        List<String> out = new ArrayList<>(List.of(Texts.CORE, "dev.mazziere.text.commands", "dev.mazziere.picture.picture"));
        for (String id : GameRegistry.standard().ids()) {
            out.add("dev.mazziere.games." + id + "." + id);
            out.add("dev.mazziere.games." + id + ".picture");
        }
        return out;
    }

    private static Set<String> texts(String base, Lang lang) {
        return keys(base, lang).stream().filter(k -> !k.startsWith("alias.")).collect(java.util.stream.Collectors.toSet());
    }

    @Test
    @DisplayName("texts are read as UTF-8 and placeholders are filled, apostrophes kept")
    void utf8AndPlaceholders() {
        Texts it = Texts.core(Lang.IT);
        assertThat(it.get("table.exists", "Scopa")).startsWith("C'è già un tavolo di Scopa");
        assertThat(Texts.core(Lang.EN).get("press.notYourTurn", "anna")).isEqualTo("Not your turn: it is anna's.");
        assertThat(it.get("no.such.key")).isEqualTo("no.such.key");
    }

    @Test
    @DisplayName("Italian platform locales get Italian, every other locale English")
    void defaults() {
        assertThat(Lang.of(java.util.Locale.ITALY)).isEqualTo(Lang.IT);
        assertThat(Lang.of(java.util.Locale.GERMAN)).isEqualTo(Lang.EN);
        assertThat(Lang.of(null)).isEqualTo(Lang.EN);
    }
}
