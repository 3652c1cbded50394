package dev.mazziere.table;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mazziere.games.GameRegistry;
import dev.mazziere.table.flow.Arg;
import dev.mazziere.table.flow.Command;
import dev.mazziere.text.GameCommand;
import dev.mazziere.text.Lang;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

@DisplayName("The command menu, derived from the registry and the table's commands")
class CommandMenuTest {

    private final GameRegistry registry = GameRegistry.standard();

    /** Every command the bot has, as a menu in {@code lang} names it. */
    private List<String> everyCommand(Lang lang) {
        List<String> all = new ArrayList<>(registry.commands().stream().map(GameCommand::name).toList());
        for (Command c : Command.values()) {
            all.add(c.name(lang));
        }
        return all;
    }

    @ParameterizedTest(name = "in {0}")
    @EnumSource(Lang.class)
    @DisplayName("lists every registered command once, each with a description and understood as typed")
    void everyCommandOnce(Lang lang) {
        List<CommandMenu.Entry> menu = CommandMenu.of(lang, registry);

        assertThat(menu).extracting(CommandMenu.Entry::name).containsExactlyElementsOf(everyCommand(lang));
        assertThat(menu).allSatisfy(e -> {
            assertThat(e.name()).matches("[a-z0-9_]{1,32}");
            assertThat(e.description()).isNotBlank().hasSizeLessThanOrEqualTo(100).doesNotContain("{0}");
            assertThat(registry.opening(e.name()).isPresent() || Command.find(e.name()).isPresent())
                    .as("/%s is understood", e.name()).isTrue();
        });
    }

    @Test
    @DisplayName("the menus of the two languages name the same commands in the same order")
    void sameOrder() {
        List<CommandMenu.Entry> en = CommandMenu.of(Lang.EN, registry);
        List<CommandMenu.Entry> it = CommandMenu.of(Lang.IT, registry);

        assertThat(it).hasSameSizeAs(en);
        for (int i = 0; i < en.size(); i++) {
            String english = en.get(i).name();
            String italian = it.get(i).name();
            assertThat(registry.opening(italian).map(o -> o.command().name())
                    .or(() -> Command.find(italian).map(c -> c.name(Lang.EN))))
                    .as("entry %d", i).contains(english);
            assertThat(it.get(i).args()).hasSameSizeAs(en.get(i).args());
        }
    }

    @Test
    @DisplayName("arguments with a closed set of values offer them, labelled in the menu's language")
    void choices() {
        CommandMenu.Entry bot = CommandMenu.of(Lang.IT, registry).stream().filter(e -> e.name().equals("bot"))
                .findFirst().orElseThrow();

        assertThat(bot.args()).singleElement().satisfies(a -> {
            assertThat(a.name()).isEqualTo("livello");
            assertThat(a.required()).isFalse();
            assertThat(a.choices()).extracting(Arg.Choice::value).containsExactly("easy", "medium", "hard");
            assertThat(a.choices()).extracting(Arg.Choice::label).containsExactly("facile", "medio", "difficile");
        });
    }

    @Test
    @DisplayName("/help names every command in the chat's language, with its arguments")
    void help() {
        TestChat chat = new TestChat(1, Duration.ZERO).locale("bea", Locale.ITALIAN);

        chat.say("anna", "/help");
        String english = chat.lastChat();
        chat.say("anna", "/lang it");
        chat.say("bea", "/aiuto");
        String italian = chat.lastChat();

        assertThat(english).contains("/addbot [easy|medium|hard] — Add a computer player")
                .contains("/option name value — ").contains("Italian works too: /entra");
        assertThat(italian).contains("/bot [facile|medio|difficile] — ").contains("/opzione nome valore — ")
                .contains("Valgono anche i nomi inglesi: /join");
        for (String name : everyCommand(Lang.EN)) {
            assertThat(english).contains("/" + name + " ");
        }
        for (String name : everyCommand(Lang.IT)) {
            assertThat(italian).contains("/" + name + " ");
        }
    }
}
