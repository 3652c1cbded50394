package dev.mazziere.discord;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mazziere.chat.ChatEvent;
import dev.mazziere.chat.ChatHandler;
import dev.mazziere.games.GameRegistry;
import dev.mazziere.table.BotCore;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import net.dv8tion.jda.api.utils.data.DataArray;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** The slash commands Discord shows are made of the games the application runs, not of a list the adapter keeps. */
@DisplayName("The Discord slash commands")
@Timeout(60)
class DiscordMenuTest {

    private FakeDiscord discord;
    private DiscordBot bot;

    @AfterEach
    void stop() {
        if (bot != null) {
            bot.close();
        }
        if (discord != null) {
            discord.close();
        }
    }

    @Test
    @DisplayName("register the games of the registry the application hands over, and no other")
    void fromTheAppsRegistry() throws Exception {
        GameRegistry onlyScopa = new GameRegistry(List.of(GameRegistry.standard().get("scopa")));
        discord = new FakeDiscord();
        bot = DiscordBot.start(discord.config(DiscordConfig.Hands.EPHEMERAL), new BotCore(onlyScopa,
                port -> new ChatHandler() {
                    @Override
                    public void handle(ChatEvent event) {
                    }
                }), Clock.systemUTC());

        List<FakeDiscord.Call> registered = discord.calls("PUT", "/applications/\\d+(/guilds/\\d+)?/commands");
        assertThat(registered).as("the commands registered once").hasSize(1);
        DataArray commands = registered.get(0).body().getArray("array");
        List<String> names = new ArrayList<>();
        for (int i = 0; i < commands.length(); i++) {
            names.add(commands.getObject(i).getString("name"));
        }
        assertThat(names).contains("scopa", "scopone", "help").doesNotContain("ramino", "napoleone", "traversone");
    }
}
