package dev.mazziere.app;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mazziere.chat.PlatformLimits;
import dev.mazziere.discord.DiscordChat;
import dev.mazziere.telegram.TelegramBot;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The core's tests fit messages to the limits each adapter declares for its platform, not to a copy of their own. */
class PlatformLimitsTest {

    @Test
    @DisplayName("the core's tests use Telegram's limits as telegram-adapter declares them")
    void telegram() {
        assertThat(PlatformLimits.TELEGRAM).isEqualTo(TelegramBot.CAPABILITIES);
    }

    @Test
    @DisplayName("the core's tests use Discord's limits as discord-adapter declares them")
    void discord() {
        assertThat(PlatformLimits.DISCORD).isEqualTo(DiscordChat.CAPABILITIES);
    }
}
