package dev.mazziere.telegram;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** What {@code TELEGRAM_BOT_TOKEN} may be. */
@DisplayName("Telegram's configuration")
class TelegramConfigTest {

    @Test
    @DisplayName("a token that is not digits:secret is refused before any call; the message does not hold it")
    void malformedToken() {
        for (String token : new String[] {"abc", "abc-Secret", "98765", ":Qx7", "123:Qx 7", "bot123:Qx7"}) {
            assertThatThrownBy(() -> TelegramConfig.fromEnv(Map.of(TelegramConfig.TOKEN, token)))
                    .as(token).isInstanceOf(IllegalArgumentException.class)
                    .hasMessageStartingWith("TELEGRAM_BOT_TOKEN is not a bot token")
                    .message().doesNotContain(token);
        }
    }

    @Test
    @DisplayName("BotFather's tokens pass, surrounding blanks trimmed")
    void wellFormedToken() {
        assertThat(TelegramConfig.fromEnv(Map.of(TelegramConfig.TOKEN, " 123456789:AAH-x_Yz09 ")).token())
                .isEqualTo("123456789:AAH-x_Yz09");
        assertThat(new TelegramConfig("1:a", null, RateLimits.TELEGRAM, Duration.ofSeconds(5), 1).token())
                .isEqualTo("1:a");
    }
}
