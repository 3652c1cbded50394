package dev.mazziere.discord;

import static dev.mazziere.discord.DiscordHarness.ANNA;
import static dev.mazziere.discord.DiscordHarness.CHAT;
import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;

/** DISCORD_SHARDS above 1: JDA's shard manager against FakeDiscord, one gateway session per shard. */
@Timeout(40)
class DiscordShardsTest {

    @RegisterExtension
    final DiscordHarness discord = DiscordHarness.realTime();

    @Test
    @DisplayName("DISCORD_SHARDS=2 runs the shard manager: two sessions, commands registered, a table opens")
    void shardManager() throws Exception {
        FakeDiscord fake = discord.start(DiscordConfig.Hands.EPHEMERAL, 2);
        DiscordBot bot = discord.bot();
        assertThat(bot.shardCount()).isEqualTo(2);
        assertThat(fake.identifies.get()).as("start() returns once every shard is connected").isEqualTo(2);
        assertThat(fake.calls("PUT", "/applications/100/guilds/200/commands")).hasSize(1);

        discord.command(ANNA, "scopa");
        assertThat(fake.messageWith("j:")).isNotNull();
        assertThat(discord.tables().table(CHAT)).isPresent();
    }
}
