package dev.mazziere.app.ops;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Secrets read from files ({@code NAME_FILE}), as Docker, compose and Kubernetes mount them. */
@DisplayName("Secret files")
class SecretFilesTest {

    @TempDir
    Path dir;

    @Test
    @DisplayName("each *_FILE stands for its variable, its trailing line break dropped, and the value is masked")
    void filesStandForVariables() throws Exception {
        Path token = Files.writeString(dir.resolve("telegram"), "4242:Token-from_a-file\n");
        Path discord = Files.writeString(dir.resolve("discord"), "discord.Token.From.File\r\n");
        Path url = Files.writeString(dir.resolve("url"), "jdbc:postgresql://db:5432/bot?password=Url-s3cret\n");
        Path password = Files.writeString(dir.resolve("password"), "pass word with spaces\n");
        Path secret = Files.writeString(dir.resolve("secret"), "hook_Secret-1");

        Map<String, String> env = SecretFiles.resolve(Map.of("TELEGRAM_BOT_TOKEN_FILE", token.toString(),
                "DISCORD_BOT_TOKEN_FILE", discord.toString(), "MAZZIERE_DB_URL_FILE", url.toString(),
                "MAZZIERE_DB_PASSWORD_FILE", password.toString(), "TELEGRAM_WEBHOOK_SECRET_FILE", secret.toString(),
                "MAZZIERE_LANG", "it"));

        assertThat(env).containsEntry("TELEGRAM_BOT_TOKEN", "4242:Token-from_a-file")
                .containsEntry("DISCORD_BOT_TOKEN", "discord.Token.From.File")
                .containsEntry("MAZZIERE_DB_URL", "jdbc:postgresql://db:5432/bot?password=Url-s3cret")
                .containsEntry("MAZZIERE_DB_PASSWORD", "pass word with spaces")
                .containsEntry("TELEGRAM_WEBHOOK_SECRET", "hook_Secret-1")
                .containsEntry("MAZZIERE_LANG", "it");
        String masked = Secrets.of(env).mask("4242:Token-from_a-file discord.Token.From.File Url-s3cret"
                + " pass word with spaces hook_Secret-1");
        assertThat(masked).isEqualTo("*** *** *** *** ***");
    }

    @Test
    @DisplayName("without any *_FILE the environment is the same map")
    void nothingToRead() {
        Map<String, String> env = Map.of("TELEGRAM_BOT_TOKEN", "1:a");
        assertThat(SecretFiles.resolve(env)).isSameAs(env);
    }
}
