package dev.mazziere.discord;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.mazziere.games.GameRegistry;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import net.dv8tion.jda.api.interactions.DiscordLocale;
import net.dv8tion.jda.api.interactions.commands.build.Commands;
import net.dv8tion.jda.api.interactions.commands.build.SlashCommandData;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class DiscordConfigTest {

    @Test
    @DisplayName("the environment gives token, server, hands and shards; no token means no Discord")
    void fromEnvironment() {
        assertThat(DiscordConfig.fromEnv(Map.of())).isNull();
        DiscordConfig c = DiscordConfig.fromEnv(Map.of("DISCORD_BOT_TOKEN", "abc.def", "DISCORD_GUILD_ID", "42",
                "DISCORD_HANDS", "DM", "DISCORD_SHARDS", "3"));
        assertThat(c.guildId()).isEqualTo("42");
        assertThat(c.hands()).isEqualTo(DiscordConfig.Hands.DM);
        assertThat(c.shards()).isEqualTo(3);
        assertThat(c.toString()).doesNotContain("abc.def");
        assertThat(DiscordConfig.fromEnv(Map.of("DISCORD_BOT_TOKEN", "t")).hands())
                .isEqualTo(DiscordConfig.Hands.EPHEMERAL);
        assertThatThrownBy(() -> DiscordConfig.fromEnv(Map.of("DISCORD_BOT_TOKEN", "secret", "DISCORD_HANDS", "x")))
                .hasMessageNotContaining("secret").hasMessageContaining("DISCORD_HANDS");
    }

    @Test
    @DisplayName("tables get threads archived an hour after their match, unless DISCORD_THREADS says how long or off")
    void threads() {
        assertThat(DiscordConfig.fromEnv(Map.of("DISCORD_BOT_TOKEN", "t")).threads()).isEqualTo(Duration.ofHours(1));
        assertThat(DiscordConfig.fromEnv(Map.of("DISCORD_BOT_TOKEN", "t", "DISCORD_THREADS", "30m")).threads())
                .isEqualTo(Duration.ofMinutes(30));
        assertThat(DiscordConfig.fromEnv(Map.of("DISCORD_BOT_TOKEN", "t", "DISCORD_THREADS", "2d")).threads())
                .isEqualTo(Duration.ofDays(2));
        assertThat(DiscordConfig.fromEnv(Map.of("DISCORD_BOT_TOKEN", "t", "DISCORD_THREADS", "0")).threads())
                .isEqualTo(Duration.ZERO);
        assertThat(DiscordConfig.fromEnv(Map.of("DISCORD_BOT_TOKEN", "t", "DISCORD_THREADS", "off")).threads()).isNull();
        assertThatThrownBy(() -> DiscordConfig.fromEnv(Map.of("DISCORD_BOT_TOKEN", "t", "DISCORD_THREADS", "soon")))
                .hasMessageContaining("DISCORD_THREADS");
    }

    @Test
    @DisplayName("every command is a slash command with Italian name and description, closed sets as choices")
    void slashCommands() {
        var all = SlashCommands.all(GameRegistry.standard());
        List<String> games = GameRegistry.standard().commands().stream().map(dev.mazziere.text.GameCommand::name)
                .toList();
        assertThat(games).contains("scopa", "scopone", "traversone", "rovescino", "napoleone", "ramino");
        List<String> english = new java.util.ArrayList<>(games);
        List<String> italian = new java.util.ArrayList<>(games);
        for (dev.mazziere.table.flow.Command c : dev.mazziere.table.flow.Command.values()) {
            english.add(c.name(dev.mazziere.text.Lang.EN));
            italian.add(c.name(dev.mazziere.text.Lang.IT));
        }
        assertThat(all).extracting(SlashCommandData::getName).as("every command, once, in English")
                .containsExactlyElementsOf(english);
        assertThat(all).as("Discord registers at most %d slash commands", Commands.MAX_SLASH_COMMANDS)
                .hasSizeLessThanOrEqualTo(Commands.MAX_SLASH_COMMANDS);
        SlashCommandData remove = all.stream().filter(c -> c.getName().equals("remove")).findFirst().orElseThrow();
        assertThat(remove.getNameLocalizations().get(DiscordLocale.ITALIAN)).isEqualTo("togli");
        assertThat(remove.getOptions()).singleElement().satisfies(o -> assertThat(o.isRequired()).isTrue());
        assertThat(all).filteredOn(c -> c.getName().equals("skip")).singleElement()
                .satisfies(c -> assertThat(c.getNameLocalizations().get(DiscordLocale.ITALIAN)).isEqualTo("salta"));
        assertThat(all).extracting(c -> c.getNameLocalizations().toMap().getOrDefault(DiscordLocale.ITALIAN, c.getName()))
                .as("every command, once, in Italian").containsExactlyElementsOf(italian);
        SlashCommandData join = all.stream().filter(c -> c.getName().equals("join")).findFirst().orElseThrow();
        assertThat(join.getNameLocalizations().get(DiscordLocale.ITALIAN)).isEqualTo("entra");
        assertThat(join.getDescriptionLocalizations().get(DiscordLocale.ITALIAN)).isNotBlank();
        SlashCommandData nudge = all.stream().filter(c -> c.getName().equals("nudge")).findFirst().orElseThrow();
        assertThat(nudge.getNameLocalizations().get(DiscordLocale.ITALIAN)).isEqualTo("sollecita");
        assertThat(nudge.getDescription()).startsWith("Remind the player whose turn it is");
        assertThat(all).allSatisfy(c -> assertThat(c.getDescription()).doesNotMatch("[a-z.]+"));
        SlashCommandData addbot = all.stream().filter(c -> c.getName().equals("addbot")).findFirst().orElseThrow();
        assertThat(addbot.getOptions().get(0).getChoices()).extracting(ch -> ch.getAsString())
                .containsExactly("easy", "medium", "hard");
        SlashCommandData option = all.stream().filter(c -> c.getName().equals("option")).findFirst().orElseThrow();
        assertThat(option.getOptions().get(0).isAutoComplete()).as("more option names than Discord lists").isTrue();
    }

    @Test
    @DisplayName("an option's name is suggested as it is typed, in either language, those starting with it first")
    void optionNamesSuggested() {
        var registry = GameRegistry.standard();
        assertThat(SlashCommands.suggestions(registry, "option", "name", "tur", DiscordLocale.ENGLISH_US))
                .extracting(net.dv8tion.jda.api.interactions.commands.Command.Choice::getAsString)
                .first().isEqualTo("turnTimeout");
        assertThat(SlashCommands.suggestions(registry, "option", "name", "obiett", DiscordLocale.ITALIAN))
                .extracting(net.dv8tion.jda.api.interactions.commands.Command.Choice::getAsString).contains("target");
        assertThat(SlashCommands.suggestions(registry, "option", "name", "", DiscordLocale.ENGLISH_US))
                .hasSize(net.dv8tion.jda.api.interactions.commands.build.OptionData.MAX_CHOICES);
        assertThat(SlashCommands.suggestions(registry, "option", "name", "zzz", DiscordLocale.ENGLISH_US)).isEmpty();
    }
}
