package dev.mazziere.app;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mazziere.app.ops.BuildInfo;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** What {@code java -jar mazziere.jar} tells a person who asks for help, or types a word it does not know. */
@DisplayName("The command line")
class CommandLineTest {

    @Test
    @DisplayName("--help says that no command runs the bot, or the console without a token, and names the variables")
    void helpSaysWhatNoCommandDoes() {
        CommandRun run = CommandRun.of("--help");

        assertThat(run.exit()).isZero();
        assertThat(run.out()).contains("With no command, runs the bot")
                .contains("With neither token it opens the console table")
                .contains("TELEGRAM_BOT_TOKEN[_FILE]", "DISCORD_BOT_TOKEN[_FILE]", "MAZZIERE_DB_URL[_FILE]",
                        "MAZZIERE_HTTP_PORT", "MAZZIERE_LOG_FORMAT", "MAZZIERE_TIMEZONE", "MAZZIERE_LANG")
                .contains("backup", "restore", "simulate");
    }

    @Test
    @DisplayName("help, as a word, prints the same usage")
    void helpAsAWord() {
        CommandRun run = CommandRun.of("help");

        assertThat(run.exit()).isZero();
        assertThat(run.out()).contains("Usage: mazziere").contains("With no command, runs the bot");
        assertThat(run.err()).isEmpty();
    }

    @Test
    @DisplayName("a stray word: one clear line, then the usage, status 2; not picocli's 'Unmatched argument'")
    void strayWord() {
        CommandRun run = CommandRun.of("chess");

        assertThat(run.exit()).isEqualTo(2);
        assertThat(run.err().lines().findFirst().orElse("")).isEqualTo("mazziere: 'chess' is not a command: run with"
                + " no command to start the bot (or the console table without a token), or name one of simulate, bench,"
                + " render, backup, restore, help");
        assertThat(run.err()).contains("Usage: mazziere").doesNotContain("Unmatched argument");
    }

    @Test
    @DisplayName("a stray option of a subcommand names the subcommand")
    void strayOption() {
        CommandRun run = CommandRun.of("backup", "--out", "x.db", "--fast");

        assertThat(run.exit()).isEqualTo(2);
        assertThat(run.err().lines().findFirst().orElse(""))
                .isEqualTo("mazziere: backup: '--fast' is not an option or argument here");
        assertThat(run.err()).contains("Usage: mazziere backup");
    }

    @Test
    @DisplayName("--version is the version the build wrote")
    void version() {
        CommandRun run = CommandRun.of("--version");

        assertThat(run.exit()).isZero();
        assertThat(run.out().strip()).isEqualTo("Mazziere " + BuildInfo.version());
        assertThat(BuildInfo.version()).doesNotContain("${");
    }
}
