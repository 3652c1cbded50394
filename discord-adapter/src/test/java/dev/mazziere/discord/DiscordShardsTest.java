package dev.mazziere.discord;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mazziere.store.Store;
import dev.mazziere.store.Stores;
import dev.mazziere.table.ExecutorScheduler;
import dev.mazziere.table.TableConfig;
import java.nio.file.Files;
import java.time.Clock;
import java.time.Duration;
import java.util.SplittableRandom;
import net.dv8tion.jda.api.utils.data.DataObject;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** DISCORD_SHARDS above 1: JDA's shard manager against FakeDiscord, one gateway session per shard. */
@Timeout(40)
class DiscordShardsTest {

    @Test
    @DisplayName("DISCORD_SHARDS=2 runs the shard manager: two sessions, commands registered, a table opens")
    void shardManager() throws Exception {
        DataObject anna = FakeDiscord.user("801", "Anna");
        try (FakeDiscord fake = new FakeDiscord(); ExecutorScheduler scheduler = new ExecutorScheduler();
             Store store = Stores.open("jdbc:sqlite:" + Files.createTempDirectory("discord").resolve("s.db"),
                     Clock.systemUTC())) {
            SplittableRandom seeds = new SplittableRandom(7);
            TableConfig tables = TableConfig.of(Clock.systemUTC(), scheduler, Duration.ZERO, seeds::nextLong);
            DiscordConfig base = fake.config(DiscordConfig.Hands.EPHEMERAL);
            DiscordConfig sharded = new DiscordConfig(base.token(), base.guildId(), base.hands(), 2, base.restBase(),
                    base.gateway());
            try (DiscordBot bot = DiscordBot.start(sharded, store, tables)) {
                assertThat(bot.shardCount()).isEqualTo(2);
                assertThat(fake.identifies.get()).as("start() returns once every shard is connected").isEqualTo(2);
                assertThat(fake.calls("PUT", "/applications/100/guilds/200/commands")).hasSize(1);

                long before = bot.interactionsFinished();
                fake.command(anna, "scopa");
                long deadline = System.nanoTime() + Duration.ofSeconds(10).toNanos();
                while (bot.interactionsFinished() <= before) {
                    assertThat(System.nanoTime()).as("command handled").isLessThan(deadline);
                    Thread.sleep(2);
                }
                assertThat(fake.messageWith("j:")).isNotNull();
                assertThat(bot.tables().table(new dev.mazziere.chat.ChatId(DiscordChat.PLATFORM,
                        FakeDiscord.CHANNEL))).isPresent();
            }
        }
    }
}
