package dev.mazziere.app.ops;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

@DisplayName("Secrets of the configuration")
class SecretsTest {

    @Test
    @DisplayName("tokens, the webhook secret, the password variable and the URL's passwords are masked in any text")
    void masksEveryForm() {
        Secrets secrets = Secrets.of(Map.of(
                "TELEGRAM_BOT_TOKEN", "123:tg-TOKEN",
                "DISCORD_BOT_TOKEN", "discord.TOKEN.x",
                "TELEGRAM_WEBHOOK_SECRET", "hook-secret",
                "MAZZIERE_DB_PASSWORD", "pw-variable",
                "MAZZIERE_DB_URL", "jdbc:postgresql://bot:user-part@db/bot?sslpassword=ssl-pw&password=param-pw"));

        String masked = secrets.mask("url jdbc:postgresql://bot:user-part@db/bot?sslpassword=ssl-pw&password=param-pw,"
                + " /bot123:tg-TOKEN/getMe discord.TOKEN.x hook-secret pw-variable user-part ssl-pw param-pw");

        assertThat(masked).isEqualTo("url jdbc:postgresql://bot:***@db/bot?sslpassword=***&password=***,"
                + " /bot***/getMe *** *** *** *** *** ***");
    }

    @Test
    @DisplayName("the webhook secret derived from the token is masked too")
    void derivedWebhookSecret() {
        Map<String, String> env = Map.of("TELEGRAM_BOT_TOKEN", "123:tg-TOKEN",
                "TELEGRAM_WEBHOOK_URL", "https://bot.example.org/telegram");
        String derived = dev.mazziere.telegram.TelegramConfig.fromEnv(env).webhook().secret();

        assertThat(Secrets.of(env).mask("secret " + derived)).isEqualTo("secret ***");
    }

    @Test
    @DisplayName("values too short to be worth masking leave the text readable")
    void shortValues() {
        assertThat(Secrets.of(Map.of("MAZZIERE_DB_PASSWORD", "ab")).mask("a table")).isEqualTo("a table");
    }
}
