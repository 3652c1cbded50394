package dev.mazziere.discord;

import static dev.mazziere.discord.DiscordHarness.ANNA;
import static dev.mazziere.discord.DiscordHarness.waitFor;
import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;

/** The real JDA against a fake Discord: a finished table's thread is archived on time, a restart between or not. */
@Timeout(60)
class DiscordThreadRestartTest {

    private static final Duration ARCHIVE_AFTER = Duration.ofSeconds(3);

    @RegisterExtension
    final DiscordHarness discord = DiscordHarness.realTime();
    private FakeDiscord fake;

    @BeforeEach
    void start() throws Exception {
        fake = discord.startWithThreads(ARCHIVE_AFTER);
    }

    @Test
    @DisplayName("a thread whose table ended before a restart is archived at its time by the bot that started again")
    void archiveTimeSurvivesARestart() throws Exception {
        // given anna's table ended in its thread
        String thread = stoppedTable();
        long ended = System.nanoTime();

        // when the bot restarts at once
        discord.restart();

        // then the thread is still open, and archived at its time by the new bot
        assertThat(System.nanoTime() - ended).as("the restart took less than the archive time")
                .isLessThan(ARCHIVE_AFTER.toNanos());
        assertThat(archived(thread)).isFalse();
        waitFor(() -> archived(thread), "the thread archived after the restart");
        // (the table ended a little before the stop's interaction was reported handled)
        assertThat(System.nanoTime() - ended).isGreaterThan(ARCHIVE_AFTER.minusMillis(500).toNanos());
    }

    @Test
    @DisplayName("a thread whose archive time passed while the bot was down is archived as it starts")
    void archiveTimePassedWhileDown() throws Exception {
        // given anna's table ended in its thread, and the bot down past the thread's archive time
        String thread = stoppedTable();
        discord.down();
        Thread.sleep(ARCHIVE_AFTER.toMillis() + 200);
        assertThat(archived(thread)).isFalse();

        // when the bot starts again, the thread is archived at once
        long started = System.nanoTime();
        discord.up();
        waitFor(() -> archived(thread), "the thread archived as the bot starts");
        assertThat(System.nanoTime() - started).isLessThan(ARCHIVE_AFTER.toNanos());
    }

    /** Anna opens a table in the channel (so in a thread of its own) and stops it; returns the thread. */
    private String stoppedTable() {
        discord.command(ANNA, "scopa");
        assertThat(fake.threads()).hasSize(1);
        String thread = fake.threads().keySet().iterator().next();
        discord.run(() -> fake.commandIn(thread, ANNA, "stop"));
        assertThat(archived(thread)).isFalse();
        return thread;
    }

    private boolean archived(String thread) {
        return fake.threads().get(thread).getObject("thread_metadata").getBoolean("archived");
    }
}
