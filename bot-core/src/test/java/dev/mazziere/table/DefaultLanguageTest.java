package dev.mazziere.table;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.mazziere.games.GameRegistry;
import dev.mazziere.table.flow.TableConfig;
import dev.mazziere.text.Lang;
import java.time.Duration;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

@DisplayName("MAZZIERE_LANG: the language of chats that have not chosen one")
class DefaultLanguageTest {

    private static TestChat speaking(Lang lang) {
        return new TestChat(42, Duration.ZERO, null, GameRegistry.standard(), c -> c.withLang(lang));
    }

    @Test
    @DisplayName("it, en (or their names) are read from the environment; unset is none; anything else is named")
    void fromTheEnvironment() {
        assertThat(TableConfig.lang(Map.of("MAZZIERE_LANG", "it"))).contains(Lang.IT);
        assertThat(TableConfig.lang(Map.of("MAZZIERE_LANG", " English "))).contains(Lang.EN);
        assertThat(TableConfig.lang(Map.of())).isEmpty();
        assertThat(TableConfig.lang(Map.of("MAZZIERE_LANG", " "))).isEmpty();
        assertThatThrownBy(() -> TableConfig.lang(Map.of("MAZZIERE_LANG", "it_IT.UTF-8")))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("MAZZIERE_LANG must be it or en, not 'it_IT.UTF-8'");
    }

    @Test
    @DisplayName("set to Italian, a chat of English phones is answered in Italian")
    void italianByDefault() {
        TestChat chat = speaking(Lang.IT).locale("anna", Locale.ENGLISH);

        chat.say("anna", "/scopa");

        assertThat(chat.lastChat()).startsWith("🃏 Scopa — tavolo aperto da anna");
    }

    @Test
    @DisplayName("a chat's own /lang still wins over it")
    void chatChoiceWins() {
        TestChat chat = speaking(Lang.IT);

        chat.say("anna", "/lang en");
        chat.say("anna", "/scopa");

        assertThat(chat.lastChat()).startsWith("🃏 Scopa — table opened by anna");
    }

    @Test
    @DisplayName("unset, each user's platform language decides, as before")
    void unsetFollowsTheUser() {
        TestChat chat = new TestChat(42, Duration.ZERO).locale("anna", Locale.ITALIAN);

        chat.say("anna", "/scopa");

        assertThat(chat.lastChat()).startsWith("🃏 Scopa — tavolo aperto da anna");
    }
}
